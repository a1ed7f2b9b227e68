import { useEffect, useState } from 'react'
import type { DiagnosticsApi } from '../model/diagnostics'

declare global {
  interface Window {
    proposalDiagnostics?: DiagnosticsApi
  }
}

const SCRIPT_URL = '/debug/proposal-diagnostics.js'
let loading: Promise<DiagnosticsApi> | null = null

/** One script element for the whole visit; a failed load may be retried by opening the page again. */
function loadScript(): Promise<DiagnosticsApi> {
  if (window.proposalDiagnostics) return Promise.resolve(window.proposalDiagnostics)
  loading ??= new Promise<DiagnosticsApi>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = SCRIPT_URL
    script.async = true
    script.onload = () => (window.proposalDiagnostics ? resolve(window.proposalDiagnostics) : reject(new Error(SCRIPT_URL)))
    script.onerror = () => {
      script.remove()
      reject(new Error(SCRIPT_URL))
    }
    document.head.appendChild(script)
  }).catch((error: unknown) => {
    loading = null
    throw error
  })
  return loading
}

export type ScriptState = { status: 'loading' } | { status: 'ready'; tools: DiagnosticsApi } | { status: 'failed' }

/** §2: the diagnostics helper is a static script loaded on demand from the debug path. */
export function useDiagnosticsScript(): ScriptState {
  const [state, setState] = useState<ScriptState>(() =>
    window.proposalDiagnostics ? { status: 'ready', tools: window.proposalDiagnostics } : { status: 'loading' },
  )
  useEffect(() => {
    let live = true
    loadScript().then(
      (tools) => live && setState({ status: 'ready', tools }),
      () => live && setState({ status: 'failed' }),
    )
    return () => {
      live = false
    }
  }, [])
  return state
}
