import { useId, useState, type FormEvent } from 'react'
import { statusLabel } from '@copy/statuses'
import { ADMIN_TEXTS } from '@copy'
import { getIdToken } from '@app/lib/identity'
import { diagnosisMessage, parseProposalId, type BatchResult, type DiagnosticResult, type DiagnosticsApi } from '../model/diagnostics'
import { Button } from '@app/components/ui/button'
import { DataList } from '@app/components/data-list'
import { compactInputClass } from '@app/components/ui/form-field'
import { districtLabel } from '@copy/district-scope-labels'

const T = ADMIN_TEXTS.diagnostics

interface ToolProps {
  /** null until the script has loaded: the buttons stay disabled (§2). */
  tools: DiagnosticsApi | null
}

const failure = (error: unknown) => T.failed(error instanceof Error ? error.message : String(error))

function Message({ text, ok }: { text: string; ok: boolean }) {
  return (
    <p
      role={ok ? 'status' : 'alert'}
      className={`mt-3 rounded-md border p-3 text-sm ${ok ? 'border-green-700 bg-green-50 text-green-900' : 'border-red-300 bg-red-50 text-red-800'}`}
    >
      {text}
    </p>
  )
}

/** 'Diagnosticar': the public API's answer and the database's record of one proposal. */
export function SingleDiagnosis({ tools }: ToolProps) {
  const id = useId()
  const [input, setInput] = useState('')
  const [busy, setBusy] = useState(false)
  const [invalid, setInvalid] = useState(false)
  const [result, setResult] = useState<DiagnosticResult | null>(null)
  const [error, setError] = useState<string | null>(null)

  async function run(event: FormEvent) {
    event.preventDefault()
    const proposalId = parseProposalId(input)
    setInvalid(proposalId === null)
    if (proposalId === null || !tools) return
    setBusy(true)
    setError(null)
    setResult(null)
    try {
      setResult(await tools.diagnose(proposalId, await getIdToken()))
    } catch (e) {
      setError(failure(e))
    } finally {
      setBusy(false)
    }
  }

  const message = result && diagnosisMessage(result)
  return (
    <div>
      <form onSubmit={run} noValidate className="flex flex-wrap items-end gap-2">
        <div>
          <label htmlFor={id} className="block text-sm font-medium text-slate-900">
            {T.idLabel}
          </label>
          <input
            id={id}
            inputMode="numeric"
            value={input}
            onChange={(e) => setInput(e.target.value)}
            aria-invalid={invalid}
            aria-describedby={invalid ? `${id}-error` : undefined}
            className={`${compactInputClass} mt-1 w-36 py-2`}
          />
        </div>
        <Button type="submit" look="primary" disabled={!tools || busy}>
          {busy ? T.busy : T.diagnose}
        </Button>
      </form>
      {invalid && (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm text-red-700">
          {T.invalidId}
        </p>
      )}
      {error && <Message text={error} ok={false} />}
      {result && message && (
        <div className="mt-1">
          <Message {...message} />
          <div className="mt-4 grid gap-4 md:grid-cols-2">
            <DataList
              items={[
                [T.apiStatus, `${result.api.ok ? T.ok : T.failedStatus} (${T.http(result.api.status)})`],
                [T.debugStatus, `${result.debug.ok ? T.ok : T.failedStatus} (${T.http(result.debug.status)})`],
                ...(result.issue ? ([[T.issue, result.issue]] as [string, string][]) : []),
              ]}
            />
            {result.data && (
              <section aria-label={T.data}>
                <h3 className="mb-2 text-sm font-semibold text-slate-900">{T.data}</h3>
                <DataList
                  items={[
                    [ADMIN_TEXTS.table.title, result.data.title],
                    [ADMIN_TEXTS.table.status, statusLabel(result.data.status)],
                    [ADMIN_TEXTS.filters.district, districtLabel(result.data.district)],
                    [ADMIN_TEXTS.table.votes, String(result.data.votes)],
                  ]}
                />
              </section>
            )}
          </div>
          {/* The raw row matters when the database has it but the public API cannot serve it. */}
          {result.exists && result.dbData && !message.ok && (
            <section className="mt-4">
              <h3 className="mb-2 text-sm font-semibold text-slate-900">{T.dbData}</h3>
              {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scroller takes focus so the keyboard can scroll it */}
              <pre tabIndex={0} className="max-h-80 overflow-auto rounded-md bg-slate-900 p-3 text-xs text-slate-50">
                {JSON.stringify(result.dbData, null, 2)}
              </pre>
            </section>
          )}
        </div>
      )}
    </div>
  )
}

/** 'Analizar todas las propuestas': totals and the list of problems found on the server. */
export function FullAnalysis({ tools }: ToolProps) {
  const [busy, setBusy] = useState(false)
  const [result, setResult] = useState<BatchResult | null>(null)
  const [error, setError] = useState<string | null>(null)

  async function run() {
    if (!tools) return
    setBusy(true)
    setError(null)
    try {
      setResult(await tools.analyzeAll(await getIdToken()))
    } catch (e) {
      setError(failure(e))
    } finally {
      setBusy(false)
    }
  }

  return (
    <div>
      <Button look="primary" disabled={!tools || busy} onClick={run}>
        {busy ? T.busy : T.analyzeAll}
      </Button>
      {error && <Message text={error} ok={false} />}
      {result && (
        <div className="mt-1">
          <Message text={T.completed(result.accessible, result.total)} ok={!result.problematic.length} />
          <dl className="mt-4 grid grid-cols-3 gap-3 text-center">
            {[
              [T.total, result.total],
              [T.accessible, result.accessible],
              [T.problems, result.problematic.length],
            ].map(([label, value]) => (
              <div key={label} className="rounded-lg border border-slate-200 bg-white p-3">
                <dt className="text-sm text-slate-700">{label}</dt>
                <dd className="text-2xl font-bold text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
          {result.problematic.length ? (
            <section className="mt-4">
              <h3 className="mb-2 font-semibold text-slate-900">{T.problemsTitle}</h3>
              <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
                {result.problematic.map((p) => (
                  <li key={p.id} className="p-3 text-sm">
                    <span className="font-medium text-slate-900">
                      #{p.id} {p.title}
                    </span>
                    <span className="block text-red-800">{p.issue}</span>
                  </li>
                ))}
              </ul>
              <p className="mt-3 text-sm text-slate-800">{T.recommendation}</p>
            </section>
          ) : (
            <p className="mt-4 text-sm text-slate-800">{T.noProblems}</p>
          )}
        </div>
      )}
    </div>
  )
}
