import * as v from 'valibot'
import { MAX_PHASE_NAME, MAX_PHASES, NOT_STARTED } from '@domain/milestones'
import { VALIDATION_TEXTS } from '@copy/validation'
import { inSpanish } from '@copy/localize'
import { textField } from './fields'
import { OTHER_LANGUAGES, type OtherLanguage } from '@domain/languages'

const T = inSpanish(VALIDATION_TEXTS)

const key = (name: string) => name.toLocaleLowerCase('es')
const otherName = v.optional(v.pipe(v.string(T.phasesList), v.trim(), v.maxLength(MAX_PHASE_NAME, T.phaseNameMax)))

/**
 * PUT /api/system-config/phases and the settings tab's form: the council's phases of the execution in
 * their order. Each row is a name and, for a phase that was already on the list, the name it had (`was`),
 * so that a rename carries its milestones along; a listed phase no row names as `was` is being removed.
 * Each row may carry its name in the other languages (docs/decisions/0068).
 */
export const MilestonePhasesSchema = v.object({
  phases: v.pipe(
    v.array(
      v.object({
        name: textField(2, T.phaseName, MAX_PHASE_NAME, T.phaseNameMax),
        was: v.optional(v.pipe(v.string(T.phasesList), v.maxLength(MAX_PHASE_NAME, T.phasesList))),
        // Its name in the other languages; an empty one is none (a language with a gap cannot be switched on).
        names: v.optional(
          v.object(Object.fromEntries(OTHER_LANGUAGES.map((l) => [l, otherName])) as Record<OtherLanguage, typeof otherName>),
        ),
      }),
      T.phasesList,
    ),
    v.minLength(1, T.phasesEmpty),
    v.maxLength(MAX_PHASES, T.phasesTooMany),
    v.check((list) => new Set(list.map((p) => key(p.name))).size === list.length, T.phasesRepeated),
    v.check((list) => list.every((p) => key(p.name) !== key(NOT_STARTED)), T.phaseReserved),
    v.check((list) => {
      const kept = list.flatMap((p) => (p.was === undefined ? [] : [p.was]))
      return new Set(kept).size === kept.length
    }, T.phasesList),
  ),
})
export type MilestonePhasesInput = v.InferInput<typeof MilestonePhasesSchema>
