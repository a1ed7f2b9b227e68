import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { TABLE_ADMIN_TEXTS } from '@copy'
import { QueryError } from '@app/components/ui/query-error'
import { errorMessage } from '@app/lib/api'
import { useBudgetCycle } from '@app/lib/system-config'
import { voteTablesQuery } from '../api/tables-api'
import { JoinCodeDialog } from './join-code-dialog'
import { TableCard } from './table-card'
import { TableForm } from './table-form'
import { VotesByTable } from './votes-by-table'

const T = TABLE_ADMIN_TEXTS

/**
 * 'Mesas' (issue #33): open a neighbourhood table, hand its join code out the one time it is shown, follow
 * each table's devices and counts, close or revoke; then the votes counted table by table.
 */
export function TablesTab() {
  const tables = useQuery(voteTablesQuery())
  const { budgetYear } = useBudgetCycle()
  const [shown, setShown] = useState<{ place: string; joinCode: string } | null>(null)
  const show = (place: string, joinCode: string) => setShown({ place, joinCode })
  return (
    <div className="grid gap-10">
      <p className="max-w-3xl text-slate-800">{T.intro}</p>
      <section aria-labelledby="mesas-abrir" className="rounded-lg border border-slate-200 bg-white p-4 sm:p-5">
        <h2 id="mesas-abrir" className="mb-4 text-xl font-bold text-slate-900">
          {T.form.title}
        </h2>
        <TableForm onOpened={show} />
      </section>
      <section aria-labelledby="mesas-lista" className="grid gap-4">
        <h2 id="mesas-lista" className="text-xl font-bold text-slate-900">
          {T.list.title}
        </h2>
        {tables.isPending && <p role="status">{T.list.loading}</p>}
        {tables.isError && <QueryError message={errorMessage(tables.error)} onRetry={() => void tables.refetch()} />}
        {tables.data?.tables.length === 0 && <p className="text-slate-700">{T.list.empty}</p>}
        {tables.data?.tables.map((table) => (
          <TableCard key={table.id} table={table} onNewCode={show} />
        ))}
      </section>
      <VotesByTable year={budgetYear} />
      <JoinCodeDialog shown={shown} onClose={() => setShown(null)} />
    </div>
  )
}
