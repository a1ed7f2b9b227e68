import { describe, expect, it } from 'vitest'
import { dni, seedCensus } from '../test/census'
import { admin, call, moderate, newProposal, resident, visitorContact } from '../test/fixtures'

const person = (n: number) => ({ document: dni(n), birthDate: '1960-01-01' })

describe('the proposals export says by which channel the votes came', () => {
  it('counts web, census, paper, phone, WhatsApp and table votes per proposal, and what the counter added, in the CSV and the Excel rows', async () => {
    const boss = await admin()
    await seedCensus([201, 202, 203, 204, 205, 206, 207].map((n) => ({ ...person(n), district: 'Norte' })))
    const a = (await newProposal({ fields: { ...visitorContact, title: 'Sombra en el patio del colegio' } })).id
    const b = (await newProposal({ fields: { ...visitorContact, title: 'Fuente en la plaza del barrio' } })).id
    // Census channels need every online vote to be a census person's (decision 0056): the web voters verify.
    await call('PATCH', '/api/system-config', { token: boss.token, json: { residentsOnly: true, censusVoting: true } })

    for (const [name, n] of [
      ['ana', 206],
      ['luis', 207],
    ] as const) {
      const { token } = await resident(name)
      expect((await call('POST', '/api/user/verification', { token, json: person(n) })).status).toBe(200)
      expect((await call('POST', `/api/proposals/${a}/vote`, { token })).status).toBe(200)
    }
    expect((await call('POST', `/api/proposals/${b}/census-vote`, { json: person(201) })).status).toBe(200)
    const staff = (n: number, channel: string, proposalIds: number[]) =>
      call('POST', '/api/admin/paper-votes', { token: boss.token, json: { ...person(n), proposalIds, channel } })
    expect((await staff(202, 'paper', [a, b])).status).toBe(200)
    expect((await staff(203, 'phone', [a])).status).toBe(200)
    expect((await staff(204, 'whatsapp', [b])).status).toBe(200)
    expect((await staff(205, 'table', [b])).status).toBe(200)
    // The same person again at a table is caught: no second vote, no second count.
    expect((await staff(202, 'table', [a])).status).toBe(200)
    // The admin's counter (§4) takes a's total to 10 without receipts: the last column says 6.
    expect((await moderate(boss, a, { votes: 10 })).status).toBe(200)

    const json = await call('GET', '/api/admin/proposals/export.json?sort=title', { token: boss.token })
    const rows = (await json.json<(string | number)[][]>()).map((r) => [r[0], r[6], ...r.slice(11)])
    expect(rows).toEqual([
      // b: 'Fuente…' (census, paper, WhatsApp, table = 4 votes)
      [b, 4, 0, 1, 1, 0, 1, 1, 0],
      // a: 'Sombra…' (2 web, 1 paper, 1 phone, counter to 10)
      [a, 10, 2, 0, 1, 1, 0, 0, 6],
    ])
    const csv = await (await call('GET', '/api/admin/proposals/export.csv?sort=title', { token: boss.token })).text()
    const lines = csv.split('\r\n')
    expect(lines[0].split(';').slice(11)).toEqual([
      'Votos web (con cuenta)',
      'Votos sin cuenta (padrón)',
      'Votos en papel',
      'Votos por teléfono',
      'Votos por WhatsApp',
      'Votos en mesa',
      'Votos del recuento manual',
    ])
    expect(lines[1].split(';').slice(-7)).toEqual(['0', '1', '1', '0', '1', '1', '0'])
    expect(lines[2].split(';').slice(-7)).toEqual(['2', '0', '1', '1', '0', '0', '6'])
  })
})
