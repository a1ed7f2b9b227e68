import { DEFAULT_LANGUAGE, isLanguage, languagePath, splitLanguagePath, type Language } from '@domain/languages'
import { registerCatalogue, setLanguageSource } from '@domain/texts/localize'

/** Where the switcher keeps the choice on this device (language-switcher.tsx writes it). */
export const CHOICE_KEY = 'language'
const COOKIE = 'pp_lang'

/** Each catalogue is its own chunk: a page loads only its language's, and a Spanish page none. */
const CATALOGUES: Record<Exclude<Language, 'es'>, () => Promise<object>> = {
  ca: () => import('@domain/texts/catalogues/ca').then((m) => m.CA),
  eu: () => import('@domain/texts/catalogues/eu').then((m) => m.EU),
  gl: () => import('@domain/texts/catalogues/gl').then((m) => m.GL),
}

/**
 * The page's language and the languages on offer. A page from the Worker says both on <html>; the
 * service worker's offline copy of the shell says neither, and then the address's prefix is trusted.
 */
export function pageLanguages(): { language: Language; languages: Language[] } {
  const root = document.documentElement
  const offered = root.dataset.languages?.split(' ').filter(isLanguage)
  if (offered) return { language: isLanguage(root.lang) ? root.lang : DEFAULT_LANGUAGE, languages: offered }
  const asked = splitLanguagePath(location.pathname).language
  return { language: isLanguage(asked) ? asked : DEFAULT_LANGUAGE, languages: [DEFAULT_LANGUAGE] }
}

/**
 * Before the first render: every text is read in the page's language from then on, and the API answers
 * in it too (its cookie). One language per page load; the switcher opens the other address.
 */
export async function startLanguage(language: Language): Promise<void> {
  setLanguageSource(() => language)
  // Spanish needs no cookie (the API's default): a Spanish-only portal sets none, and going back to
  // Spanish removes it. The cookie is technical, named in the legal notice.
  if (language !== 'es' || document.cookie.includes(`${COOKIE}=`))
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from the older phones' browsers the portal serves
    document.cookie = `${COOKIE}=${language}; path=/; max-age=${language === 'es' ? 0 : 31536000}; samesite=lax`
  if (language !== 'es') registerCatalogue(language, await CATALOGUES[language]())
}

/** The choice made in the switcher on this device, if any. */
export function rememberedLanguage(): Language | null {
  const saved = localStorage.getItem(CHOICE_KEY)
  return isLanguage(saved) ? saved : null
}

/** The same page in another language: the switcher's links and the suggestion's. */
export const pageIn = (language: Language, path: string) => languagePath(language, path)
