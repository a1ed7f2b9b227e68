import * as v from 'valibot'
import {
  CYCLE_PHASES,
  calendarField,
  calendarProblems,
  nestedCalendar,
  type CalendarField,
  type CalendarProblem,
  type FlatCalendar,
} from '@domain/cycle-calendar'
import { CALENDAR_FORM_TEXTS as T } from '@copy/calendar-form'
import { CYCLE_TEXTS } from '@copy/cycle'
import { inSpanish } from '@copy/localize'
import { year } from './budget'
import { calendarDay } from './fields'

// Read when a check fails, in the language of the moment: some are sentences with the year or a phase in them.
const problemMessage = (p: CalendarProblem, budgetYear: number) => {
  switch (p.kind) {
    case 'end-before-start':
      return T.endBeforeStart
    case 'outside-year':
      return T.outsideYear(budgetYear - 1, budgetYear + 1)
    case 'support-before-presentation':
      return T.supportBeforePresentation
    case 'overlap':
      return T.overlap(CYCLE_TEXTS.phases[p.after])
  }
}

const days = Object.fromEntries(
  CYCLE_PHASES.flatMap((p) => [calendarField(p, 'Start'), calendarField(p, 'End')].map((f) => [f, calendarDay(inSpanish(T).day)])),
) as Record<CalendarField, ReturnType<typeof calendarDay>>

/**
 * The council's 'Calendario' form and PUT /api/system-config/calendar: a budget year and the first and
 * last day of each of its six phases, checked by the domain's rules (calendarProblems), each problem on
 * its own field.
 */
export const CalendarSchema = v.pipe(
  v.object({ year, ...days }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return
    const { year: budgetYear, ...flat } = dataset.value
    const seen = new Set<string>()
    for (const problem of calendarProblems(nestedCalendar(flat as FlatCalendar), budgetYear)) {
      // One message per field: the first rule it breaks.
      if (seen.has(problem.field)) continue
      seen.add(problem.field)
      const input = dataset.value[problem.field]
      addIssue({
        message: problemMessage(problem, budgetYear),
        path: [{ type: 'object', origin: 'value', input: dataset.value, key: problem.field, value: input }],
      })
    }
  }),
)
export type CalendarInput = v.InferInput<typeof CalendarSchema>

/** 'Pasar a la siguiente fase': the phase the council saw, so that a second click or a stale page moves nothing. */
export const AdvancePhaseSchema = v.object({
  year,
  from: v.nullable(v.picklist(CYCLE_PHASES, inSpanish(CYCLE_TEXTS).advanceStale)),
})
