import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { HistoryQueryInput } from '@schemas/history'
import { HISTORY_TEXTS } from '@copy'
import { api, reach, unwrap } from '@app/lib/api'
import { readResponse } from '@app/lib/api-error'
import { saveFile } from '@app/lib/save-file'
import { queryKeys } from '@app/lib/query-keys'

const H = HISTORY_TEXTS

export type HistoryFilters = HistoryQueryInput

/** Admin data: never persisted, always read fresh when a history view opens. */
export const historyQuery = (filters: HistoryFilters) =>
  queryOptions({
    queryKey: queryKeys.history(filters),
    queryFn: () => unwrap(api.admin.history.$get({ query: filters })),
    refetchOnMount: 'always',
    placeholderData: keepPreviousData,
  })
type HistoryPage = Awaited<ReturnType<NonNullable<ReturnType<typeof historyQuery>['queryFn']>>>
export type HistoryItem = HistoryPage['items'][number]

/** The CSV of every entry matching the filters (paging ignored), as the server writes it. */
export async function downloadHistoryCsv(filters: HistoryFilters) {
  const { page: _page, size: _size, ...query } = filters
  const response = await reach(api.admin.history['export.csv'].$get({ query }))
  if (!response.ok) await readResponse(response)
  saveFile(await response.blob(), H.csvFileName)
}
