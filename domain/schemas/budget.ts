import * as v from 'valibot'
import { FEASIBILITIES, HEADINGS, MAX_EUROS, shareOf } from '../budget'
import { MAX_BUDGET_YEAR, MIN_BUDGET_YEAR } from '../constants'
import { BUDGET_VALIDATION as T } from '../texts/budget'
import { VALIDATION_TEXTS } from '../texts/validation'

/**
 * Whole euros, from the API (a number) or a form (a string): '45000' and '45.000' are the same amount,
 * the dots being Spanish thousands; cents ('45,50'), signs and letters are refused with `message`.
 */
export const euros = (message: string) =>
  v.pipe(
    v.union(
      [
        v.number(message),
        v.pipe(
          v.string(message),
          v.trim(),
          v.regex(/^(\d{1,3}(\.\d{3})+|\d{1,13})$/, message),
          v.transform((s) => Number(s.replaceAll('.', ''))),
        ),
      ],
      message,
    ),
    v.integer(message),
    v.minValue(0, message),
    v.maxValue(MAX_EUROS, message),
  )

const year = v.pipe(
  v.union(
    [v.number(VALIDATION_TEXTS.budgetYear), v.pipe(v.string(), v.regex(/^\d{4}$/, VALIDATION_TEXTS.budgetYear))],
    VALIDATION_TEXTS.budgetYear,
  ),
  v.transform(Number),
  v.integer(VALIDATION_TEXTS.budgetYear),
  v.minValue(MIN_BUDGET_YEAR, VALIDATION_TEXTS.budgetYear),
  v.maxValue(MAX_BUDGET_YEAR, VALIDATION_TEXTS.budgetYear),
)

const percent = v.pipe(
  v.union([v.number(T.sharePercent), v.pipe(v.string(), v.trim(), v.regex(/^\d{1,3}$/, T.sharePercent))], T.sharePercent),
  v.transform(Number),
  v.integer(T.sharePercent),
  v.minValue(0, T.sharePercent),
  v.maxValue(100, T.sharePercent),
)

/**
 * A year's money (PUT /api/budget and the settings tab): the investment budget, the participatory share
 * and each heading's amount, which together may not pass the share.
 */
export const BudgetSchema = v.pipe(
  v.object({
    year,
    investmentBudget: euros(T.investmentBudget),
    sharePercent: v.optional(percent, 5),
    headings: v.object(
      Object.fromEntries(HEADINGS.map((h) => [h, euros(T.headingAmount(h))])) as Record<
        (typeof HEADINGS)[number],
        ReturnType<typeof euros>
      >,
      T.headings,
    ),
  }),
  v.forward(
    v.check(
      (b) => Object.values(b.headings).reduce((sum, a) => sum + a, 0) <= shareOf(b.investmentBudget, b.sharePercent),
      T.headingsOverShare,
    ),
    ['headings'],
  ),
)
export type Budget = v.InferOutput<typeof BudgetSchema>

/** `?year=` of GET /api/budget. */
export const BudgetQuerySchema = v.object({ year: v.optional(year) })

const longText = (max: number, message: string) =>
  v.pipe(
    v.optional(v.nullable(v.string(message)), ''),
    v.transform((s) => (s ?? '').trim()),
    v.maxLength(max, message),
  )

/**
 * The technical assessment of PUT /api/proposals/{id}/assessment and its dialog. A feasible proposal
 * needs its cost; an unfeasible one, the public reason. The ceiling of the cost (the year's whole
 * investment budget) depends on the stored budget, so the Worker checks it.
 */
export const AssessmentSchema = v.pipe(
  v.object({
    feasibility: v.picklist(FEASIBILITIES, T.feasibility),
    estimatedCost: v.optional(v.nullable(v.union([v.literal(''), euros(T.estimatedCost)], T.estimatedCost)), null),
    service: longText(200, T.service),
    assessment: longText(5000, T.assessment),
  }),
  v.transform((a) => ({ ...a, estimatedCost: a.estimatedCost === '' ? null : a.estimatedCost })),
  v.forward(
    v.check((a) => a.feasibility !== 'feasible' || a.estimatedCost !== null, T.costRequired),
    ['estimatedCost'],
  ),
  v.forward(
    v.check((a) => a.feasibility !== 'unfeasible' || a.assessment.length > 0, T.reasonRequired),
    ['assessment'],
  ),
)
