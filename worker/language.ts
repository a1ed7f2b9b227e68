import { AsyncLocalStorage } from 'node:async_hooks'
import type { Context } from 'hono'
import { getCookie } from 'hono/cookie'
import { createMiddleware } from 'hono/factory'
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@domain/languages'
import { CATALOGUES } from '@copy/catalogues'
import { registerCatalogue, setLanguageSource } from '@copy/localize'
import type { AppEnv } from './env'

// One Worker answers requests in several languages at once: each request's language travels with its
// own async work, and every text read during it (pages, refusals, e-mails) is in that language.
const requestLanguage = new AsyncLocalStorage<Language>()
setLanguageSource(() => requestLanguage.getStore() ?? DEFAULT_LANGUAGE)
for (const [language, catalogue] of Object.entries(CATALOGUES)) registerCatalogue(language as Language, catalogue)

/** Runs `work` with every text in `language`. */
export const inLanguage = <T>(language: Language, work: () => T): T => requestLanguage.run(language, work)

/** The cookie where the browser keeps the language of its pages, so that the API answers in it too. */
const LANGUAGE_COOKIE = 'pp_lang'

const cookieLanguage = (c: Context<AppEnv>): Language => {
  const asked = getCookie(c, LANGUAGE_COOKIE)
  return isLanguage(asked) ? asked : DEFAULT_LANGUAGE
}

/**
 * The language a person picked with a language link on this browser (the page's loader writes it on the
 * tap, worker/paint-first.ts), apart from pp_lang, the language of the page last opened: a shared link
 * opened in Galician sets that one, not the choice. Null when none, or Spanish.
 */
const CHOICE_COOKIE = 'pp_lang_choice'
export const chosenLanguage = (c: Context<AppEnv>): Language | null => {
  const chosen = getCookie(c, CHOICE_COOKIE)
  return isLanguage(chosen) && chosen !== DEFAULT_LANGUAGE ? chosen : null
}

/** API answers (refusals included) in the language of the page that asked. */
export const withLanguage = createMiddleware<AppEnv>((c, next) => inLanguage(cookieLanguage(c), next))
