import * as v from 'valibot'
import { AUDIT_ACTIONS, AUDIT_TARGETS } from '@domain/audit'
import { VALIDATION_TEXTS } from '@copy/validation'
import { inSpanish } from '@copy/localize'
import { calendarDay, idString } from './fields'

const T = inSpanish(VALIDATION_TEXTS)

const HISTORY_MAX_PAGE_SIZE = 100

const isoDay = calendarDay(T.historyDate)
const positive = (message: string, max: number) =>
  v.pipe(v.string(message), v.regex(/^[1-9]\d{0,5}$/, message), v.transform(Number), v.maxValue(max, message))

/** Filters and paging of GET /api/admin/history (and its CSV, which ignores the paging). */
export const HistoryQuerySchema = v.object({
  action: v.optional(v.picklist(AUDIT_ACTIONS, T.historyAction)),
  targetType: v.optional(v.picklist(AUDIT_TARGETS, T.historyTarget)),
  targetId: v.optional(idString),
  adminId: v.optional(idString),
  /** Calendar days (UTC), both included. */
  from: v.optional(isoDay),
  to: v.optional(isoDay),
  page: v.optional(positive(T.page, 100_000)),
  size: v.optional(positive(T.pageSize, HISTORY_MAX_PAGE_SIZE)),
})
export type HistoryQuery = v.InferOutput<typeof HistoryQuerySchema>
export type HistoryQueryInput = v.InferInput<typeof HistoryQuerySchema>
