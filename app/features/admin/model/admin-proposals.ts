import { feasibilityLabel } from '@domain/budget'
import { channelLabel } from '@domain/channels'
import { districtLabel } from '@domain/districts'
import { statusLabel } from '@domain/statuses'
import { ADMIN_TEXTS } from '@domain/texts'
import { foldText } from '@app/features/proposals'

/** The fields of a listed proposal that the admin table reads. */
export interface AdminProposalRow {
  id: number
  title: string
  description: string
  status: string
  scope: string | null
  district: string | null
  votes: number
  createdAt: string
  channel: string
  feasibility: string
  estimatedCost: number | null
}

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

const yearOf = (p: AdminProposalRow) => new Date(p.createdAt).getFullYear()

/** The years that actually occur in the data, newest first (§2: 'year taken from the data'). */
export function yearsInData(list: readonly AdminProposalRow[]): number[] {
  return [...new Set(list.map(yearOf))].sort((a, b) => b - a)
}

/** Exact matches, unlike the public list: an admin choosing 'Norte' wants Norte's rows, not the whole city's too. */
export function filterAdminProposals<P extends AdminProposalRow>(list: readonly P[], f: AdminProposalFilters): P[] {
  const words = foldText(f.q).split(/\s+/).filter(Boolean)
  return list.filter((p) => {
    if (f.status && p.status !== f.status) return false
    if (f.district && p.district !== f.district) return false
    if (f.scope && p.scope !== f.scope) return false
    if (f.channel && p.channel !== f.channel) return false
    if (f.year && yearOf(p) !== Number(f.year)) return false
    if (!words.length) return true
    const text = foldText(`${p.id} ${p.title} ${p.description}`)
    return words.every((w) => text.includes(w))
  })
}

export type ProposalSortKey = 'title' | 'status' | 'scope' | 'votes' | 'createdAt'
type SortDirection = 'asc' | 'desc'
export interface Sort<K extends string> {
  key: K
  direction: SortDirection
}
/** Newest first until the admin picks a column, like the public list. */
export const DEFAULT_PROPOSAL_SORT: Sort<ProposalSortKey> = { key: 'createdAt', direction: 'desc' }

const collator = new Intl.Collator('es', { sensitivity: 'base', numeric: true })

/** Texts in Spanish alphabetical order (accents and case ignored), status by its Spanish label. */
function compareBy(key: ProposalSortKey, a: AdminProposalRow, b: AdminProposalRow): number {
  switch (key) {
    case 'votes':
      return a.votes - b.votes
    case 'createdAt':
      return a.createdAt.localeCompare(b.createdAt)
    case 'status':
      return collator.compare(statusLabel(a.status), statusLabel(b.status))
    case 'scope':
      return collator.compare(a.scope ?? '', b.scope ?? '')
    case 'title':
      return collator.compare(a.title, b.title)
  }
}

/** Sorted copy; ties keep a stable order by id so paging never shows a row twice. */
export function sortProposals<P extends AdminProposalRow>(list: readonly P[], sort: Sort<ProposalSortKey>): P[] {
  const sign = sort.direction === 'asc' ? 1 : -1
  return [...list].sort((a, b) => sign * (compareBy(sort.key, a, b) || a.id - b.id))
}

/** Clicking the sorted column flips it; another column starts ascending (texts) or descending (numbers, dates). */
export function nextSort<K extends string>(current: Sort<K>, key: K, descendingFirst: readonly K[] = []): Sort<K> {
  if (current.key === key) return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' }
  return { key, direction: descendingFirst.includes(key) ? 'desc' : 'asc' }
}

/** Date as the export shows it: 'YYYY-MM-DD', which every spreadsheet reads as a date. */
const isoDay = (iso: string) => iso.slice(0, 10)

/** The §3 export columns and then the channel, one row per proposal, in the order given (the table's current filters and sort). */
export function exportRows(list: readonly AdminProposalRow[]): (string | number)[][] {
  return list.map((p) => [
    p.id,
    p.title,
    p.description,
    statusLabel(p.status),
    p.district ? districtLabel(p.district) : 'Sin distrito',
    p.scope || 'Sin ámbito',
    p.votes,
    isoDay(p.createdAt),
    channelLabel(p.channel),
    feasibilityLabel(p.feasibility),
    p.estimatedCost ?? '',
  ])
}

/** 'propuestas-2026-11-22.csv' / '.xlsx' with the local calendar day of the download. */
export function exportFileName(ext: 'csv' | 'xlsx', today = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  const date = `${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`
  return ADMIN_TEXTS.exportFileName(date, ext)
}
