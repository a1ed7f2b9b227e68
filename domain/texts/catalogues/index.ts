import type { Language } from '../../languages'
import { CA } from './ca/index'
import { EU } from './eu/index'
import { GL } from './gl/index'

/**
 * Every catalogue besides the Spanish reference, for the Worker (which serves all languages). The browser
 * loads only its page's one (app/lib/language.ts), so a Spanish page carries none.
 */
export const CATALOGUES: Partial<Record<Language, object>> = { ca: CA, eu: EU, gl: GL }

/**
 * The languages whose catalogue says every Spanish text: only these can be enabled (the Worker checks
 * again), and the catalogue test fails the moment one of them lacks a key. A language joins the list once
 * its catalogue is complete and the council's language service has reviewed it.
 */
export const COMPLETE_LANGUAGES: readonly Language[] = ['ca', 'eu', 'gl']
