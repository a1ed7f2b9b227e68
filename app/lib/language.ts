import {
  BASE_LANGUAGE,
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGES,
  languagePath,
  servedLanguage,
  splitLanguagePath,
  type Language,
  type OtherLanguage,
} from '@domain/languages'
import type { CataloguePart } from '@copy/catalogues/parts'
import { onUntranslated, registerCatalogue, setLanguageSource } from '@copy/localize'

/**
 * Where the choice of a language link is kept on this device, and marked until the person's account has
 * it: written by the page's loader (worker/paint-first.ts) on the tap, so that a tap before the app has
 * started counts too.
 */
const CHOICE_KEY = 'language'
export const UNSAVED_CHOICE_KEY = 'language-unsaved'
const COOKIE = 'pp_lang'

/**
 * A catalogue's parts, each a chunk of its own loaded with the screens that read it: a Spanish page loads
 * none, any other its core (the frame, the home page and the lists with their cards: what a first visit
 * reads) and the parts of the screen it opens. Which texts each part holds is said once, for every language,
 * in copy/catalogues/parts.ts; the build makes each language's part a chunk (app/build/catalogue-parts.ts).
 */
// The parts a screen reads besides the core, by its plain path: the lists (and the outbox) read the core only.
function partsFor(path: string): CataloguePart[] {
  if (/^\/(proposals(\/executed)?|ejecutadas|pendientes)?\/?$/.test(path)) return []
  if (/^\/admin(\/|$)/.test(path)) return ['screens', 'forms', 'pages', 'admin']
  // A proposal's page holds the census vote's form, and a table's device its join and ballot forms: with their field checks.
  if (/^\/(auth|profile|proposals\/new|avisos|proposal|mesa)(\/|$)/.test(path)) return ['screens', 'forms']
  if (/^\/(legal-notices|contact|budget-terms|accesibilidad|cartel|resultados\/acta)(\/|$)/.test(path)) return ['screens', 'pages']
  return ['screens']
}

/** For each language, a loader per part of its catalogue: the table the build writes (app/build/catalogue-parts.ts). */
export type PartLoaders = Record<OtherLanguage, Record<CataloguePart, () => Promise<object>>>

// The page's language once started, the parts of its catalogue already loaded (none in Spanish) and their
// loaders, which app/main.tsx hands over: the Worker, which renders the same routes, holds every catalogue whole.
let started: { language: OtherLanguage; loaded: Set<CataloguePart>; loaders: PartLoaders } | null = null
// Parts that could not arrive (offline, their chunk not saved): their screens show Spanish, as they may.
const unavailable = new Set<CataloguePart>()

/** Loads `parts` of the page's catalogue; undefined when there is nothing to wait for (Spanish, or all loaded). */
export function loadParts(parts: CataloguePart[]): Promise<void> | undefined {
  if (!started) return undefined
  const { language, loaded, loaders } = started
  const missing = parts.filter((part) => !loaded.has(part))
  if (!missing.length) return undefined
  for (const part of missing) loaded.add(part)
  // A language over another (Valencian over Catalan) loads each part of both.
  const base = BASE_LANGUAGE[language] as OtherLanguage | undefined
  const languages = base ? [base, language] : [language]
  return Promise.all(languages.flatMap((l) => missing.map((part) => loaders[l][part]().then((texts) => [l, texts] as const)))).then(
    (texts) => {
      for (const [l, part] of texts) registerCatalogue(l, part)
      for (const part of missing) unavailable.delete(part)
    },
    // A part that cannot arrive (offline, its chunk not saved): the screen shows its Spanish texts and
    // the next navigation tries again.
    () => {
      for (const part of missing) {
        loaded.delete(part)
        unavailable.add(part)
      }
    },
  )
}

/**
 * Loads the parts of the page's catalogue that the screen at `path` (plain, without the language) reads,
 * so the root route's beforeLoad only holds a navigation back while a part arrives.
 */
export const loadTexts = (path: string) => loadParts(['core', ...partsFor(path)])

/**
 * The page's language and the languages on offer. A page from the Worker lists those on <html>, and is in
 * its address's language when that is one of them (servedLanguage, as the Worker chose; <html lang> says
 * it as a tag, 'ca-valencia'); the service worker's offline copy of the shell lists none, and then the
 * address's prefix is trusted.
 */
export function pageLanguages(): { language: Language; languages: Language[] } {
  const offered = document.documentElement.dataset.languages?.split(' ').filter(isLanguage)
  return {
    language: servedLanguage(splitLanguagePath(location.pathname).language, offered ?? LANGUAGES),
    languages: offered ?? [DEFAULT_LANGUAGE],
  }
}

/**
 * Before the first render: every text is read in the page's language from then on, and the API answers
 * in it too (its cookie). One language per page load; the switcher opens the other address. `loaders`
 * are the build's table of the catalogues' parts (virtual:catalogue-parts), which only the browser has.
 */
export async function startLanguage(language: Language, path: string, loaders: PartLoaders): Promise<void> {
  setLanguageSource(() => language)
  // Spanish needs no cookie (the API's default): a Spanish-only portal sets none, and going back to
  // Spanish removes it. The cookie is technical, named in the legal notice.
  if (language !== 'es' || document.cookie.includes(`${COOKIE}=`))
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from the older phones' browsers the portal serves
    document.cookie = `${COOKIE}=${language}; path=/; max-age=${language === 'es' ? 0 : 31536000}; samesite=lax`
  if (language === 'es') return
  started = { language, loaded: new Set(), loaders }
  reportUntranslated(language)
  await loadTexts(path)
}

/**
 * A text read in Spanish on a page in another language while every part loaded so far has arrived: its
 * catalogue file loads with a part this screen does not load (copy/catalogues/parts.ts), or the screen read
 * it before its part arrived. Said once per text, as an error, so that the browser tests, which fail on one,
 * catch it on whichever screen reads it; the person sees the Spanish text meanwhile.
 */
function reportUntranslated(language: OtherLanguage): void {
  const reported = new Set<string>()
  onUntranslated((path) => {
    const text = path.join('.')
    if (unavailable.size || reported.has(text)) return
    reported.add(text)
    console.error(
      `Texto en español en una página en ${language}: ${text} no está en las partes de su catálogo cargadas (copy/catalogues/parts.ts)`,
    )
  })
}

/** The choice made in the switcher on this device, if any (the page's loader also keeps it in a cookie for the Worker). */
export function rememberedLanguage(): Language | null {
  const saved = localStorage.getItem(CHOICE_KEY)
  return isLanguage(saved) ? saved : null
}

/** The same page in another language: the switcher's links and the suggestion's. */
export const pageIn = (language: Language, path: string) => languagePath(language, path)
