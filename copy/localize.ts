// Relative, not @domain/: the build's configuration loads this module (the manifest's words), without aliases (0030).
import { BASE_LANGUAGE, DEFAULT_LANGUAGE, type Language } from '../domain/languages'

/**
 * A translation of a Spanish text object (docs/decisions/0050): the same shape, a string for each string,
 * a function with the same arguments for each function; keys may be missing while a catalogue is being
 * written (the catalogue test lists them and an incomplete language cannot be enabled).
 */
type Translation<T> = T extends (...args: infer A) => string
  ? (...args: A) => string
  : T extends string
    ? string
    : T extends readonly (infer E)[]
      ? readonly Translation<E>[]
      : T extends object
        ? { readonly [K in keyof T]?: Translation<T[K]> }
        : T

/** One language's catalogue: for each export of copy/, its translation. */
export type Catalogue<Texts> = { readonly [K in keyof Texts]?: Translation<Texts[K]> }

/**
 * What an overlay catalogue (Valencian over Catalan, docs/decisions/0053) says of a text: as a Translation,
 * except that a list may name only its items worded otherwise, by their place (`{ 2: '…' }`); the others
 * are its base's. Every text is looked up by its path ('LEGAL_PAGE', 'sections', '2', 'heading'), so a page
 * reads the same either way.
 */
type OverlayTranslation<T> = T extends (...args: infer A) => string
  ? (...args: A) => string
  : T extends string
    ? string
    : T extends readonly (infer E)[]
      ? readonly OverlayTranslation<E>[] | { readonly [index: number]: OverlayTranslation<E> }
      : T extends object
        ? { readonly [K in keyof T]?: OverlayTranslation<T[K]> }
        : T

/** An overlay language's catalogue: for each export of copy/, what it words otherwise. */
export type Overlay<Texts> = { readonly [K in keyof Texts]?: OverlayTranslation<Texts[K]> }

type Node = Record<string, unknown> | readonly unknown[]
const catalogues = new Map<Language, Record<string, unknown>>()
let current: () => Language = () => DEFAULT_LANGUAGE

/**
 * Where the language of the moment comes from: the page's language in the browser (one per page load),
 * the request's in the Worker (AsyncLocalStorage, since one Worker serves requests in several languages).
 */
export function setLanguageSource(source: () => Language): void {
  current = source
}

export const currentLanguage = (): Language => current()

/** Makes a language's catalogue available (the Worker registers all; the browser the page's one). */
export function registerCatalogue(language: Language, catalogue: object): void {
  // A part adds its exports to what the language already has (the browser loads a catalogue in parts).
  catalogues.set(language, { ...catalogues.get(language), ...(catalogue as Record<string, unknown>) })
}

const lookUp = (catalogue: unknown, path: readonly string[]): unknown => {
  let node = catalogue
  for (const key of path) {
    if (node === null || typeof node !== 'object') return undefined
    node = (node as Record<string, unknown>)[key]
  }
  return node
}

/**
 * A text's translation in the language of the moment, by its path ('SHELL_TEXTS', 'footer', 'legal'): from
 * its own catalogue, else from the one it lies over (Valencian's, else Catalan's); undefined in Spanish or
 * when missing.
 */
export function translated(path: readonly string[]): unknown {
  for (let language: Language | undefined = current(); language && language !== DEFAULT_LANGUAGE; language = BASE_LANGUAGE[language]) {
    const own = lookUp(catalogues.get(language), path)
    if (own !== undefined) return own
  }
  if (current() !== DEFAULT_LANGUAGE) untranslated(path)
  return undefined
}

let untranslated: (path: readonly string[]) => void = () => {}

/**
 * Who hears of a text read in another language that its catalogue, as registered, lacks. Every language
 * offered is complete (the catalogue test), so in the browser, which registers a catalogue in parts, such a
 * read is a screen drawn before its part arrived, or a text whose catalogue file loads with a part its screen
 * does not load: Spanish shown in another language (app/lib/language.ts reports it).
 */
export function onUntranslated(listener: (path: readonly string[]) => void): void {
  untranslated = listener
}

const views = new Map<string, object>()
const SPANISH = Symbol('spanish')

/**
 * The Spanish object seen in the language of the moment: every string and function is looked up in that
 * language's catalogue at the moment it is read, and the Spanish one is used where the catalogue has none.
 * Screens keep reading `SHELL_TEXTS.footer.legal` as always.
 */
function view<T extends object>(spanish: T, path: readonly string[]): T {
  const id = path.join('\u0000')
  const known = views.get(id)
  if (known) return known as T
  const proxy = new Proxy(spanish as T & Node, {
    get(target, key, receiver) {
      if (key === SPANISH) return target
      const value = Reflect.get(target, key, receiver)
      // What Spanish does not have is no text (React's and the engine's own probes: `$$typeof`, `then`).
      if (typeof key !== 'string' || value === undefined || (Array.isArray(target) && !/^\d+$/.test(key))) return value
      if (value !== null && typeof value === 'object') return view(value, [...path, key])
      const own = translated([...path, key])
      return own !== undefined && typeof own === typeof value ? own : value
    },
  })
  views.set(id, proxy)
  return proxy as T
}

/**
 * A copy/ object as written in Spanish, not looked up in the language of the moment: what a schema writes
 * into its rules when it is built, whichever page builds it first (checkInput, schemas/check.ts, translates
 * each message on its way out, when the screen's part of the catalogue is there to say it).
 */
/* @__NO_SIDE_EFFECTS__ */
export function inSpanish<T extends object>(texts: T): T {
  return (texts as T & { [SPANISH]?: T })[SPANISH] ?? texts
}

/** The Spanish reference as written, by export name: every text module loaded so far. */
const reference: Record<string, unknown> = {}
export const spanishReference = (): Readonly<Record<string, unknown>> => reference

/**
 * A copy/ export, read in the language of the moment. Marked free of side effects so that the
 * bundler still drops an export no screen reads (the first visit has a weight budget); the reference then
 * lacks it, which only matters where all of them are loaded (the Worker, the catalogue test).
 */
/* @__NO_SIDE_EFFECTS__ */
export function localized<T>(name: string, spanish: T): T {
  reference[name] = spanish
  return spanish !== null && typeof spanish === 'object' ? view(spanish, [name]) : spanish
}
