import * as v from 'valibot'
import { MAX_PHASE_NAME } from '../milestones'
import { DISTRICTS } from '../districts'
import { LIST_PAGE_SIZE } from '../constants'
import { SCOPES } from '../scopes'
import { YEAR_PATTERN, yearQuery } from './fields'

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

/** /auth?redirect=…: absent means "no page to go back to"; a bad or foreign address becomes '/'. */
export const AuthSearchSchema = v.object({
  redirect: v.optional(v.pipe(v.unknown(), v.transform(returnPath))),
})

/** A search parameter that does not fit is left out, so a mangled shared link still opens the list. */
const orNothing = <S extends v.GenericSchema>(schema: S) => v.fallback(v.optional(schema), undefined)
/** The router reads ?year=2025 as a number and ?year="2025" as a string: both are taken as text. */
const addressValue = v.pipe(v.union([v.string(), v.number()]), v.transform(String))

/**
 * The public lists' filters and how many cards are shown, in the address (§2): Back restores them and a
 * filtered list can be shared. Absent means "no filter" and the first page.
 */
export const ListSearchSchema = v.object({
  q: orNothing(v.pipe(v.string(), v.maxLength(100))),
  district: orNothing(v.picklist(DISTRICTS)),
  status: orNothing(v.picklist(['pending', 'approved'])),
  scope: orNothing(v.picklist(SCOPES)),
  year: orNothing(v.pipe(addressValue, v.regex(YEAR_PATTERN))),
  shown: orNothing(
    v.pipe(v.union([v.string(), v.number()]), v.transform(Number), v.integer(), v.minValue(LIST_PAGE_SIZE), v.maxValue(100_000)),
  ),
})
export type ListSearch = v.InferOutput<typeof ListSearchSchema>

/** /seguimiento?year=2025&district=Norte&phase=En+obras: a year's accountability, narrowed, shareable. */
export const FollowUpSearchSchema = v.object({
  year: orNothing(v.pipe(addressValue, yearQuery)),
  district: orNothing(v.picklist(DISTRICTS)),
  /** One of the phases /seguimiento lists (the council edits them): another name simply matches nothing. */
  phase: orNothing(v.pipe(addressValue, v.maxLength(MAX_PHASE_NAME))),
})
export type FollowUpSearch = v.InferOutput<typeof FollowUpSearchSchema>

/** /resultados?year=2025: the chosen year stays in the address, so one year's results can be shared. */
export const ResultsSearchSchema = v.object({ year: orNothing(v.pipe(addressValue, yearQuery)) })
