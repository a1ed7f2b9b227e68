import type { AdminSortKey } from '@domain/admin-proposals'
import type { AdminProposalQueryInput } from '@schemas'
import { ADMIN_TEXTS } from '@copy'
import type { Sort } from '@app/lib/sort'

/** '' means "no filter". Unlike the public list, status covers all four values (§2). */
export interface AdminProposalFilters {
  q: string
  status: string
  year: string
  district: string
  scope: string
  channel: string
}
export const NO_ADMIN_FILTERS: AdminProposalFilters = { q: '', status: '', year: '', district: '', scope: '', channel: '' }

export type ProposalSortKey = AdminSortKey
/** Newest first until the admin picks a column, like the public list. */
export const DEFAULT_PROPOSAL_SORT: Sort<ProposalSortKey> = { key: 'createdAt', direction: 'desc' }

/** Clicking the sorted column flips it; another column starts ascending (texts) or descending (numbers, dates). */
export function nextSort<K extends string>(current: Sort<K>, key: K, descendingFirst: readonly K[] = []): Sort<K> {
  if (current.key === key) return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' }
  return { key, direction: descendingFirst.includes(key) ? 'desc' : 'asc' }
}

/**
 * The filters and order as GET /api/admin/proposals (and its exports) take them: the empty filters
 * left out, the search as typed (the server trims it and looks its words up in the full-text index).
 */
export function tableQuery(filters: AdminProposalFilters, sort: Sort<ProposalSortKey>) {
  const query: Record<string, string> = {}
  for (const [key, value] of Object.entries(filters)) if (value.trim()) query[key] = value
  return { ...query, sort: sort.key, dir: sort.direction } as Omit<AdminProposalQueryInput, 'limit' | 'cursor'>
}

/** 'propuestas-2026-11-22.csv' / '.xlsx' with the local calendar day of the download. */
export function exportFileName(ext: 'csv' | 'xlsx', today = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  const date = `${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`
  return ADMIN_TEXTS.exportFileName(date, ext)
}
