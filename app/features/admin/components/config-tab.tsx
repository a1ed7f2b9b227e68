import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { ADMIN_TEXTS } from '../../../../domain/texts'
import { adminSystemConfigQuery, useFixConfig, useSetVoting } from '../api/admin-api'
import { FullAnalysis, SingleDiagnosis } from './diagnostic-tools'
import { Button } from './ui'
import { useDiagnosticsScript } from './use-diagnostics-script'

const T = ADMIN_TEXTS.config

function Card({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-5">
      <h2 className="text-lg font-bold text-slate-900">{title}</h2>
      <p className="mt-1 text-sm text-slate-700">{text}</p>
      <div className="mt-4">{children}</div>
    </section>
  )
}

export function ConfigTab() {
  const config = useQuery(adminSystemConfigQuery())
  // §3: treated as enabled when absent or not loaded.
  const enabled = config.data?.votingEnabled ?? true
  const voting = useSetVoting()
  const fix = useFixConfig()
  const script = useDiagnosticsScript()
  const tools = script.status === 'ready' ? script.tools : null

  return (
    <div className="grid gap-4">
      <Card title={T.votingTitle} text={T.votingText}>
        <div className="flex flex-wrap items-center gap-3">
          <span className="text-sm text-slate-800">{T.state}:</span>
          <span
            data-testid="voting-state"
            className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${enabled ? 'bg-green-700 text-white' : 'bg-slate-200 text-slate-800'}`}
          >
            {enabled ? T.active : T.inactive}
          </span>
          <Button look="primary" disabled={enabled || voting.isPending} onClick={() => voting.mutate(true)}>
            {T.enable}
          </Button>
          <Button look="danger" disabled={!enabled || voting.isPending} onClick={() => voting.mutate(false)}>
            {T.disable}
          </Button>
        </div>
      </Card>
      <Card title={T.maintenanceTitle} text={T.maintenanceText}>
        <Button disabled={fix.isPending} onClick={() => fix.mutate()}>
          {T.fix}
        </Button>
        {fix.data && (
          <p role="status" className="mt-3 text-sm text-slate-800">
            {fix.data.message}
          </p>
        )}
      </Card>
      <Card title={T.diagnosticsTitle} text={T.diagnosticsText}>
        {script.status === 'failed' && (
          <p role="alert" className="mb-3 text-sm text-red-700">
            {ADMIN_TEXTS.diagnostics.loadFailed}
          </p>
        )}
        <div className="grid gap-6">
          <SingleDiagnosis tools={tools} />
          <FullAnalysis tools={tools} />
        </div>
        <Link to="/admin/diagnostic" className="mt-4 inline-block font-medium text-brand-700 underline">
          {T.openDiagnostics}
        </Link>
      </Card>
    </div>
  )
}
