import { COOKIE_TEXTS as T } from '@copy'
import { Button } from '@app/components/ui/button'
import { SwitchField } from '@app/components/ui/switch-field'
import type { CookiePreferences } from './preferences'

const CATEGORIES = ['necessary', 'functional', 'analytics', 'marketing'] as const

/** The 'Configuración' tab: a switch per cookie category (necessary always on) and 'Guardar preferencias'. */
export function CookieSettings({
  choice,
  onChoice,
  onDecide,
}: {
  choice: CookiePreferences
  onChoice: (choice: CookiePreferences) => void
  onDecide: (preferences: CookiePreferences) => void
}) {
  return (
    <>
      <ul className="space-y-4">
        {CATEGORIES.map((category) => (
          <SwitchField
            as="li"
            key={category}
            label={T.categories[category].label}
            description={T.categories[category].text}
            checked={choice[category]}
            disabled={category === 'necessary'}
            onChange={(on) => onChoice({ ...choice, [category]: on })}
          />
        ))}
      </ul>
      <Button onClick={() => onDecide(choice)} look="outline" size="touch" block className="mt-4">
        {T.save}
      </Button>
    </>
  )
}
