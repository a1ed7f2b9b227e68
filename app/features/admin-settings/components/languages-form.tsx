import { useQuery } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { LANGUAGE_NAMES } from '@domain/language-names'
import { languageTag, LANGUAGES, type Language } from '@domain/languages'
import { LANGUAGE_SETTINGS_TEXTS } from '@copy'
import { Button } from '@app/components/ui/button'
import { errorMessage } from '@app/lib/api'
import { toast } from '@app/lib/toast'
import { adminSystemConfigQuery } from '@app/lib/admin-system-config'
import { languageGapsQuery, useSetLanguages } from '../api/settings-api'

const T = LANGUAGE_SETTINGS_TEXTS

/** The settings tab's card: which languages the portal offers; Spanish always, the others once complete. */
export function LanguagesForm() {
  const config = useQuery(adminSystemConfigQuery()).data
  const gaps = useQuery(languageGapsQuery()).data
  const save = useSetLanguages()
  const [chosen, setChosen] = useState<Language[] | null>(null)
  if (!config || !gaps) return null
  const selected = chosen ?? config.languages
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    save.mutate(selected, {
      onSuccess: () => setChosen(null),
      onError: (error) => toast({ title: T.failed, description: errorMessage(error, T.failed), variant: 'destructive' }),
    })
  }
  return (
    <form onSubmit={submit}>
      <fieldset>
        <legend className="text-sm font-medium text-slate-900">{T.legend}</legend>
        <ul className="mt-2 grid gap-1">
          {LANGUAGES.map((language) => {
            const missing = gaps[language] ?? 0
            return (
              <li key={language}>
                <label className="flex min-h-11 items-center gap-3 text-slate-900">
                  <input
                    type="checkbox"
                    name="languages"
                    value={language}
                    checked={selected.includes(language)}
                    disabled={language === 'es' || (missing > 0 && !selected.includes(language))}
                    onChange={(e) => setChosen(e.currentTarget.checked ? [...selected, language] : selected.filter((l) => l !== language))}
                    className="size-5 accent-brand-700"
                  />
                  <span lang={languageTag(language)}>{LANGUAGE_NAMES[language]}</span>
                  {missing > 0 && <span className="text-sm text-slate-700">({T.incomplete(missing)})</span>}
                </label>
              </li>
            )
          })}
        </ul>
      </fieldset>
      <Button type="submit" look="primary" disabled={save.isPending || chosen === null} className="mt-3 min-h-11">
        {T.save}
      </Button>
    </form>
  )
}
