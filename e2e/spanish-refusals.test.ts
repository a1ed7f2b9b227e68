/**
 * Refusals of the BUILT Worker (wrangler dev bundles it, as a deploy does): every 4xx message is Spanish
 * and names what was wrong. The worker tests run the sources unbundled, so only this test sees what a
 * bundler may drop (valibot's messages once came from a module side effect a build left out).
 */
import { beforeAll, describe, expect, test } from 'vitest'
import { api, bearer } from './harness'

/** Words of the library's and the HTTP layer's English; none is a Spanish word. */
const ENGLISH =
  /\b(invalid|expected|received|malformed|unknown|missing|required|type|key|value|but|string|object|number|boolean|array|request|error|payload|bad|the)\b/i

interface Refusal {
  error: string
  message: string
  fields?: Record<string, string>
}

let admin: Record<string, string>
let resident: Record<string, string>
let proposalId: number
let residentId: number

beforeAll(async () => {
  admin = await bearer('admin')
  resident = await bearer('vecina')
  const proposals = (await (await api('/api/proposals?limit=1')).json()) as { id: number }[]
  proposalId = proposals[0].id
  residentId = ((await (await api('/api/user', { headers: resident })).json()) as { id: number }).id
})

const json = (body: string, auth: () => Record<string, string>) => () => ({
  headers: { ...auth(), 'content-type': 'application/json' },
  body,
})

/** [what is sent, method, path, request, the field the message must be about (none for a body that is not an object)] */
type Case = [string, string, () => string, () => RequestInit, string | null]

const cases: Case[] = [
  ['PATCH /api/system-config {}', 'PATCH', () => '/api/system-config', json('{}', () => admin), 'votingEnabled'],
  ['PATCH /api/system-config null', 'PATCH', () => '/api/system-config', json('null', () => admin), null],
  ['PATCH /api/users/{id}/role {}', 'PATCH', () => `/api/users/${residentId}/role`, json('{}', () => admin), 'isAdmin'],
  ['PUT /api/system-config/cycle {}', 'PUT', () => '/api/system-config/cycle', json('{}', () => admin), 'budgetYear'],
  ['PATCH /api/proposals/{id}/status "x"', 'PATCH', () => `/api/proposals/${proposalId}/status`, json('"x"', () => admin), null],
  ['POST /api/push/subscriptions {}', 'POST', () => '/api/push/subscriptions', json('{}', () => resident), 'endpoint'],
  ['DELETE /api/push/subscriptions {}', 'DELETE', () => '/api/push/subscriptions', json('{}', () => resident), 'endpoint'],
  ...(['null', '5'] as const).flatMap((body): Case[] => [
    [`PATCH /api/user/notification-settings ${body}`, 'PATCH', () => '/api/user/notification-settings', json(body, () => resident), null],
    [`POST /api/notifications/read ${body}`, 'POST', () => '/api/notifications/read', json(body, () => resident), null],
    [`PATCH /api/users/{id} ${body}`, 'PATCH', () => `/api/users/${residentId}`, json(body, () => resident), null],
    [`POST /api/auth/email ${body}`, 'POST', () => '/api/auth/email', json(body, () => resident), null],
  ]),
  ['GET /api/admin/history?from=2020-13-45', 'GET', () => '/api/admin/history?from=2020-13-45', () => ({ headers: admin }), 'from'],
  [
    'POST /api/cookie-consent of 17 KB',
    'POST',
    () => '/api/cookie-consent',
    json(JSON.stringify({ preferences: {}, relleno: 'x'.repeat(17 * 1024) }), () => ({})),
    null,
  ],
  [
    'POST /api/proposals submitterName twice',
    'POST',
    () => '/api/proposals',
    () => {
      const form = visitorForm()
      form.append('submitterName', 'Otra')
      return { body: form }
    },
    'submitterName',
  ],
  [
    'POST /api/proposals submitterName as a file',
    'POST',
    () => '/api/proposals',
    () => {
      const form = visitorForm()
      form.set('submitterName', new File(['x'], 'nombre.txt', { type: 'text/plain' }))
      return { body: form }
    },
    'submitterName',
  ],
]

function visitorForm() {
  const form = new FormData()
  form.set('title', 'Bancos a la sombra en la plaza')
  form.set('description', 'Faltan bancos a la sombra en la plaza mayor del barrio.')
  form.set('district', 'Centro')
  form.set('submitterName', 'Lucía')
  form.set('submitterSurname', 'Pérez')
  form.set('submitterPhone', '600123123')
  form.set('submitterEmail', 'lucia@example.com')
  return form
}

describe('las negativas del Worker construido están en español y nombran el campo', () => {
  test.each(cases)('%s', async (_name, method, path, request, field) => {
    const res = await api(path(), { method, ...request() })
    expect(res.status).toBeGreaterThanOrEqual(400)
    expect(res.status).toBeLessThan(500)
    const body = (await res.json()) as Refusal
    expect(body.message).not.toMatch(ENGLISH)
    for (const text of Object.values(body.fields ?? {})) expect(text).not.toMatch(ENGLISH)
    if (field) {
      // The message is the field's own, not a sentence that could be about any field.
      expect(body.fields?.[field]).toBe(body.message)
      expect(body.message).not.toBe('El valor de este campo no es válido')
    }
  })
})
