import { describe, expect, it } from 'vitest'
import { admin, call, errorOf, newProposal, proposalForm, resident, snapshot, visitorContact } from './test/fixtures'

/**
 * Bad input of every kind gets a 4xx with the error contract and a Spanish message, and writes nothing.
 */
async function refused(res: Response, status: number, code: string) {
  expect(res.status).toBe(status)
  expect(res.headers.get('content-type')).toContain('application/json')
  const body = await errorOf(res)
  expect(body.error).toBe(code)
  expect(body.message).toMatch(/[a-záéíóúñ]/i)
  expect(body.message).not.toMatch(/Invalid|Expected|undefined|stack|Error:/)
  return body
}

describe('bad input changes nothing', () => {
  it('malformed JSON, wrong types, unknown enum values and missing fields', async () => {
    const boss = await admin()
    const ana = await resident()
    const p = await newProposal({ fields: visitorContact })
    const before = await snapshot()
    const json = (path: string, method: string, token: string, body: string) =>
      call(method, path, { token, body, headers: { 'content-type': 'application/json' } })

    await refused(await json(`/api/proposals/${p.id}/status`, 'PATCH', boss.token, '{"status": "approved"'), 400, 'VALIDATION')
    await refused(await json(`/api/proposals/${p.id}/status`, 'PATCH', boss.token, '{"status": "archivada"}'), 400, 'VALIDATION')
    await refused(await json(`/api/proposals/${p.id}/status`, 'PATCH', boss.token, '{"votes": "12"}'), 400, 'VALIDATION')
    await refused(await json(`/api/proposals/${p.id}/status`, 'PATCH', boss.token, '{"votes": 1.5}'), 400, 'VALIDATION')
    await refused(await json(`/api/proposals/${p.id}/status`, 'PATCH', boss.token, '{}'), 400, 'VALIDATION')
    await refused(await json(`/api/proposals/${p.id}/status`, 'PATCH', boss.token, '[1,2,3]'), 400, 'VALIDATION')
    await refused(await json(`/api/proposals/${p.id}/status`, 'PATCH', boss.token, 'null'), 400, 'VALIDATION')
    await refused(await json('/api/system-config', 'PATCH', boss.token, '{"votingEnabled": 1}'), 400, 'VALIDATION')
    await refused(await json(`/api/users/${ana.id}`, 'PATCH', ana.token, '{"name": 42}'), 400, 'VALIDATION')
    await refused(await json(`/api/users/${ana.id}/role`, 'PATCH', boss.token, '{}'), 400, 'VALIDATION')
    expect(await snapshot()).toEqual(before)
  })

  it('JSON routes refuse other content types', async () => {
    const boss = await admin()
    const before = await snapshot()
    const res = await call('PATCH', '/api/system-config', {
      token: boss.token,
      body: 'votingEnabled=false',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(res.status).toBeGreaterThanOrEqual(400)
    expect(res.status).toBeLessThan(500)
    expect(await res.json()).toHaveProperty('message')
    expect(await snapshot()).toEqual(before)
  })

  it('overlong texts and control characters are refused with their Spanish messages', async () => {
    const before = await snapshot()
    const long = await refused(
      await call('POST', '/api/proposals', { body: proposalForm({ ...visitorContact, title: 'x'.repeat(201) }) }),
      400,
      'VALIDATION',
    )
    expect(long.message).toBe('El título no puede superar los 200 caracteres')
    const desc = await refused(
      await call('POST', '/api/proposals', { body: proposalForm({ ...visitorContact, description: 'y'.repeat(5001) }) }),
      400,
      'VALIDATION',
    )
    expect(desc.message).toBe('La descripción no puede superar los 5000 caracteres')
    const name = await refused(
      await call('POST', '/api/proposals', { body: proposalForm({ ...visitorContact, submitterName: 'n'.repeat(101) }) }),
      400,
      'VALIDATION',
    )
    expect(name.message).toBe('El nombre no puede superar los 100 caracteres')
    const ctrl = await refused(
      await call('POST', '/api/proposals', { body: proposalForm({ ...visitorContact, title: 'Hola\u0000mundo' }) }),
      400,
      'VALIDATION',
    )
    expect(ctrl.message).toBe('El texto contiene caracteres no permitidos')
    const short = await refused(
      await call('POST', '/api/proposals', { body: proposalForm({ ...visitorContact, title: '   abc   ' }) }),
      400,
      'VALIDATION',
    )
    expect(short.message).toBe('El título debe tener al menos 5 caracteres')
    expect(await snapshot()).toEqual(before)
  })

  it('broken multipart, a JSON body where a form is expected, and a huge body', async () => {
    const before = await snapshot()
    const broken = await call('POST', '/api/proposals', {
      body: '--xyz\r\nContent-Disposition: form-data; name="title"\r\n\r\nHola',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
    })
    expect(broken.status).toBe(400)
    expect(await broken.json()).toMatchObject({ error: 'VALIDATION' })
    const asJson = await call('POST', '/api/proposals', {
      json: { title: 'Una propuesta', description: 'x'.repeat(30), district: 'Norte' },
    })
    expect(asJson.status).toBeGreaterThanOrEqual(400)
    expect(asJson.status).toBeLessThan(500)
    const huge = await call('POST', '/api/proposals', {
      body: new Uint8Array(21 * 1024 * 1024),
      headers: { 'content-type': 'multipart/form-data; boundary=zzz' },
    })
    await refused(huge, 413, 'PAYLOAD_TOO_LARGE')
    expect(await snapshot()).toEqual(before)
  })

  it('non-numeric and out-of-range ids, unknown API paths', async () => {
    const boss = await admin()
    for (const path of ['/api/proposals/abc', '/api/proposals/1e3', '/api/proposals/00', '/api/proposals/3000000000']) {
      await refused(await call('GET', path), 400, 'VALIDATION')
    }
    await refused(await call('DELETE', '/api/users/x', { token: boss.token }), 400, 'VALIDATION')
    await refused(await call('GET', '/api/no-existe'), 404, 'NOT_FOUND')
    // Normalised to /etc/passwd, which is no API path: the not-found page answers it, with nothing of the file.
    const traversal = await call('GET', '/api/media/../../etc/passwd')
    expect(traversal.status).toBe(404)
    expect(await traversal.text()).not.toContain('root:')
  })

  it('a malformed Idempotency-Key is refused before anything is stored', async () => {
    const before = await snapshot()
    await refused(
      await call('POST', '/api/proposals', { body: proposalForm(visitorContact), headers: { 'idempotency-key': 'no valida!' } }),
      400,
      'VALIDATION',
    )
    expect(await snapshot()).toEqual(before)
  })
})
