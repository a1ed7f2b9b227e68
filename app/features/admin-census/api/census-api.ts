import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { CENSUS_ADMIN_TEXTS } from '@copy'
import { api, errorMessage, unwrap } from '@app/lib/api'
import { queryKeys } from '@app/lib/query-keys'
import { markStale } from '@app/lib/stale-after'
import { toast } from '@app/lib/toast'

/** The census: the active one, the import under way (polled each second while it runs) and the last report. */
export const censusQuery = () =>
  queryOptions({
    queryKey: queryKeys.census(),
    queryFn: () => unwrap(api.admin.census.$get()),
    refetchInterval: (query) => (query.state.data?.importing ? 1000 : false),
  })

export function useUploadCensus() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ file, minAge }: { file: File; minAge: string }) => unwrap(api.admin.census.$post({ form: { file, minAge } })),
    onSuccess: () => {
      toast({ title: CENSUS_ADMIN_TEXTS.started })
      void markStale(client, 'censusUploaded')
    },
    onError: (error) => toast({ title: errorMessage(error, CENSUS_ADMIN_TEXTS.failed), variant: 'destructive' }),
  })
}
