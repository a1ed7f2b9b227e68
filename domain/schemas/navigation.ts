import * as v from 'valibot'
import { DISTRICTS } from '../districts'
import { LIST_PAGE_SIZE } from '../constants'
import { SCOPES } from '../scopes'
import { YEAR_PATTERN, yearQuery } from './fields'

const PROBE_ORIGIN = 'https://portal.invalid'

/**
 * A page of this site to return to after signing in, or undefined. Only a path that stays on this
 * origin passes: never '//host', '/\host', a scheme ('https:', 'javascript:'), control characters
 * (browsers drop tabs and new lines, which turns '/\t/host' into '//host') or the sign-in page itself.
 */
export function returnPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 2000) return undefined
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return undefined
  if (/[\u0000-\u001F\u007F]/u.test(value)) return undefined
  let url: URL
  try {
    url = new URL(value, PROBE_ORIGIN)
  } catch {
    return undefined
  }
  if (url.origin !== PROBE_ORIGIN || url.pathname === '/auth' || url.pathname.startsWith('/auth/')) return undefined
  return `${url.pathname}${url.search}${url.hash}`
}

/** /auth?redirect=…: a bad or foreign address is dropped, never followed. */
export const AuthSearchSchema = v.object({
  redirect: v.pipe(v.optional(v.unknown()), v.transform(returnPath)),
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

/** /resultados?year=2025: the chosen year stays in the address, so one year's results can be shared. */
export const ResultsSearchSchema = v.object({ year: orNothing(v.pipe(addressValue, yearQuery)) })
