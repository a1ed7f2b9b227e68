import { Link } from '@tanstack/react-router'
import { useEffect } from 'react'
import { ADMIN_TEXTS } from '@copy'
import { Tabs } from '@app/components/ui/tabs'
import { useDocumentTitle } from '@app/lib/document-title'
import { FullAnalysis, SingleDiagnosis } from './diagnostic-tools'
import { useDiagnosticsScript } from './use-diagnostics-script'

const T = ADMIN_TEXTS.diagnostics

/** Search engines must not index an admin tool, even though the route is guarded (§2). */
function useNoIndex() {
  useEffect(() => {
    const meta = Object.assign(document.createElement('meta'), { name: 'robots', content: 'noindex, nofollow' })
    document.head.appendChild(meta)
    return () => {
      meta.remove()
    }
  }, [])
}

/** /admin/diagnostic: the loaded/failed alert, then single diagnosis and full analysis in two tabs. */
export function DiagnosticsScreen() {
  useDocumentTitle(T.title)
  useNoIndex()
  const script = useDiagnosticsScript()
  const tools = script.status === 'ready' ? script.tools : null
  const alert = {
    loading: ['border-slate-300 bg-slate-50 text-slate-800', T.loading],
    ready: ['border-green-700 bg-green-50 text-green-900', T.loaded],
    failed: ['border-red-300 bg-red-50 text-red-800', T.loadFailed],
  }[script.status]
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{T.title}</h1>
          <p className="mt-1 text-slate-700">{T.intro}</p>
        </div>
        <Link
          to="/admin"
          className="rounded-md border border-slate-400 bg-white px-4 py-2 text-sm font-medium text-slate-900 hover:bg-slate-50"
        >
          {T.back}
        </Link>
      </div>
      <p role={script.status === 'failed' ? 'alert' : 'status'} className={`mt-6 rounded-md border p-3 text-sm ${alert[0]}`}>
        {alert[1]}
      </p>
      <Tabs
        look="line"
        className="mt-6"
        tabs={[
          { label: T.tabSingle, panel: <SingleDiagnosis tools={tools} /> },
          { label: T.tabAll, panel: <FullAnalysis tools={tools} /> },
        ]}
      />
    </div>
  )
}
