import { UI_PROPOSALS } from '@copy'
import { Button } from '@app/components/ui/button'
import { useShare } from '../api/use-share'

const T = UI_PROPOSALS.share

export function ShareButton({
  proposal,
  surface,
  className = '',
}: {
  proposal: { id: number; title: string }
  surface: 'card' | 'page'
  className?: string
}) {
  const share = useShare(surface)
  return (
    <Button onClick={() => void share(proposal)} aria-label={T.buttonLabel(proposal.title)} size="touch" className={className}>
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2">
        <circle cx="18" cy="5" r="3" />
        <circle cx="6" cy="12" r="3" />
        <circle cx="18" cy="19" r="3" />
        <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
      </svg>
      <span>{T.button}</span>
    </Button>
  )
}
