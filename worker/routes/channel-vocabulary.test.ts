import { describe, expect, it } from 'vitest'
import { CENSUS_ERRORS } from '@copy'
import { dni, seedCensus } from '../test/census'
import { admin, call, errorOf, newProposal, proposalForm, readProposal, snapshot, visitorContact } from '../test/fixtures'

// One channel vocabulary in the API (docs/decisions/0070): the proposals' Spanish codes, which staff
// votes now take and answer too; the English codes staff votes took before are still accepted.
const person = (n: number) => ({ document: dni(n), birthDate: '1960-01-01' })

describe('one channel vocabulary', () => {
  it("a staff vote takes the proposals' codes and the old English ones alike, answers the channel in Spanish and counts both in the same column", async () => {
    const boss = await admin()
    await seedCensus([501, 502, 503, 504, 505, 506, 507].map((n) => ({ ...person(n), district: 'Norte' })))
    await call('PATCH', '/api/system-config', { token: boss.token, json: { residentsOnly: true } })
    const id = (await newProposal({ fields: { ...visitorContact, district: 'Norte', title: 'Bancos a la sombra del parque' } })).id
    const staff = async (n: number, channel: string) => {
      const res = await call('POST', '/api/admin/paper-votes', { token: boss.token, json: { ...person(n), proposalIds: [id], channel } })
      expect(res.status, channel).toBe(200)
      const body = await res.json<{ channel: string; results: { counted: boolean }[] }>()
      expect(body.results, channel).toEqual([expect.objectContaining({ counted: true })])
      return body.channel
    }
    const answered = []
    for (const [n, channel] of [
      [501, 'papel'],
      [502, 'paper'],
      [503, 'telefono'],
      [504, 'phone'],
      [505, 'mesa'],
      [506, 'table'],
      [507, 'whatsapp'],
    ] as const)
      answered.push(await staff(n, channel))
    expect(answered).toEqual(['papel', 'papel', 'telefono', 'telefono', 'mesa', 'mesa', 'whatsapp'])

    // The export's columns by channel: each old and new code landed in the same one.
    const rows = await (await call('GET', '/api/admin/proposals/export.json', { token: boss.token })).json<(string | number)[][]>()
    const row = rows.find((r) => r[0] === id)
    // web, padrón, papel, teléfono, WhatsApp, mesa, then the counter's.
    expect(row?.slice(-7)).toEqual([0, 0, 2, 2, 1, 2, 0])
  })

  it('a code of neither vocabulary is refused in Spanish and counts nothing', async () => {
    const boss = await admin()
    await seedCensus([{ ...person(511), district: 'Norte' }])
    await call('PATCH', '/api/system-config', { token: boss.token, json: { residentsOnly: true } })
    const id = (await newProposal({ fields: { ...visitorContact, district: 'Norte' } })).id
    const before = await snapshot()
    for (const channel of ['fax', 'census', 'padron', 'web', 'Papel']) {
      const res = await call('POST', '/api/admin/paper-votes', { token: boss.token, json: { ...person(511), proposalIds: [id], channel } })
      expect(res.status, channel).toBe(400)
      expect((await errorOf(res)).fields, channel).toEqual({ channel: CENSUS_ERRORS.channel })
    }
    expect(await snapshot()).toEqual(before)
  })

  it("a proposal registered from a channel keeps the proposals' codes, in the register's answer, the public one and the admin filter", async () => {
    const boss = await admin()
    const res = await call('POST', '/api/admin/proposals', {
      token: boss.token,
      body: proposalForm({ channel: 'telefono', receivedAt: '2026-01-15', title: 'Semáforo sonoro en la avenida', ...visitorContact }),
    })
    expect(res.status).toBe(201)
    const { id, channel } = await res.json<{ id: number; channel: string }>()
    expect(channel).toBe('telefono')
    expect((await readProposal(id)).channel).toBe('telefono')
    const page = await call('GET', '/api/admin/proposals?channel=telefono', { token: boss.token })
    expect((await page.json<{ items: { id: number; channel: string }[] }>()).items.map((p) => [p.id, p.channel])).toEqual([
      [id, 'telefono'],
    ])
  })
})
