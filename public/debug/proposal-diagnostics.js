/*
 * Proposal diagnostics for administrators (§2 'Admin diagnostics'), loaded by /admin/diagnostic with a
 * script element. Static and dependency-free so it also works from the browser console when the app
 * itself is broken. Nothing runs on load: it only exposes window.proposalDiagnostics.
 */
;(function () {
  'use strict'

  async function readJson(response) {
    try {
      return await response.json()
    } catch (_) {
      return null
    }
  }

  function authHeaders(token) {
    return token ? { Authorization: 'Bearer ' + token } : {}
  }

  /**
   * One proposal as the public sees it (GET /api/proposals/{id}) and as the database holds it (the admin
   * endpoint). Answers the spec's Diagnostic result: { api, debug, data, dbData, error }, plus exists and
   * issue from the admin endpoint.
   */
  async function diagnose(id, token) {
    var result = {
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
      var pair = await Promise.all([
        fetch('/api/proposals/' + encodeURIComponent(id), { credentials: 'same-origin' }),
        fetch('/api/admin/diagnostics/proposals/' + encodeURIComponent(id), { credentials: 'same-origin', headers: authHeaders(token) }),
      ])
      result.api = { ok: pair[0].ok, status: pair[0].status }
      result.debug = { ok: pair[1].ok, status: pair[1].status }
      var report = await readJson(pair[1])
      if (!pair[1].ok) {
        result.error = (report && report.message) || 'HTTP ' + pair[1].status
        return result
      }
      result.exists = Boolean(report.exists)
      result.issue = report.issue
      result.data = report.data
      result.dbData = report.dbData
    } catch (error) {
      result.error = error && error.message ? error.message : String(error)
    }
    return result
  }

  /** Every proposal checked on the server: { total, accessible, problematic: [{ id, title, issue }] }. */
  async function analyzeAll(token) {
    var response = await fetch('/api/admin/diagnostics/proposals', { credentials: 'same-origin', headers: authHeaders(token) })
    var body = await readJson(response)
    if (!response.ok) throw new Error((body && body.message) || 'HTTP ' + response.status)
    return { total: body.total, accessible: body.accessible, problematic: body.problematic }
  }

  window.proposalDiagnostics = { diagnose: diagnose, analyzeAll: analyzeAll }
})()
