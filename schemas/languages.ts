import * as v from 'valibot'
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@domain/languages'
import { LANGUAGE_TEXTS } from '@copy/ui-languages'
import { inSpanish } from '@copy/localize'

const T = inSpanish(LANGUAGE_TEXTS).validation

/** The council's choice of interface languages: known ones, each once, Spanish always among them. */
export const LanguagesSchema = v.object({
  languages: v.pipe(
    v.array(v.picklist(LANGUAGES, T.languages), T.languages),
    v.check((list) => list.includes(DEFAULT_LANGUAGE) && new Set(list).size === list.length, T.languages),
    // Spanish first, then the others in the portal's order, whatever order they came in.
    v.transform((list): Language[] => LANGUAGES.filter((l) => list.includes(l))),
  ),
})

/** The language a signed-in person chose in the switcher. */
export const UserLanguageSchema = v.object({ language: v.picklist(LANGUAGES, T.languages) })
