import * as v from 'valibot'
import * as f from './fields'
import { VALIDATION_TEXTS } from '@copy/validation'
import { inSpanish } from '@copy/localize'
import {
  ADMIN_MAX_PAGE_SIZE,
  ADMIN_SORT_KEYS,
  SORT_DIRECTIONS,
  decodeAdminCursor,
  defaultDirection,
  type AdminCursor,
} from '@domain/admin-proposals'
import { CHANNELS } from '@domain/channels'
import { DISTRICTS } from '@domain/districts'
import { STATUSES } from '@domain/statuses'

const T = inSpanish(VALIDATION_TEXTS)

/** The admin table's filters and order, shared by its pages and its exports. Exact matches, unlike the public list. */
const entries = {
  q: v.optional(v.pipe(v.string(T.text), v.trim(), v.maxLength(100, T.text))),
  status: v.optional(v.picklist(STATUSES, T.status)),
  year: v.optional(f.yearQuery),
  district: v.optional(v.picklist(DISTRICTS, T.district)),
  scope: v.optional(f.scopeRequired),
  channel: v.optional(v.picklist(CHANNELS, T.channel)),
  sort: v.optional(v.picklist(ADMIN_SORT_KEYS, T.sort), 'createdAt'),
  dir: v.optional(v.picklist(SORT_DIRECTIONS, T.direction)),
}

/** Without a direction, each column starts the way the table starts it. */
const withDirection = <O extends { sort: (typeof ADMIN_SORT_KEYS)[number]; dir?: (typeof SORT_DIRECTIONS)[number] }>(o: O) => ({
  ...o,
  dir: o.dir ?? defaultDirection(o.sort),
})

/** GET /api/admin/proposals/export.{csv,json}: every proposal the filters keep, in the table's order. */
export const AdminExportQuerySchema = v.pipe(v.object(entries), v.transform(withDirection))

const cursor = v.pipe(
  v.string(T.cursor),
  v.regex(/^[\w-]{1,2000}$/, T.cursor),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const decoded = decodeAdminCursor(dataset.value)
    if (decoded) return decoded
    addIssue({ message: T.cursor })
    return NEVER
  }),
)

/** GET /api/admin/proposals: one page of the admin table; `cursor` is the previous page's `next`. */
export const AdminProposalQuerySchema = v.pipe(
  v.object({
    ...entries,
    limit: v.optional(
      v.pipe(
        v.string(T.adminPageSize),
        v.regex(/^[1-9]\d{0,3}$/, T.adminPageSize),
        v.transform(Number),
        v.maxValue(ADMIN_MAX_PAGE_SIZE, T.adminPageSize),
      ),
      '10',
    ),
    cursor: v.optional(cursor),
  }),
  // A page's end only continues the order it was read in.
  v.forward(
    v.partialCheck(
      [['cursor'], ['sort'], ['dir']],
      (q) => !q.cursor || (q.cursor.sort === q.sort && q.cursor.dir === (q.dir ?? defaultDirection(q.sort))),
      T.cursor,
    ),
    ['cursor'],
  ),
  v.transform(withDirection),
)
export type AdminProposalQuery = v.InferOutput<typeof AdminProposalQuerySchema>
export type AdminProposalQueryInput = v.InferInput<typeof AdminProposalQuerySchema>
export type AdminExportQuery = v.InferOutput<typeof AdminExportQuerySchema>
export type { AdminCursor }
