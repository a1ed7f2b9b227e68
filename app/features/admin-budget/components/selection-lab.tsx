import { useMutation, useQuery } from '@tanstack/react-query'
import { useId, useState, type FormEvent } from 'react'
import { PB_MAX_BYTES } from '@domain/constants'
import { defaultMessage } from '@copy/errors'
import { BUDGET_TEXTS, LAB_TEXTS } from '@copy'
import { Button } from '@app/components/ui/button'
import { DataTable } from '@app/components/ui/data-table'
import { FormField, inputClass } from '@app/components/ui/form-field'
import { ApiError, errorMessage } from '@app/lib/api'
import { labJobQuery, startLabJob, type Simulation } from '../api/budget-api'

const T = LAB_TEXTS
const RULES = BUDGET_TEXTS.rules
const number = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 2, useGrouping: 'always' })

/** An amount in the file's currency ('1.000.000 PLN', '45.000 €'), with cents only when it has them. */
const money = (amount: number, currency: string | null) =>
  `${number.format(amount)}\u00a0${!currency || currency === 'EUR' ? '€' : currency}`

/**
 * The laboratory: an administrator uploads a pabulib `.pb` election (last year's, another city's) and
 * sees, side by side, what 'Mayoría de apoyos' and 'Reparto equitativo' would select and what each
 * costs, which projects only one rule takes, and how many voters fare better under each. The Worker
 * refuses a bad file of a district's size at once (a larger one in its job) and computes a good one in its queue, with the preview's functions: the
 * page follows the job's progress until it has the result or the Spanish reason why there is none.
 */
export function SelectionLab() {
  const [file, setFile] = useState<File | null>(null)
  const run = useMutation({ mutationFn: startLabJob })
  const job = useQuery({ ...labJobQuery(run.data?.jobId ?? ''), enabled: Boolean(run.data) })
  const status = job.data?.status ?? run.data?.status
  const computing = run.isPending || status === 'queued' || status === 'running'
  const tooBig = Boolean(file && file.size > PB_MAX_BYTES)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (file && !tooBig) run.mutate(file)
  }
  let error: string | undefined
  if (tooBig) error = defaultMessage('PAYLOAD_TOO_LARGE')
  else if (run.error) error = (run.error instanceof ApiError && run.error.fields?.file) || errorMessage(run.error)
  else if (job.error) error = errorMessage(job.error)
  return (
    <section aria-labelledby="lab-title" className="rounded-lg border border-slate-200 bg-white p-5">
      <h2 id="lab-title" className="text-lg font-bold text-slate-900">
        {T.title}
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-slate-700">{T.intro}</p>
      <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="sm:w-[28rem]">
          <FormField label={T.fileLabel} hint={T.fileHint} error={error}>
            {(aria) => (
              <input
                {...aria}
                type="file"
                name="file"
                accept=".pb,text/plain"
                className={inputClass}
                onChange={(event) => {
                  setFile(event.currentTarget.files?.[0] ?? null)
                  run.reset()
                }}
              />
            )}
          </FormField>
        </div>
        <Button type="submit" disabled={!file || tooBig || computing} className="sm:mt-6">
          {computing ? T.computing : T.submit}
        </Button>
      </form>
      {computing && (
        <div role="status" className="mt-4 flex items-center gap-3 text-sm text-slate-900">
          {T.computing}
          <progress aria-label={T.progressLabel} max={100} value={job.data?.progress ?? 0} className="h-2 w-48" />
        </div>
      )}
      {job.data?.status === 'refused' && (
        <p
          role="alert"
          data-testid="lab-refusal"
          className="mt-4 max-w-3xl rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900"
        >
          {job.data.refusal}
        </p>
      )}
      {job.data?.status === 'done' && job.data.result && <SimulationResult result={job.data.result} />}
    </section>
  )
}

function SimulationResult({ result }: { result: Simulation }) {
  const { currency } = result
  const byId = new Map(result.projects.map((project) => [project.id, project]))
  const name = (id: string) => byId.get(id)?.name || T.unnamed(id)
  const cost = (id: string) => money(byId.get(id)?.cost ?? 0, currency)
  const votes = (id: string) => number.format(byId.get(id)?.votes ?? 0)
  const inGreedy = new Set(result.greedy.selected)
  const inEqualShares = new Set(result.equalShares.selected)
  const onlyGreedy = result.greedy.selected.filter((id) => !inEqualShares.has(id))
  const onlyEqualShares = result.equalShares.selected.filter((id) => !inGreedy.has(id))
  const funded = new Map(result.equalShares.funded.map((entry) => [entry.id, entry]))
  const { preferGreedy, preferEqualShares, equal } = result.comparison
  return (
    <div data-testid="lab-result" className="mt-6">
      <h3 className="font-bold text-slate-900">{T.summaryTitle}</h3>
      <p className="mt-1 text-sm text-slate-700">
        {result.description && <span className="font-semibold">{result.description}. </span>}
        {T.summary(money(result.budget, currency), result.voters, result.projects.length)}
      </p>
      <div className="mt-4 grid gap-6 lg:grid-cols-2">
        <RuleColumn
          testId="lab-greedy"
          title={RULES.greedy}
          explained={T.greedyExplained}
          ids={result.greedy.selected}
          spent={T.spent(money(result.greedy.cost, currency), money(result.budget - result.greedy.cost, currency))}
          heads={[T.columns.votes, T.columns.cost]}
          cells={(id) => [votes(id), cost(id)]}
          name={name}
        />
        <RuleColumn
          testId="lab-equal-shares"
          title={RULES['equal-shares']}
          explained={T.equalSharesExplained(money(result.equalShares.endowment, currency))}
          ids={result.equalShares.selected}
          spent={T.spent(money(result.equalShares.cost, currency), money(result.budget - result.equalShares.cost, currency))}
          heads={[T.columns.votes, T.columns.effectiveVotes, T.columns.share, T.columns.cost]}
          cells={(id) => [
            votes(id),
            number.format(funded.get(id)?.effectiveVotes ?? 0),
            money(funded.get(id)?.share ?? 0, currency),
            cost(id),
          ]}
          name={name}
          note={T.effectiveVotesHint}
        />
      </div>
      <h3 className="mt-6 font-bold text-slate-900">{T.comparisonTitle}</h3>
      {onlyGreedy.length === 0 && onlyEqualShares.length === 0 ? (
        <p className="mt-1 text-sm text-slate-700">{T.noDifference}</p>
      ) : (
        <div className="mt-2 grid gap-4 text-sm sm:grid-cols-2">
          <Difference title={T.onlyGreedy} ids={onlyGreedy} name={name} cost={cost} />
          <Difference title={T.onlyEqualShares} ids={onlyEqualShares} name={name} cost={cost} />
        </div>
      )}
      <p data-testid="lab-comparison" className="mt-3 text-sm text-slate-900">
        {T.comparison(preferGreedy, preferEqualShares, equal)}{' '}
        {T.comparisonVerdict(preferGreedy > preferEqualShares ? RULES.greedy : RULES['equal-shares'])}
      </p>
    </div>
  )
}

/** One rule's selection: what it is, what it costs and leaves, and its projects in order of selection. */
function RuleColumn(props: {
  testId: string
  title: string
  explained: string
  ids: string[]
  spent: string
  /** The column heads after 'Proyecto'. */
  heads: string[]
  cells: (id: string) => string[]
  name: (id: string) => string
  note?: string
}) {
  const headingId = useId()
  const count = T.selectedCount(props.ids.length)
  return (
    // min-w-0: a grid item would otherwise widen to its table and push the page sideways on a phone.
    <section aria-labelledby={headingId} data-testid={props.testId} className="min-w-0">
      <h4 id={headingId} className="font-bold text-slate-900">
        {props.title}
      </h4>
      <p className="mt-1 text-sm text-slate-700">{props.explained}</p>
      <p className="mt-2 text-sm font-semibold text-slate-900">
        {count}. {props.spent}
      </p>
      <DataTable
        caption={`${props.title}: ${count}`}
        minWidth="min-w-[28rem]"
        columns={props.heads.length + 1}
        head={[T.columns.project, ...props.heads].map((head, index) => (
          <th key={head} scope="col" className={`px-3 py-2 font-semibold text-slate-900 ${index === 0 ? 'text-left' : 'text-right'}`}>
            {head}
          </th>
        ))}
      >
        {props.ids.map((id) => (
          <tr key={id} className="border-t border-slate-200">
            <th scope="row" className="px-3 py-2 text-left font-normal text-slate-900">
              {props.name(id)}
            </th>
            {props.cells(id).map((cell, index) => (
              <td key={props.heads[index]} className="px-3 py-2 text-right whitespace-nowrap tabular-nums text-slate-900">
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </DataTable>
      {props.note && <p className="mt-2 text-xs text-slate-700">{props.note}</p>}
    </section>
  )
}

function Difference({
  title,
  ids,
  name,
  cost,
}: {
  title: string
  ids: string[]
  name: (id: string) => string
  cost: (id: string) => string
}) {
  return (
    <section>
      <h4 className="font-semibold text-slate-900">{title}</h4>
      {ids.length === 0 ? (
        <p className="mt-1 text-slate-700">{T.none}</p>
      ) : (
        <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-900">
          {ids.map((id) => (
            <li key={id}>
              {name(id)} ({cost(id)})
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
