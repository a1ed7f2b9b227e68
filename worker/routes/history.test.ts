import { env } from 'cloudflare:workers'
import type { InferRequestType } from 'hono/client'
import { describe, expect, it } from 'vitest'
import {
  admin,
  call,
  client,
  moderate,
  newProposal,
  proposalFields,
  proposalForm,
  readProposal,
  resident,
  visitorContact,
  type Person,
} from '../test/fixtures'

type HistoryQuery = InferRequestType<ReturnType<typeof client>['admin']['history']['$get']>['query']

const history = async (boss: Person, query: HistoryQuery = {}) => {
  const res = await client(boss.token).admin.history.$get({ query })
  if (res.status !== 200) throw new Error(`the history answered ${res.status}`)
  return res.json()
}

describe('/api/admin/history', () => {
  it('records a status change with who, when, before and after (dates included), in the same write', async () => {
    const boss = await admin()
    const ana = await resident('ana')
    const p = await newProposal({ token: ana.token })
    const answer = await (await moderate(boss, p.id, { status: 'approved' })).json()
    const [entry] = (await history(boss, { targetType: 'proposal', targetId: String(p.id) })).items
    expect(answer.historyId).toBe(entry.id)
    expect(entry).toMatchObject({
      adminId: boss.id,
      action: 'proposal.status',
      targetType: 'proposal',
      targetId: p.id,
      before: { status: 'pending', approvedAt: null },
    })
    expect(entry.after).toMatchObject({ status: 'approved', approvedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) })
    expect(Date.now() - Date.parse(entry.at)).toBeLessThan(60_000)
    // Choosing the status it already has changes nothing and records nothing.
    await moderate(boss, p.id, { status: 'approved' })
    expect((await history(boss, { targetId: String(p.id) })).total).toBe(1)
  })

  it('records every kind of administrative change, without anybody’s contact data', async () => {
    const boss = await admin()
    const ana = await resident('ana')
    const luis = await resident('luis')
    const p = await newProposal({ token: ana.token })
    const visitor = await newProposal({ fields: visitorContact })

    await moderate(boss, p.id, { scope: 'Movilidad Urbana' })
    await moderate(boss, p.id, { votes: 12 })
    await call('PATCH', `/api/proposals/${p.id}/data`, { token: boss.token, body: proposalForm({ title: 'Bancos nuevos en la plaza' }) })
    await call('DELETE', `/api/proposals/${visitor.id}`, { token: boss.token })
    await call('PATCH', `/api/users/${luis.id}/role`, { token: boss.token, json: { isAdmin: true } })
    await call('PATCH', '/api/system-config', { token: boss.token, json: { votingEnabled: false } })
    await call('PATCH', '/api/system-config', { token: boss.token, json: { votingEnabled: true } })
    const registered = await (
      await client(boss.token).admin.proposals.$post({
        form: proposalFields({ channel: 'papel', receivedAt: '2026-05-01', ...visitorContact }),
      })
    ).json()
    await call('GET', `/api/admin/personal-data?email=${encodeURIComponent(ana.email)}`, { token: boss.token })
    await call('DELETE', `/api/admin/personal-data?email=${encodeURIComponent(ana.email)}`, { token: boss.token })
    await call('DELETE', `/api/users/${luis.id}`, { token: boss.token })

    const { items, total } = await history(boss, { adminId: String(boss.id), size: '100' })
    expect(total).toBe(11)
    const byAction = (action: string) => items.filter((e) => e.action === action)
    expect(byAction('proposal.scope')[0]).toMatchObject({
      targetId: p.id,
      before: { scope: 'Urbanismo y obras' },
      after: { scope: 'Movilidad Urbana' },
    })
    expect(byAction('proposal.votes')[0]).toMatchObject({ before: { votes: 0 }, after: { votes: 12 } })
    expect(byAction('proposal.data')[0]).toMatchObject({
      before: { title: 'Más bancos en la plaza' },
      after: { title: 'Bancos nuevos en la plaza' },
    })
    expect(byAction('proposal.delete')[0]).toMatchObject({
      targetId: visitor.id,
      before: { title: 'Más bancos en la plaza', status: 'pending' },
      after: null,
    })
    expect(byAction('proposal.register')[0]).toMatchObject({
      targetId: registered.id,
      after: { channel: 'papel', createdAt: '2026-05-01' },
    })
    expect(byAction('user.role')[0]).toMatchObject({ targetId: luis.id, before: { isAdmin: false }, after: { isAdmin: true } })
    expect(byAction('user.delete')[0]).toMatchObject({ targetId: luis.id })
    expect(byAction('config.voting').map((e) => e.after)).toEqual([{ votingEnabled: true }, { votingEnabled: false }])
    expect(byAction('personal-data.export')[0]).toMatchObject({
      targetType: 'person',
      targetId: ana.id,
      after: { accounts: 1, proposals: 1 },
    })
    expect(byAction('personal-data.erase')[0]).toMatchObject({ targetType: 'person', targetId: ana.id, before: { accounts: 1 } })
    expect(items.every((e) => e.adminName !== null)).toBe(true)

    const stored = JSON.stringify((await env.DB.prepare('SELECT * FROM audit_log').all()).results)
    for (const personal of [
      ana.email,
      luis.email,
      visitorContact.submitterEmail,
      visitorContact.submitterPhone,
      visitorContact.submitterSurname,
    ]) {
      expect(stored).not.toContain(personal)
    }
  })

  it('filters by action and day, pages, and exports CSV; refuses bad filters with a Spanish message', async () => {
    const boss = await admin()
    const ana = await resident('ana')
    const ids = [
      await newProposal({ token: ana.token }),
      await newProposal({ token: ana.token }),
      await newProposal({ token: ana.token }),
    ].map((p) => p.id)
    for (const id of ids) await moderate(boss, id, { status: 'rejected' })
    await moderate(boss, ids[0], { votes: 3 })

    const rejected = await history(boss, { action: 'proposal.status', size: '2' })
    expect(rejected).toMatchObject({ total: 3, page: 1, pages: 2 })
    expect(rejected.items.map((e) => e.targetId)).toEqual([ids[2], ids[1]])
    expect((await history(boss, { action: 'proposal.status', size: '2', page: '2' })).items.map((e) => e.targetId)).toEqual([ids[0]])
    const today = new Date().toISOString().slice(0, 10)
    expect((await history(boss, { from: today, to: today })).total).toBe(4)
    expect((await history(boss, { to: '2000-01-01' })).total).toBe(0)

    const csv = await call('GET', `/api/admin/history/export.csv?targetId=${ids[0]}`, { token: boss.token })
    expect(csv.headers.get('content-type')).toContain('text/csv')
    const lines = (await csv.text()).split('\r\n')
    expect(lines[0]).toBe('Nº;Fecha y hora (UTC);ID del administrador;Cambio;Objeto;Antes → después;Deshace el nº')
    expect(lines[1]).toContain(`;${boss.id};Votos de una propuesta;Propuesta #${ids[0]};Votos: 0 → 3;`)
    expect(lines[2]).toContain('Estado: Presentada → Rechazada')

    const bad = await call('GET', '/api/admin/history?action=borrar-todo', { token: boss.token })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({ error: 'VALIDATION', message: 'El tipo de cambio pedido no existe' })
  })

  it('residents and visitors cannot read it', async () => {
    const ana = await resident('ana')
    expect((await call('GET', '/api/admin/history', { token: ana.token })).status).toBe(403)
    expect((await call('GET', '/api/admin/history/export.csv')).status).toBe(401)
  })
})

describe('POST /api/admin/history/:id/undo', () => {
  it('puts back the previous status and its dates, records the undo, and only once', async () => {
    const boss = await admin()
    const ana = await resident('ana')
    const p = await newProposal({ token: ana.token })
    await moderate(boss, p.id, { status: 'approved' })
    const approved = await readProposal(p.id)
    await moderate(boss, p.id, { status: 'executed' })
    const [executed] = (await history(boss, { targetId: String(p.id) })).items

    const undo = await call('POST', `/api/admin/history/${executed.id}/undo`, { token: boss.token })
    expect(undo.status).toBe(200)
    // Back to 'Priorizada' with the original prioritisation date, not a new one.
    expect(await undo.json()).toMatchObject({ status: 'approved', approvedAt: approved.approvedAt, executedAt: null })
    const [record, original] = (await history(boss, { targetId: String(p.id) })).items
    expect(record).toMatchObject({
      action: 'proposal.status',
      undoOf: executed.id,
      before: { status: 'executed' },
      after: { status: 'approved', executedAt: null },
    })
    expect(original.undoneBy).toBe(record.id)

    const again = await call('POST', `/api/admin/history/${executed.id}/undo`, { token: boss.token })
    expect(again.status).toBe(409)
    expect(await again.json()).toMatchObject({ error: 'CONFLICT', message: 'Este cambio ya se deshizo.' })
  })

  it('takes back a rejection with its rejection date', async () => {
    const boss = await admin()
    const ana = await resident('ana')
    const p = await newProposal({ token: ana.token })
    const rejected = await (await moderate(boss, p.id, { status: 'rejected' })).json()
    expect(rejected.rejectedAt).not.toBeNull()
    const undo = await call('POST', `/api/admin/history/${rejected.historyId}/undo`, { token: boss.token })
    expect(await undo.json()).toMatchObject({ status: 'pending', rejectedAt: null })
  })

  it('refuses when the proposal changed since, and for changes that are not inline moderation', async () => {
    const boss = await admin()
    const ana = await resident('ana')
    const p = await newProposal({ token: ana.token })
    await moderate(boss, p.id, { votes: 40 })
    const [votes] = (await history(boss, { targetId: String(p.id) })).items
    await call('POST', `/api/proposals/${p.id}/vote`, { token: ana.token })
    const stale = await call('POST', `/api/admin/history/${votes.id}/undo`, { token: boss.token })
    expect(stale.status).toBe(409)
    expect((await readProposal(p.id)).votes).toBe(41)

    await call('PATCH', `/api/users/${ana.id}/role`, { token: boss.token, json: { isAdmin: true } })
    const [role] = (await history(boss, { action: 'user.role' })).items
    const refused = await call('POST', `/api/admin/history/${role.id}/undo`, { token: boss.token })
    expect(refused.status).toBe(400)
    expect((await call('POST', '/api/admin/history/999999/undo', { token: boss.token })).status).toBe(404)
  })
})
