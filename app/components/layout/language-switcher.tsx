import { useQuery } from '@tanstack/react-query'
import { useRouterState } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { LANGUAGE_NAMES, LANGUAGE_OFFERS } from '@domain/language-names'
import { isLanguage, type Language } from '@domain/languages'
import { LANGUAGE_TEXTS } from '@domain/texts'
import { currentLanguage } from '@domain/texts/localize'
import { api } from '@app/lib/api'
import { useSession } from '@app/lib/identity'
import { CHOICE_KEY, pageIn, rememberedLanguage } from '@app/lib/language'
import { systemConfigQuery } from '@app/lib/system-config'

/** The choice made in the switcher, kept on this device. */
const rememberLanguage = (language: Language) => localStorage.setItem(CHOICE_KEY, language)

/** The browser's first language that the portal offers, other than the page's: a suggestion, never a redirect. */
function suggestedLanguage(languages: readonly Language[]): Language | null {
  for (const tag of navigator.languages ?? []) {
    const code = tag.toLowerCase().split('-')[0]
    if (code === currentLanguage()) return null
    if (isLanguage(code) && languages.includes(code)) return code
  }
  return null
}

/** The languages the council offers (the server renders them in with every page). */
const useLanguages = (): readonly Language[] => useQuery(systemConfigQuery()).data?.languages ?? ['es']

/** The current page's address without its language: what every language's link points to. */
const usePlainAddress = () => useRouterState({ select: (s) => s.location.pathname + s.location.searchStr })

/**
 * Plain links to the same page in each language the council offers, each named in its own language; the
 * new address is rendered by the Worker in that language. The choice is kept on the device and, for a
 * signed-in person, on their account (their notices and e-mails follow it). Nothing when only Spanish is on.
 */
function LanguageSwitcher({ className = '' }: { className?: string }) {
  const languages = useLanguages()
  const address = usePlainAddress()
  const signedIn = useSession().status === 'signedIn'
  if (languages.length < 2) return null
  const current = currentLanguage()
  const choose = (language: Language) => {
    rememberLanguage(language)
    // keepalive: the request outlives the page it was sent from, which the link is leaving.
    if (signedIn) void api.user.language.$put({ json: { language } }, { init: { keepalive: true } }).catch(() => undefined)
  }
  return (
    <nav aria-label={LANGUAGE_TEXTS.switcher} className={className}>
      <ul className="flex flex-wrap items-center gap-x-1">
        {languages.map((language) => (
          <li key={language}>
            <a
              href={pageIn(language, address)}
              hrefLang={language}
              lang={language}
              aria-current={language === current ? 'true' : undefined}
              onClick={() => choose(language)}
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
  const languages = useLanguages()
  const address = usePlainAddress()
  const [offer, setOffer] = useState<Language | null>(null)
  useEffect(() => setOffer(rememberedLanguage() ? null : suggestedLanguage(languages)), [languages])
  if (!offer) return null
  return (
    <p lang={offer} className="bg-brand-50 px-4 py-2 text-center text-sm text-slate-900">
      <a
        href={pageIn(offer, address)}
        hrefLang={offer}
        onClick={() => rememberLanguage(offer)}
        className="font-semibold underline underline-offset-4"
      >
        {LANGUAGE_OFFERS[offer]}
      </a>
    </p>
  )
}

/** What the header and footer load lazily (language-choice.tsx): the suggestion, or the switcher. */
export default function LanguageChoice({ suggestion, className }: { suggestion?: boolean; className?: string }) {
  return suggestion ? <LanguageSuggestion /> : <LanguageSwitcher className={className} />
}
