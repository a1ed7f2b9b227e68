import { describe, expect, it } from 'vitest'
import { diagnosisMessage, parseProposalId, type DiagnosticResult } from './diagnostics'

const base: DiagnosticResult = {
  id: 7,
  api: { ok: true, status: 200 },
  debug: { ok: true, status: 200 },
  data: { title: 'Fuente', status: 'pending', district: 'Sur', votes: 3 },
  dbData: { id: 7 },
  exists: true,
  issue: null,
  error: null,
}

describe('diagnostics messages', () => {
  it('validates the proposal id', () => {
    expect(parseProposalId(' 12 ')).toBe(12)
    for (const bad of ['', 'abc', '1.5', '-2', '0']) expect(parseProposalId(bad)).toBeNull()
  })

  it('says available, not accessible, not found or the execution error', () => {
    expect(diagnosisMessage(base)).toEqual({ text: 'Propuesta #7 disponible correctamente.', ok: true })
    expect(diagnosisMessage({ ...base, api: { ok: false, status: 500 } }).text).toBe(
      'Propuesta #7 existe en base de datos pero no es accesible vía API.',
    )
    expect(diagnosisMessage({ ...base, exists: false, data: null, dbData: null, api: { ok: false, status: 404 } }).text).toBe(
      'Propuesta #7 no encontrada.',
    )
    expect(diagnosisMessage({ ...base, error: 'Failed to fetch' }).ok).toBe(false)
  })
})
