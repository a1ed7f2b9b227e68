import * as v from 'valibot'
import { FEASIBILITIES, HEADINGS, SELECTION_RULES, shareOf } from '@domain/budget'
import { MAX_BUDGET_YEAR, MIN_BUDGET_YEAR } from '@domain/constants'
import { BUDGET_VALIDATION } from '@copy/budget'
import { inSpanish } from '@copy/localize'
import { VALIDATION_TEXTS as TEXTS } from '@copy/validation'
import { euros, optionalEuros } from './money'

const T = inSpanish(BUDGET_VALIDATION)
const VALIDATION_TEXTS = inSpanish(TEXTS)

/** A budget year, from the API (a number) or a form (a string). */
export const year = v.pipe(
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

// A sentence built from the heading's name, which checkInput cannot find among the Spanish texts to translate
// on the way out: written in the language of the page that builds the schema (the admin's, whose parts it has).
const headingAmount = (heading: (typeof HEADINGS)[number]) => BUDGET_VALIDATION.headingAmount(heading)

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
      Object.fromEntries(HEADINGS.map((h) => [h, euros(headingAmount(h))])) as Record<(typeof HEADINGS)[number], ReturnType<typeof euros>>,
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
    estimatedCost: v.optional(optionalEuros(T.estimatedCost), null),
    service: longText(200, T.service),
    assessment: longText(5000, T.assessment),
  }),
  v.forward(
    v.check((a) => a.feasibility !== 'feasible' || a.estimatedCost !== null, T.costRequired),
    ['estimatedCost'],
  ),
  v.forward(
    v.check((a) => a.feasibility !== 'unfeasible' || a.assessment.length > 0, T.reasonRequired),
    ['assessment'],
  ),
)

const rule = v.picklist(SELECTION_RULES, T.rule)

/** '12,15' → [12, 15]: the proposals the board takes out or puts in, in a preview's address. */
const idList = v.pipe(
  v.string(T.changes),
  v.regex(/^([1-9]\d{0,9}(,[1-9]\d{0,9}){0,499})?$/, T.changes),
  v.transform((s) => (s ? s.split(',').map(Number) : [])),
)

/**
 * GET /api/admin/selection: a heading's preview under a rule, optionally with the council's comparison
 * step and the board's changes (the same computation as the confirmation, without the reasons).
 */
export const SelectionQuerySchema = v.object({
  district: v.picklist(HEADINGS, T.heading),
  rule,
  excluded: v.optional(idList, ''),
  included: v.optional(idList, ''),
  comparison: v.optional(
    v.pipe(
      v.picklist(['true', 'false'], T.comparison),
      v.transform((s) => s === 'true'),
    ),
    'false',
  ),
})

const reasoned = v.pipe(
  v.array(
    v.object({
      id: v.pipe(v.number(VALIDATION_TEXTS.proposalId), v.integer(VALIDATION_TEXTS.proposalId), v.minValue(1, VALIDATION_TEXTS.proposalId)),
      reason: v.pipe(v.string(T.changeReason), v.trim(), v.minLength(3, T.changeReason), v.maxLength(500, T.changeReason)),
    }),
    T.changes,
  ),
  v.maxLength(500, T.changes),
)

/** POST /api/admin/selection: confirm a heading's selection, with the board's exclusions and inclusions. */
export const SelectionConfirmSchema = v.pipe(
  v.object({
    district: v.pipe(v.string(T.heading), v.picklist(HEADINGS, T.heading)),
    rule,
    comparison: v.optional(v.boolean(T.comparison), false),
    excluded: v.optional(reasoned, []),
    included: v.optional(reasoned, []),
  }),
  v.forward(
    v.check((s) => {
      const ids = [...s.excluded, ...s.included].map((c) => c.id)
      return new Set(ids).size === ids.length
    }, T.changeTwice),
    ['included'],
  ),
)
