import { LIST_PAGE_SIZE, LIST_PAGE_STEP, YEAR_FILTER_SPAN } from '@domain/constants'
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

// Spanish letters are folded with a table (several times faster than normalising every string, which
// matters at 10,000 proposals); any other non-ASCII character falls back to Unicode decomposition.
const FOLD: Record<string, string> = {
  á: 'a',
  à: 'a',
  ä: 'a',
  â: 'a',
  é: 'e',
  è: 'e',
  ë: 'e',
  ê: 'e',
  í: 'i',
  ì: 'i',
  ï: 'i',
  î: 'i',
  ó: 'o',
  ò: 'o',
  ö: 'o',
  ô: 'o',
  ú: 'u',
  ù: 'u',
  ü: 'u',
  û: 'u',
  ñ: 'n',
  ç: 'c',
}

/** Lower case without accents, so 'parque' finds 'Parqué' and 'movilidad' finds 'Movilidad'. */
export const foldText = (s: string) =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: every character outside ASCII, the range is the point
  s.toLocaleLowerCase('es').replace(/[^\x00-\x7f]/g, (c) => FOLD[c] ?? c.normalize('NFD').replace(/\p{Diacritic}/gu, ''))

/** The year filter offers the current year and the four before it (§9). */
export function yearOptions(today = new Date()): number[] {
  const y = today.getFullYear()
  return Array.from({ length: YEAR_FILTER_SPAN }, (_, i) => y - i)
}

/** Public list: the year a proposal was presented. */
const createdYear = (p: ProposalView) => new Date(p.createdAt).getFullYear()
/** Executed page: the year it was carried out, or presented when that date is missing (§2). */
const executedYear = (p: ProposalView) => new Date(p.executedAt ?? p.createdAt).getFullYear()

/**
 * A district filter also keeps the proposals for the whole city ('Todos'): they concern every district.
 * Choosing 'Todos' itself shows only the whole-city ones.
 */
function matchesDistrict(p: ProposalView, district: string) {
  return district === '' || p.district === district || (district !== 'Todos' && p.district === 'Todos')
}

// Folding a title and description is the costly part of a search: it is done once per proposal object
// (the query cache keeps the same objects between renders), not once per keystroke.
const foldedTexts = new WeakMap<ProposalView, string>()
function searchText(p: ProposalView) {
  let text = foldedTexts.get(p)
  if (text === undefined) {
    text = foldText(`${p.title} ${p.description}`)
    foldedTexts.set(p, text)
  }
  return text
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
      const text = searchText(p)
      if (!words.every((w) => text.includes(w))) return false
    }
    return true
  })
}

/** ISO dates sort as plain strings; no locale rules are needed (and localeCompare is slow on 10,000). */
const byDateDesc = (a: string, b: string) => (a < b ? 1 : a > b ? -1 : 0)

/** Newest first by creation date; ties by id so the order is stable. */
const newestFirst = <P extends ProposalView>(list: readonly P[]): P[] =>
  [...list].sort((a, b) => byDateDesc(a.createdAt, b.createdAt) || b.id - a.id)

// The cached list keeps its identity between renders: sort it once, then every filter keeps that order.
const sortedLists = new WeakMap<readonly ProposalView[], readonly ProposalView[]>()
function newestFirstOnce<P extends ProposalView>(list: readonly P[]): readonly P[] {
  let sorted = sortedLists.get(list) as readonly P[] | undefined
  if (!sorted) {
    sorted = newestFirst(list)
    sortedLists.set(list, sorted)
  }
  return sorted
}

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
  const matching = filterProposals(newestFirstOnce(list), f)
  const statuses = f.status ? [f.status] : (['pending', 'approved'] as const)
  return statuses.map((status) => ({
    status,
    items: matching.filter((p) => p.status === status),
    votable: status === 'pending',
  }))
}

export const executedProjects = <P extends ProposalView>(list: readonly P[], f: ProposalFilters): P[] =>
  newestFirst(
    filterProposals(
      list.filter((p) => p.status === 'executed'),
      { ...f, status: '' },
      executedYear,
    ),
  )

/** The home page's featured list: presented and prioritised proposals (§2). */
export const ACTIVE_STATUSES = ['approved', 'pending'] as const

/** Paging of the public lists: 12 first, 9 more each time (§9). */
export const firstPage = () => LIST_PAGE_SIZE
export const nextPage = (shown: number) => shown + LIST_PAGE_STEP
