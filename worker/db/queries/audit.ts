import { aliasedTable, and, count, desc, eq, getTableColumns, gte, lt, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../client'
import { HISTORY_PAGE_SIZE, type AuditAction, type AuditTarget } from '@domain/audit'
import type { HistoryQuery } from '@schemas/history'
import { auditLog, nowMs, proposals, users, type AuditRow, type ProposalRow } from '../schema'
type Snapshot = Record<string, unknown> | null

export interface AuditEntry {
  adminId: number
  action: AuditAction
  targetType: AuditTarget
  /** A number, or SQL that yields the id inside the same batch (a row inserted just before). */
  targetId?: number | SQL | null
  before?: Snapshot
  /** Or SQL building the JSON object, when it names a row inserted earlier in the same batch. */
  after?: Snapshot | SQL
  undoOf?: number
}

/** The history row for a change; callers put it in the same `db.batch()` as the change itself. */
export const audit = (db: Db, entry: AuditEntry) =>
  db.insert(auditLog).values({ ...entry, before: entry.before ?? null, after: entry.after ?? null })

/**
 * The same change recorded once per target, in one statement whatever the number of targets: a
 * heading's confirmation approves hundreds of proposals, and D1 counts every statement of a batch
 * against its 1,000 queries per invocation. The ids travel as one JSON parameter (json_each).
 */
export const auditEach = (db: Db, entry: Omit<AuditEntry, 'targetId' | 'after'> & { targetIds: readonly number[]; after: Snapshot }) =>
  // An insert-select names every column of the table, in order.
  db.insert(auditLog).select(
    db
      .select({
        id: sql<number>`null`.as('id'),
        at: sql<Date>`${nowMs}`.as('created_at'),
        adminId: sql<number>`${entry.adminId}`.as('admin_id'),
        action: sql<string>`${entry.action}`.as('action'),
        targetType: sql<string>`${entry.targetType}`.as('target_type'),
        targetId: sql<number>`value`.as('target_id'),
        before: sql<string | null>`${entry.before ? JSON.stringify(entry.before) : null}`.as('before'),
        after: sql<string>`${JSON.stringify(entry.after)}`.as('after'),
        undoOf: sql<number | null>`${entry.undoOf ?? null}`.as('undo_of'),
      })
      .from(sql`json_each(${JSON.stringify(entry.targetIds)})`),
  )

/**
 * The proposal fields an inline moderation change touches (and that 'Deshacer' puts back): status,
 * scope, votes and every life-cycle date column (approvedAt, executedAt, and any added later), read
 * from the table so that a new date is recorded and restored without touching this list.
 */
export const MODERATION_FIELDS = [
  'status',
  'scope',
  'votes',
  ...(Object.keys(getTableColumns(proposals)) as (keyof ProposalRow)[]).filter((f) => f.endsWith('At') && f !== 'createdAt'),
] as const satisfies readonly (keyof ProposalRow)[]
export type ModerationValues = Partial<ProposalRow>

/** The fields the technical assessment sets (and its 'Deshacer' puts back). */
export const ASSESSMENT_FIELDS = [
  'feasibility',
  'estimatedCost',
  'service',
  'assessment',
  'assessedAt',
] as const satisfies readonly (keyof ProposalRow)[]

/** Every field an undoable inline change may have touched. */
export const UNDO_FIELDS = [...new Set([...MODERATION_FIELDS, ...ASSESSMENT_FIELDS])]

const jsonValue = (value: unknown) => (value instanceof Date ? value.toISOString() : value)

/** The fields whose value differs between two versions of a row, each side as JSON-safe values. */
export function changedFields<K extends string>(fields: readonly K[], before: Record<K, unknown>, after: Record<K, unknown>) {
  const changed = fields.filter((f) => JSON.stringify(jsonValue(before[f])) !== JSON.stringify(jsonValue(after[f])))
  if (!changed.length) return null
  const pick = (row: Record<K, unknown>) => Object.fromEntries(changed.map((f) => [f, jsonValue(row[f])]))
  return { before: pick(before), after: pick(after) }
}

/** A recorded moderation snapshot back as column values (dates were stored as ISO strings). */
export function moderationValues(snapshot: Record<string, unknown>): ModerationValues {
  return Object.fromEntries(
    Object.entries(snapshot)
      .filter(([field]) => (UNDO_FIELDS as readonly string[]).includes(field))
      .map(([field, value]) => [field, field.endsWith('At') && typeof value === 'string' ? new Date(value) : value]),
  ) as ModerationValues
}

function conditions(q: HistoryQuery): SQL | undefined {
  const dayStart = (day: string) => new Date(`${day}T00:00:00Z`)
  const nextDay = (day: string) => new Date(dayStart(day).getTime() + 86_400_000)
  return and(
    q.action ? eq(auditLog.action, q.action) : undefined,
    q.targetType ? eq(auditLog.targetType, q.targetType) : undefined,
    q.targetId !== undefined ? eq(auditLog.targetId, q.targetId) : undefined,
    q.adminId !== undefined ? eq(auditLog.adminId, q.adminId) : undefined,
    q.from ? gte(auditLog.at, dayStart(q.from)) : undefined,
    q.to ? lt(auditLog.at, nextDay(q.to)) : undefined,
  )
}

/** One history entry as the admin API answers it; the admin's username is looked up, never copied. */
function entryJson(row: AuditRow & { adminName: string | null; undoneBy: number | null }) {
  return {
    id: row.id,
    at: row.at.toISOString(),
    adminId: row.adminId,
    adminName: row.adminName,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    before: row.before,
    after: row.after,
    undoOf: row.undoOf,
    undoneBy: row.undoneBy,
  }
}

/** Newest first; `size` rows of page `page`, or every matching row when `all` (the CSV). */
export async function listHistory(db: Db, q: HistoryQuery, all = false) {
  const where = conditions(q)
  const undo = aliasedTable(auditLog, 'undo')
  const size = q.size ?? HISTORY_PAGE_SIZE
  const [{ total }] = await db.select({ total: count() }).from(auditLog).where(where)
  const pages = Math.max(1, Math.ceil(total / size))
  const page = Math.min(q.page ?? 1, pages)
  const query = db
    .select({ ...getTableColumns(auditLog), adminName: users.username, undoneBy: undo.id })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.adminId))
    .leftJoin(undo, eq(undo.undoOf, auditLog.id))
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .$dynamic()
  const rows = await (all ? query : query.limit(size).offset((page - 1) * size))
  return {
    items: rows.map(entryJson),
    total,
    page,
    pages,
  }
}

export function findHistoryEntry(db: Db, id: number) {
  return db.query.auditLog.findFirst({ where: eq(auditLog.id, id) })
}
