import { ADMIN_TEXTS } from '@copy'

const T = ADMIN_TEXTS.diagnostics

/** What window.proposalDiagnostics.diagnose answers (public/debug/proposal-diagnostics.js, §3 Diagnostic result). */
export interface DiagnosticResult {
  id: number
  api: { ok: boolean; status: number }
  debug: { ok: boolean; status: number }
  data: { title: string; status: string; district: string; votes: number } | null
  dbData: Record<string, unknown> | null
  exists: boolean
  issue: string | null
  error: string | null
}
export interface BatchResult {
  total: number
  accessible: number
  problematic: { id: number; title: string; issue: string }[]
}
export interface DiagnosticsApi {
  diagnose(id: number, token: string | null): Promise<DiagnosticResult>
  analyzeAll(token: string | null): Promise<BatchResult>
}

/** §5: the ID must be present and numeric; null means 'Introduce un ID de propuesta válido.'. */
export function parseProposalId(input: string): number | null {
  const text = input.trim()
  if (!/^\d+$/.test(text)) return null
  const id = Number(text)
  return Number.isSafeInteger(id) && id > 0 ? id : null
}

/** The §8 sentence for one diagnosis, and whether it is good news. */
export function diagnosisMessage(r: DiagnosticResult): { text: string; ok: boolean } {
  if (r.error) return { text: T.failed(r.error), ok: false }
  if (!r.exists) return { text: T.notFound(r.id), ok: false }
  if (r.api.ok && !r.issue) return { text: T.available(r.id), ok: true }
  return { text: T.notAccessible(r.id), ok: false }
}
