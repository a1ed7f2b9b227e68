import { useQuery } from '@tanstack/react-query'
import { useRouterState } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { LANGUAGE_NAMES, LANGUAGE_OFFERS } from '@domain/language-names'
import { isLanguage, languageTag, sameLanguage, type Language } from '@domain/languages'
import { LANGUAGE_TEXTS } from '@copy'
import { currentLanguage } from '@copy/localize'
import { api } from '@app/lib/api'
import { useSession } from '@app/lib/identity'
import { pageIn, rememberedLanguage, UNSAVED_CHOICE_KEY } from '@app/lib/language'
import { systemConfigQuery } from '@app/lib/system-config'

/**
 * The browser's first language that the portal offers, other than the page's: a suggestion, never a redirect.
 * Catalan in either wording ('ca', 'ca-ES-valencia') is one language: a page in either needs no
 * suggestion, and a browser in either is offered the wording on offer (a council offers one of them).
 */
function suggestedLanguage(languages: readonly Language[]): Language | null {
  for (const tag of navigator.languages ?? []) {
    const code = tag.toLowerCase().split('-')[0]
    if (!isLanguage(code)) continue
    if (sameLanguage(code, currentLanguage())) return null
    const offered = languages.find((l) => sameLanguage(l, code))
    if (offered) return offered
  }
  return null
}

/** The languages the council offers (the server renders them in with every page). */
const useLanguages = (): readonly Language[] => useQuery(systemConfigQuery()).data?.languages ?? ['es']

/** The current page's address without its language: what every language's link points to. */
const usePlainAddress = () => useRouterState({ select: (s) => s.location.pathname + s.location.searchStr })

/**
 * The choice made on this device, saved on the account of the person signed in (their notices and e-mails
 * follow it) once they are: right after the tap, or when they sign in later. The tap itself is kept by the
 * page's loader (worker/paint-first.ts), which hears it even before the app, or this chunk, has arrived.
 */
function useChoiceOnAccount() {
  const signedIn = useSession().status === 'signedIn'
  useEffect(() => {
    const choice = rememberedLanguage()
    if (!signedIn || !choice || !localStorage.getItem(UNSAVED_CHOICE_KEY)) return
    void api.user.language
      .$put({ json: { language: choice } })
      // Saved, or refused (a language the council no longer offers): done. Offline or a server error: it
      // stays marked, and the next page tries again.
      .then((res) => res.status < 500 && localStorage.removeItem(UNSAVED_CHOICE_KEY))
      .catch(() => undefined)
  }, [signedIn])
}

/**
 * Plain links to the same page in each language the council offers, each named in its own language; the
 * new address is rendered by the Worker in that language. Links that work without this code: the choice
 * is kept by the page's loader. Nothing when only Spanish is on.
 */
function LanguageSwitcher({ footer, className = '' }: { footer?: boolean; className?: string }) {
  const languages = useLanguages()
  const address = usePlainAddress()
  if (languages.length < 2) return null
  const current = currentLanguage()
  return (
    <nav aria-label={footer ? LANGUAGE_TEXTS.footerSwitcher : LANGUAGE_TEXTS.switcher} className={className}>
      <ul className="flex flex-wrap items-center gap-x-1">
        {languages.map((language) => (
          <li key={language}>
            <a
              href={pageIn(language, address)}
              hrefLang={languageTag(language)}
              lang={languageTag(language)}
              aria-current={language === current ? 'true' : undefined}
              data-language-choice={language}
              className="inline-flex min-h-11 items-center rounded-md px-2 text-sm text-slate-800 underline-offset-4 hover:underline aria-[current]:font-bold aria-[current]:text-slate-900"
            >
              {LANGUAGE_NAMES[language]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/**
 * The browser's languages as a first suggestion only: a line in the offered language linking to the same
 * page, shown after the page runs (crawlers and the server never see it; nobody is redirected), and never
 * to someone who has already chosen.
 */
function LanguageSuggestion() {
  // Once per page: the header holds the one suggestion, and a switcher in the footer too.
  useChoiceOnAccount()
  const languages = useLanguages()
  const address = usePlainAddress()
  const [offer, setOffer] = useState<Language | null>(null)
  useEffect(() => setOffer(rememberedLanguage() ? null : suggestedLanguage(languages)), [languages])
  if (!offer) return null
  return (
    <p lang={languageTag(offer)} className="bg-brand-50 px-4 py-2 text-center text-sm text-slate-900">
      <a
        href={pageIn(offer, address)}
        hrefLang={languageTag(offer)}
        data-language-choice={offer}
        className="font-semibold underline underline-offset-4"
      >
        {LANGUAGE_OFFERS[offer]}
      </a>
    </p>
  )
}

/** What the header and footer load lazily (language-choice.tsx): the suggestion, or the switcher. */
export default function LanguageChoice({ suggestion, footer, className }: { suggestion?: boolean; footer?: boolean; className?: string }) {
  return suggestion ? <LanguageSuggestion /> : <LanguageSwitcher footer={footer} className={className} />
}
