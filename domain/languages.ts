/**
 * The portal's interface languages: Spanish, the reference and always on, and the co-official languages
 * a council may switch on (Catalan, in Central Catalan or in its Valencian wording, Basque, Galician).
 * Residents' own texts are never translated. Each code is also the address prefix ('/va/', as the
 * Generalitat Valenciana writes it), the cookie's and the account's value.
 */
export const LANGUAGES = ['es', 'ca', 'va', 'eu', 'gl'] as const
export type Language = (typeof LANGUAGES)[number]
export const DEFAULT_LANGUAGE: Language = 'es'

/** The languages besides Spanish: each has a catalogue, and the council's own names (its phases) are written in each. */
export const OTHER_LANGUAGES = LANGUAGES.filter((l): l is Exclude<Language, 'es'> => l !== 'es')
export type OtherLanguage = (typeof OTHER_LANGUAGES)[number]

/** Open Graph's og:locale of each language (Facebook's list has no Valencian: it is Catalan in Spain). */
export const OG_LOCALES: Record<Language, string> = { es: 'es_ES', ca: 'ca_ES', va: 'ca_ES', eu: 'eu_ES', gl: 'gl_ES' }

/**
 * A language as `lang` attributes name it (BCP 47, WCAG 3.1.1): Valencian is Catalan with its registered
 * variant, 'ca-valencia' (docs/decisions/0053); the others are their code.
 */
export const languageTag = (language: Language) => (language === 'va' ? 'ca-valencia' : language)

/**
 * The catalogue a language's own lies over: Valencian holds only the texts whose wording differs from
 * Catalan's and reads Catalan's elsewhere (then Spanish's, as every language).
 */
export const BASE_LANGUAGE: Partial<Record<Language, Language>> = { va: 'ca' }

/** Whether two interface languages are one language (Catalan and its Valencian wording are). */
export const sameLanguage = (a: Language, b: Language) => (BASE_LANGUAGE[a] ?? a) === (BASE_LANGUAGE[b] ?? b)

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
