/**
 * The portal's interface languages: Spanish, the reference and always on, and the co-official languages
 * a council may switch on (Catalan, Basque, Galician). Residents' own texts are never translated.
 */
export const LANGUAGES = ['es', 'ca', 'eu', 'gl'] as const
export type Language = (typeof LANGUAGES)[number]
export const DEFAULT_LANGUAGE: Language = 'es'

/** Open Graph's og:locale of each language. */
export const OG_LOCALES: Record<Language, string> = { es: 'es_ES', ca: 'ca_ES', eu: 'eu_ES', gl: 'gl_ES' }

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)

/**
 * An address split into its language and the app's own path: '/ca/proposal/7' → ca, '/proposal/7'.
 * Any two-letter first segment is read as a language (no route has one), so that '/fr/proposals' or a
 * language the council has not enabled still opens the page, in Spanish, instead of a 404.
 */
export function splitLanguagePath(pathname: string): { language: string | null; path: string } {
  const match = /^\/([a-z]{2})(?=\/|$)(.*)$/.exec(pathname)
  if (!match) return { language: null, path: pathname }
  return { language: match[1], path: match[2] || '/' }
}

/** The address of `path` in `language`: Spanish keeps the plain address, the others add their prefix. */
export const languagePath = (language: Language, path: string) => (language === DEFAULT_LANGUAGE ? path : `/${language}${path}`)

/** The language a page is shown in: the one asked for when it is enabled, Spanish otherwise. */
export const servedLanguage = (asked: string | null | undefined, enabled: readonly string[]): Language =>
  isLanguage(asked) && enabled.includes(asked) ? asked : DEFAULT_LANGUAGE
