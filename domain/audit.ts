import { districtLabel } from '@copy/district-scope-labels'
import * as v from 'valibot'
import { channelLabel } from '@copy/channel-labels'
import { voteChannelLabel } from '@copy/census'
import { feasibilityLabel, ruleLabel } from '@copy/budget-labels'
import { formatEuros } from './money'
import { calendarDay, idString } from '@schemas/fields'
import { statusLabel } from '@copy/statuses'
import { HISTORY_TEXTS } from '@copy/ui-history'
import { VALIDATION_TEXTS as T } from '@copy/validation'

/**
 * What the history ('Historial') records: every administrative change, one action each. The worker
 * writes them; the panel and the CSV describe them with the same words.
 */
export const AUDIT_ACTIONS = [
  'proposal.status',
  'proposal.scope',
  'proposal.votes',
  'proposal.data',
  'proposal.delete',
  'proposal.register',
  'user.role',
  'user.delete',
  'config.voting',
  'config.cycle',
  'proposal.assessment',
  'budget.amounts',
  'budget.selection',
  'personal-data.export',
  'personal-data.erase',
  'census.import',
  'user.verification',
  'vote.staff',
  'config.census',
  'accessibility.answer',
  'config.accessibility',
  'milestone.create',
  'milestone.update',
  'milestone.delete',
  'proposal.costs',
  'config.phases',
  'user.unblock',
  'config.languages',
  'user.unverification',
  'config.calendar',
  'table.create',
  'table.join-code',
  'table.close',
  'table.revoke',
  'table.device-revoke',
] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]

const AUDIT_TARGETS = ['proposal', 'user', 'config', 'person', 'budget', 'census', 'accessibility', 'table'] as const
export type AuditTarget = (typeof AUDIT_TARGETS)[number]

/** The inline changes a toast can take back; the rest ask for confirmation first. */
export const UNDOABLE_ACTIONS: readonly AuditAction[] = ['proposal.status', 'proposal.scope', 'proposal.votes', 'proposal.assessment']

export const HISTORY_PAGE_SIZE = 20
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

type Snapshot = Record<string, unknown> | null

const H = HISTORY_TEXTS
const yesNo = (value: unknown) => (value ? H.yes : H.no)
const dateValue = (value: unknown) => (typeof value === 'string' ? value.slice(0, 10) : H.none)

/** Amounts in euros: the budget's figures, each heading's (named by its district) and a proposal's cost. */
const MONEY_FIELDS = new Set([
  'estimatedCost',
  'awardedCost',
  'finalCost',
  'investmentBudget',
  'total',
  'amount',
  'remaining',
  'Norte',
  'Sur',
  'Este',
  'Oeste',
  'Centro',
  'Todos',
])

/** A recorded value as an officer reads it: labels for statuses and districts, days for dates. */
function formatValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return H.none
  if (field === 'status') return statusLabel(String(value))
  if (field === 'district') return districtLabel(String(value))
  if (field === 'channel') return channelLabel(String(value))
  if (field === 'voteChannel') return voteChannelLabel(String(value))
  if (field === 'feasibility') return feasibilityLabel(String(value))
  if (field === 'rule') return ruleLabel(String(value))
  if (MONEY_FIELDS.has(field) && typeof value === 'number') return formatEuros(value)
  if (Array.isArray(value)) return value.map((item) => (typeof item === 'object' ? JSON.stringify(item) : String(item))).join(', ')
  if (field.endsWith('At')) return dateValue(value)
  if (field === 'progress') return `${String(value)} %`
  if (typeof value === 'boolean') return yesNo(value)
  return String(value)
}

/** 'Estado: Presentada → Priorizada; Votos: 0 → 42'; fields present on one side only show that side. */
export function describeChange(before: Snapshot, after: Snapshot): string {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])]
  return fields
    .map((field) => {
      const label = H.fields[field as keyof typeof H.fields] ?? field
      if (!before || !(field in before)) return `${label}: ${formatValue(field, after?.[field])}`
      if (!after || !(field in after)) return `${label}: ${formatValue(field, before[field])}`
      return `${label}: ${formatValue(field, before[field])} → ${formatValue(field, after[field])}`
    })
    .join('; ')
}

/** 'Propuesta #12', 'Usuario #4', 'Configuración', 'Solicitud RGPD' */
export function describeTarget(type: string, id: number | null): string {
  const name = H.targets[type as AuditTarget] ?? type
  return id === null ? name : `${name} #${id}`
}

export const actionLabel = (action: string) => H.actions[action as AuditAction] ?? action
