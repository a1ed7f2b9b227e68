import { queryOptions } from '@tanstack/react-query'
import { api, unwrap } from '@app/lib/api'
import { queryKeys } from '@app/lib/query-keys'

const getAccountability = (year?: number) => unwrap(api.accountability.$get({ query: year ? { year: String(year) } : {} }))
const getImpact = () => unwrap(api.accountability.impact.$get())

export type Accountability = Awaited<ReturnType<typeof getAccountability>>

/** A year's accountability (the cycle's year when absent), as /seguimiento shows it. */
export const accountabilityQuery = (year?: number) =>
  queryOptions({ queryKey: queryKeys.accountability(year), queryFn: () => getAccountability(year) })

/** The executed projects' impact: the home card and 'Proyectos Ejecutados' read the same figures as /seguimiento. */
export const impactQuery = () => queryOptions({ queryKey: queryKeys.impact(), queryFn: getImpact })
