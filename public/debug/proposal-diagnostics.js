/*
 * Proposal diagnostics for administrators (§2 'Admin diagnostics'), loaded by /admin/diagnostic with a
 * script element. Static and dependency-free so it also works from the browser console when the app
 * itself is broken. Nothing runs on load: it only exposes window.proposalDiagnostics.
 */
;(() => {
  async function readJson(response) {
    try {
      return await response.json()
    } catch (_) {
      return null
    }
  }

  const authHeaders = (token) => (token ? { Authorization: `Bearer ${token}` } : {})

  /**
   * One proposal as the public sees it (GET /api/proposals/{id}) and as the database holds it (the admin
   * endpoint). Answers the spec's Diagnostic result: { api, debug, data, dbData, error }, plus exists and
   * issue from the admin endpoint.
   */
  async function diagnose(id, token) {
    const result = {
      id: Number(id),
      api: { ok: false, status: 0 },
      debug: { ok: false, status: 0 },
      data: null,
      dbData: null,
      exists: false,
      issue: null,
      error: null,
    }
    try {
      const [publicAnswer, adminAnswer] = await Promise.all([
        fetch(`/api/proposals/${encodeURIComponent(id)}`, { credentials: 'same-origin' }),
        fetch(`/api/admin/diagnostics/proposals/${encodeURIComponent(id)}`, { credentials: 'same-origin', headers: authHeaders(token) }),
      ])
      result.api = { ok: publicAnswer.ok, status: publicAnswer.status }
      result.debug = { ok: adminAnswer.ok, status: adminAnswer.status }
      const report = await readJson(adminAnswer)
      if (!adminAnswer.ok) {
        result.error = report?.message || `HTTP ${adminAnswer.status}`
        return result
      }
      result.exists = Boolean(report.exists)
      result.issue = report.issue
      result.data = report.data
      result.dbData = report.dbData
    } catch (error) {
      result.error = error?.message ? error.message : String(error)
    }
    return result
  }

  /** Every proposal checked on the server: { total, accessible, problematic: [{ id, title, issue }] }. */
  async function analyzeAll(token) {
    const response = await fetch('/api/admin/diagnostics/proposals', { credentials: 'same-origin', headers: authHeaders(token) })
    const body = await readJson(response)
    if (!response.ok) throw new Error(body?.message || `HTTP ${response.status}`)
    return { total: body.total, accessible: body.accessible, problematic: body.problematic }
  }

  window.proposalDiagnostics = { diagnose, analyzeAll }
})()
