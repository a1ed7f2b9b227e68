import { queryOptions } from '@tanstack/react-query'
import { LIST_PAGE_SIZE } from '@domain/constants'
import type { FollowUpSearch } from '@schemas'
import { api, unwrap } from '@app/lib/api'
import { queryKeys, type AccountabilityPage } from '@app/lib/query-keys'

const getAccountability = (year: number | undefined, page: AccountabilityPage) => {
  const query: Record<string, string> = {}
  for (const [name, value] of Object.entries({ year, ...page })) if (value !== undefined) query[name] = String(value)
  return unwrap(api.accountability.$get({ query }))
}
const getImpact = () => unwrap(api.accountability.impact.$get())

export type Accountability = Awaited<ReturnType<typeof getAccountability>>

/**
 * A year's accountability (the cycle's year when absent): the whole year's figures, and of its selected
 * proposals only the part the page shows. A city's year selects thousands: sent whole, they were most
 * of /seguimiento's and /resultados' first visit (decision 0076).
 */
export const accountabilityQuery = (year: number | undefined, page: AccountabilityPage) =>
  queryOptions({ queryKey: queryKeys.accountability(year, page), queryFn: () => getAccountability(year, page) })

/** /seguimiento's part: the proposals its district and phase leave, as many as 'Ver más' has shown. */
export const followUpPage = (search: FollowUpSearch): AccountabilityPage => ({
  district: search.district,
  phase: search.phase,
  limit: search.shown ?? LIST_PAGE_SIZE,
})

/** /resultados' part: each heading's first selected proposals; 'Ver más propuestas' opens the rest in /seguimiento. */
export const resultsPage: AccountabilityPage = { perDistrict: LIST_PAGE_SIZE }

/** The executed projects' impact: the home card and 'Proyectos Ejecutados' read the same figures as /seguimiento. */
export const impactQuery = () => queryOptions({ queryKey: queryKeys.impact(), queryFn: getImpact })
