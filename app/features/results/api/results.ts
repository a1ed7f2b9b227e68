import { queryOptions } from '@tanstack/react-query'
import { api, unwrap } from '@app/lib/api'
import { queryKeys } from '@app/lib/query-keys'

const getResults = (year?: number) => unwrap(api.results.$get({ query: year ? { year: String(year) } : {} }))

export type Results = Awaited<ReturnType<typeof getResults>>

/** The public results of one year, or of every year when `year` is absent. */
export const resultsQuery = (year?: number) => queryOptions({ queryKey: queryKeys.results(year), queryFn: () => getResults(year) })
