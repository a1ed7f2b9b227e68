// The history's lines in words: what changed, on what, by which action (GET /api/admin/history and its CSV).
import type { AuditAction, AuditTarget } from '@domain/audit'
import { formatEuros } from '@domain/money'
import { voteChannelLabel } from './census'
import { feasibilityLabel, ruleLabel } from './budget-labels'
import { channelLabel } from './channel-labels'
import { districtLabel } from './district-scope-labels'
import { statusLabel } from './statuses'
import { HISTORY_TEXTS } from './ui-history'

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
