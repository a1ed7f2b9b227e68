import * as v from 'valibot'
import { MAX_BUDGET_YEAR, MIN_BUDGET_YEAR } from '@domain/constants'
import { VALIDATION_TEXTS } from '@copy/validation'
import { inSpanish } from '@copy/localize'
import { calendarDay } from './fields'

const T = inSpanish(VALIDATION_TEXTS)

/**
 * The yearly cycle of the admin panel's settings tab and PUT /api/system-config/cycle. The form sends
 * the year as typed (a string); the API also takes a number.
 */
export const BudgetCycleSchema = v.pipe(
  v.object({
    budgetYear: v.pipe(
      v.union([v.number(), v.pipe(v.string(), v.trim(), v.regex(/^\d{1,6}$/, T.budgetYear))], T.budgetYear),
      v.transform(Number),
      v.integer(T.budgetYear),
      v.minValue(MIN_BUDGET_YEAR, T.budgetYear),
      v.maxValue(MAX_BUDGET_YEAR, T.budgetYear),
    ),
    submissionDeadline: calendarDay(T.submissionDeadline),
  }),
  // Proposals are sent before the budget they go into is drawn up: a deadline in a later year is a slip.
  v.forward(
    v.partialCheck(
      [['budgetYear'], ['submissionDeadline']],
      (cycle) => Number(cycle.submissionDeadline.slice(0, 4)) <= cycle.budgetYear,
      T.deadlineAfterBudgetYear,
    ),
    ['submissionDeadline'],
  ),
)
export type BudgetCycleInput = v.InferInput<typeof BudgetCycleSchema>
