import { queryOptions } from '@tanstack/react-query'
import { api, unwrap } from '@app/lib/api'
import { queryKeys } from '@app/lib/query-keys'

const getActa = (year: number, district?: string) =>
  unwrap(api.results.acta[':year'].$get({ param: { year: String(year) }, query: district ? { distrito: district as never } : {} }))

export type Acta = Awaited<ReturnType<typeof getActa>>

/** The acta of a year: every confirmed heading, or the one named. */
export const actaQuery = (year: number, district?: string) =>
  queryOptions({ queryKey: queryKeys.acta(year, district), queryFn: () => getActa(year, district) })
