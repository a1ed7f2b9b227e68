import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { TableForm } from '@schemas'
import { TABLE_ADMIN_TEXTS } from '@copy'
import { api, errorMessage, unwrap } from '@app/lib/api'
import { queryKeys } from '@app/lib/query-keys'
import { markStale } from '@app/lib/stale-after'
import { toast } from '@app/lib/toast'

const T = TABLE_ADMIN_TEXTS
const idParam = (id: number) => ({ param: { id: String(id) } })

const getTables = () => unwrap(api.admin.tables.$get({ query: {} }))
export type VoteTable = Awaited<ReturnType<typeof getTables>>['tables'][number]
export type TableDevice = VoteTable['devices'][number]

/**
 * The year's tables with their devices and counts. Admin data: never persisted, read fresh on each visit,
 * and again every half minute while on screen: devices upload whenever their signal returns, so the
 * council follows a table's day without reloading.
 */
export const voteTablesQuery = () => queryOptions({ queryKey: queryKeys.voteTables(), queryFn: getTables, refetchInterval: 30_000 })

const getRecord = (id: number) => unwrap(api.admin.tables[':id'].record.$get(idParam(id)))
export type TableRecord = Awaited<ReturnType<typeof getRecord>>

/** One table's acta: what it was, its devices and uploads, its ballots and votes. */
export const tableRecordQuery = (id: number) => queryOptions({ queryKey: queryKeys.voteTableRecord(id), queryFn: () => getRecord(id) })

/** A year's counted votes, table by table. */
export const votesByTableQuery = (year: number) =>
  queryOptions({
    queryKey: queryKeys.votesByTable(year),
    queryFn: () => unwrap(api.admin.results['by-table'].$get({ query: { year: String(year) } })),
  })

/** The CSV of a table's acta, as the Worker writes it (also the acta's link on paper). */
export const tableRecordCsv = (id: number) => `/api/admin/tables/${id}/record.csv`

/**
 * A change of the tables: on success the list and the actas are read again and a toast says what was
 * done; a refusal is said in the Worker's Spanish (the open form shows its fields itself).
 */
function useTableChange<Input, Answer>(call: (input: Input) => Promise<Answer>, done: string, quietRefusal = false) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: call,
    onSuccess: () => {
      toast({ title: done })
      void markStale(client, 'voteTable')
    },
    onError: (error) => {
      if (!quietRefusal) toast({ title: errorMessage(error, T.failed), variant: 'destructive' })
    },
  })
}

/** Opens a table: the answer carries its join code, which the server never gives again. */
export const useOpenTable = () => useTableChange((json: TableForm) => unwrap(api.admin.tables.$post({ json })), T.done.created, true)

/** A new join code (the old one stops working), shown once as well. */
export const useNewJoinCode = () =>
  useTableChange((id: number) => unwrap(api.admin.tables[':id']['join-code'].$post(idParam(id))), T.done.newCode)

export const useCloseTable = () => useTableChange((id: number) => unwrap(api.admin.tables[':id'].close.$post(idParam(id))), T.done.closed)

export const useRevokeTable = () =>
  useTableChange(
    ({ id, reason }: { id: number; reason: string }) => unwrap(api.admin.tables[':id'].revoke.$post({ ...idParam(id), json: { reason } })),
    T.done.revoked,
  )

export const useRevokeDevice = () =>
  useTableChange(
    ({ id, deviceId, reason }: { id: number; deviceId: number; reason: string }) =>
      unwrap(
        api.admin.tables[':id'].devices[':deviceId'].revoke.$post({
          param: { id: String(id), deviceId: String(deviceId) },
          json: { reason },
        }),
      ),
    T.done.deviceRevoked,
  )
