import { HEADINGS, type Heading } from '@domain/budget'
import { DISTRICTS, type District } from '@domain/districts'
import { MAX_PHASE_NAME } from '@domain/milestones'
import { LIST_PAGE_SIZE } from '@domain/constants'
import { SCOPES, type Scope } from '@domain/scopes'
import { YEAR_PATTERN } from './year'

const PROBE_ORIGIN = 'https://portal.invalid'

const HOME = '/'
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses
const CONTROL = /[\u0000-\u001F\u007F]/u
/** What a browser or a router could read as "another host": two slashes or a backslash at the start. */
const leavesOrigin = (path: string) => /^[/\\]{2}/.test(path) || path.includes('\\')

/**
 * The page of this site to return to after signing in: a path of this origin, or '/' for anything else.
 * The only check for every caller (the /auth address, the Google round trip), so it must hold on its
 * own: never '//host', '/\host', '/.//host' (which the URL parser turns into '//host'), a scheme
 * ('https:', 'javascript:'), control characters (browsers drop tabs and new lines, which turns
 * '/\t/host' into '//host'), the same tricks percent-encoded, or the sign-in page itself.
 */
export function returnPath(value: unknown): string {
  if (typeof value !== 'string' || value.length > 2000) return HOME
  if (!value.startsWith('/') || leavesOrigin(value) || CONTROL.test(value)) return HOME
  let url: URL
  let decoded: string
  try {
    url = new URL(value, PROBE_ORIGIN)
    decoded = decodeURIComponent(url.pathname)
  } catch {
    return HOME
  }
  const path = `${url.pathname}${url.search}${url.hash}`
  if (url.origin !== PROBE_ORIGIN || leavesOrigin(path) || leavesOrigin(decoded) || CONTROL.test(decoded)) return HOME
  if (url.pathname === '/auth' || url.pathname.startsWith('/auth/')) return HOME
  return path
}

// The addresses' search parameters are read by plain functions, not valibot schemas: the router reads
// them on every page before anything is drawn, so they travel in the app's entry, and valibot with them
// would add some 5 KB to every first visit (docs/decisions/0048). A parameter that does not fit is left
// out, so a mangled shared link still opens its page.

type Search = Record<string, unknown>

/** The router reads ?year=2025 as a number and ?year="2025" as a string: both are taken as text. */
const addressText = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined)
const oneOf = <T extends string>(allowed: readonly T[], value: unknown) =>
  (allowed as readonly unknown[]).includes(value) ? (value as T) : undefined
/** Present keys only, as the address has them: an absent parameter stays absent, one that does not fit becomes undefined. */
function read<T extends object>(search: Search, readers: { [K in keyof T]: (value: unknown) => T[K] | undefined }): T {
  const out: Partial<T> = {}
  for (const key of Object.keys(readers) as (keyof T & string)[]) if (key in search) out[key] = readers[key](search[key])
  return out as T
}
/** ?shown=21: how many cards a list shows, from the first page's 12 up. */
const shownCount = (value: unknown) => {
  const n = typeof value === 'string' || typeof value === 'number' ? Number(value) : Number.NaN
  return Number.isInteger(n) && n >= LIST_PAGE_SIZE && n <= 100_000 ? n : undefined
}
const yearNumber = (value: unknown) => {
  const text = addressText(value)
  return text !== undefined && YEAR_PATTERN.test(text) ? Number(text) : undefined
}

/** /auth?redirect=…: absent means "no page to go back to"; a bad or foreign address becomes '/'. */
export type AuthSearch = {
  redirect?: string
}
export const parseAuthSearch = (search: Search): AuthSearch => ({
  // The router hands its own parsed search back ({ redirect: undefined }): absent and undefined are the same.
  redirect: search.redirect === undefined ? undefined : returnPath(search.redirect),
})

/**
 * The public lists' filters and how many cards are shown, in the address (§2): Back restores them and a
 * filtered list can be shared. Absent means "no filter" and the first page.
 */
export type ListSearch = {
  q?: string
  district?: District
  status?: 'pending' | 'approved'
  scope?: Scope
  year?: string
  shown?: number
}
export const parseListSearch = (search: Search): ListSearch =>
  read<ListSearch>(search, {
    q: (value) => (typeof value === 'string' && value.length <= 100 ? value : undefined),
    district: (value) => oneOf(DISTRICTS, value),
    status: (value) => oneOf(['pending', 'approved'] as const, value),
    scope: (value) => oneOf(SCOPES, value),
    year: (value) => {
      const text = addressText(value)
      return text !== undefined && YEAR_PATTERN.test(text) ? text : undefined
    },
    shown: shownCount,
  })

/** /seguimiento?year=2025&district=Norte&phase=En+obras: a year's accountability, narrowed, shareable. */
export type FollowUpSearch = {
  year?: number
  district?: District
  /** One of the phases /seguimiento lists (the council edits them): another name simply matches nothing. */
  phase?: string
  /** How many of the year's proposals are shown (12 at first, 9 more each time, as in the lists). */
  shown?: number
}
export const parseFollowUpSearch = (search: Search): FollowUpSearch =>
  read<FollowUpSearch>(search, {
    year: yearNumber,
    district: (value) => oneOf(DISTRICTS, value),
    phase: (value) => {
      const text = addressText(value)
      return text !== undefined && text.length <= MAX_PHASE_NAME ? text : undefined
    },
    shown: shownCount,
  })

/** /resultados?year=2025: the chosen year stays in the address, so one year's results can be shared. */
export type ResultsSearch = {
  year?: number
}
export const parseResultsSearch = (search: Search): ResultsSearch => read<ResultsSearch>(search, { year: yearNumber })

/** /resultados/acta/2025?distrito=Oeste: the acta of one heading; an unknown one shows the whole year. */
export type ActaSearch = { distrito?: Heading }
export const parseActaSearch = (search: Search): ActaSearch => read<ActaSearch>(search, { distrito: (value) => oneOf(HEADINGS, value) })

/** /proposals/new?district=Norte preselects the district (links from district pages and QR codes). */
export type NewProposalSearch = { district?: District }
export const parseNewProposalSearch = (search: Search): NewProposalSearch =>
  read<NewProposalSearch>(search, { district: (value) => oneOf(DISTRICTS, value) })
