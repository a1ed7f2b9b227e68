import { LIST_PAGE_SIZE, LIST_PAGE_STEP, YEAR_FILTER_SPAN } from '../../../../domain/constants'
import type { ProposalView } from './proposal'

/** '' in any field means "no filter". */
export interface ProposalFilters {
  q: string
  district: string
  /** Public list only: 'pending' or 'approved'. */
  status: '' | 'pending' | 'approved'
  scope: string
  year: string
}

export const NO_FILTERS: ProposalFilters = { q: '', district: '', status: '', scope: '', year: '' }

export const hasActiveFilter = (f: ProposalFilters) => Object.values(f).some((v) => v !== '')

/** Lower case without accents, so 'parque' finds 'Parqué' and 'movilidad' finds 'Movilidad'. */
export const foldText = (s: string) =>
  s.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLocaleLowerCase('es')

/** The year filter offers the current year and the four before it (§9). */
export function yearOptions(today = new Date()): number[] {
  const y = today.getFullYear()
  return Array.from({ length: YEAR_FILTER_SPAN }, (_, i) => y - i)
}

/** Public list: the year a proposal was presented. */
export const createdYear = (p: ProposalView) => new Date(p.createdAt).getFullYear()
/** Executed page: the year it was carried out, or presented when that date is missing (§2). */
export const executedYear = (p: ProposalView) => new Date(p.executedAt ?? p.createdAt).getFullYear()

/**
 * A district filter also keeps the proposals for the whole city ('Todos'): they concern every district.
 * Choosing 'Todos' itself shows only the whole-city ones.
 */
function matchesDistrict(p: ProposalView, district: string) {
  return district === '' || p.district === district || (district !== 'Todos' && p.district === 'Todos')
}

export function filterProposals<P extends ProposalView>(
  list: readonly P[],
  f: ProposalFilters,
  yearOf: (p: ProposalView) => number = createdYear,
): P[] {
  const words = foldText(f.q).split(/\s+/).filter(Boolean)
  return list.filter((p) => {
    if (f.status && p.status !== f.status) return false
    if (!matchesDistrict(p, f.district)) return false
    if (f.scope && p.scope !== f.scope) return false
    if (f.year && yearOf(p) !== Number(f.year)) return false
    if (words.length) {
      const text = foldText(`${p.title} ${p.description}`)
      if (!words.every((w) => text.includes(w))) return false
    }
    return true
  })
}

/** Newest first by creation date; ties by id so the order is stable. */
export const newestFirst = <P extends ProposalView>(list: readonly P[]): P[] =>
  [...list].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)

export interface ListSection<P> {
  status: 'pending' | 'approved'
  items: P[]
  /** Only presented (pending) proposals can still be voted on. */
  votable: boolean
}

/**
 * The public list shows presented and prioritised proposals: both sections without a status filter,
 * only the chosen one with it (§2). Other statuses never appear there.
 */
export function listSections<P extends ProposalView>(list: readonly P[], f: ProposalFilters): ListSection<P>[] {
  const matching = newestFirst(filterProposals(list, f))
  const statuses = f.status ? [f.status] : (['pending', 'approved'] as const)
  return statuses.map((status) => ({
    status,
    items: matching.filter((p) => p.status === status),
    votable: status === 'pending',
  }))
}

export const executedProjects = <P extends ProposalView>(list: readonly P[], f: ProposalFilters): P[] =>
  newestFirst(filterProposals(list.filter((p) => p.status === 'executed'), { ...f, status: '' }, executedYear))

/** Home lists (§2, §9): the most voted first, three of them. */
export function topByVotes<P extends ProposalView>(list: readonly P[], statuses: readonly string[], n = 3): P[] {
  return list
    .filter((p) => statuses.includes(p.status))
    .sort((a, b) => b.votes - a.votes || b.createdAt.localeCompare(a.createdAt))
    .slice(0, n)
}

export const ACTIVE_STATUSES = ['approved', 'pending'] as const

/** Paging of the public lists: 12 first, 9 more each time (§9). */
export const firstPage = () => LIST_PAGE_SIZE
export const nextPage = (shown: number) => shown + LIST_PAGE_STEP
