import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import type { Status } from '@domain/statuses'
import {
  admin,
  call,
  client,
  jpegFile,
  moderate,
  newProposal,
  proposalFields,
  proposalForm,
  resident,
  visitorContact,
} from '../test/fixtures'

describe('proposals received by other channels', () => {
  it('an admin registers a paper coupon with its received date; the public sees the channel, not the person', async () => {
    const boss = await admin()
    const res = await client(boss.token).admin.proposals.$post({
      form: proposalFields({
        channel: 'papel',
        receivedAt: '2026-04-30',
        submitterName: 'Pilar',
        submitterSurname: 'Sanz',
        submitterPhone: '',
        image: jpegFile('cupon.jpg'),
      }),
    })
    expect(res.status).toBe(201)
    const p = await res.json()
    expect(p).toMatchObject({ channel: 'papel', status: 'pending', createdAt: '2026-04-30T12:00:00.000Z' })
    const pub = await (await call('GET', `/api/proposals/${p.id}`)).text()
    expect(pub).toContain('"channel":"papel"')
    expect(pub).not.toContain('Pilar')
    expect(await (await call('GET', `/api/proposals/${p.id}/author`, { token: boss.token })).json()).toMatchObject({ submitter: null })
    const row = await env.DB.prepare('SELECT submitter_name FROM proposals WHERE id = ?').bind(p.id).first()
    expect(row).toMatchObject({ submitter_name: 'Pilar' })
  })

  it('refuses an unknown channel, a future date and a coupon without a name, in Spanish', async () => {
    const boss = await admin()
    const send = (fields: Record<string, string>) =>
      call('POST', '/api/admin/proposals', {
        token: boss.token,
        body: proposalForm({ channel: 'papel', receivedAt: '2026-04-30', submitterName: 'Pilar', ...fields }),
      })
    expect(await (await send({ channel: 'paloma' })).json()).toMatchObject({
      fields: { channel: 'Selecciona el canal por el que llegó la propuesta' },
    })
    expect(await (await send({ receivedAt: '2999-01-01' })).json()).toMatchObject({
      fields: { receivedAt: 'Indica una fecha de recepción válida que no sea futura' },
    })
    expect(await (await send({ submitterName: '' })).json()).toMatchObject({ fields: { submitterName: 'El nombre es requerido' } })
    expect(await (await send({ channel: 'web' })).json()).toMatchObject({ error: 'VALIDATION' })
  })
})

describe('public results and open data', () => {
  it('counts presented, prioritised and executed per district and scope, with total votes and the top proposals', async () => {
    const boss = await admin()
    const make = async (district: string, scope: string, status: Status, votes: number) => {
      const p = await newProposal({ fields: { ...visitorContact, district, scope } })
      await moderate(boss, p.id, { status, votes })
      return p
    }
    await make('Norte', 'Medio Ambiente', 'pending', 10)
    await make('Norte', 'Medio Ambiente', 'approved', 30)
    const top = await make('Sur', 'Movilidad Urbana', 'executed', 50)
    await make('Sur', 'Medio Ambiente', 'rejected', 1)
    const year = new Date().getUTCFullYear()
    const answer = await client().results.$get({ query: { year: String(year) } })
    if (answer.status !== 200) throw new Error(`results answered ${answer.status}`)
    const res = await answer.json()
    expect(res.totals).toEqual({ presented: 4, prioritised: 2, executed: 1, votes: 91 })
    expect(res.byDistrict).toEqual([
      { district: 'Norte', presented: 2, prioritised: 1, executed: 0, votes: 40 },
      { district: 'Sur', presented: 2, prioritised: 1, executed: 1, votes: 51 },
    ])
    expect(res.byScope.find((s) => s.scope === 'Medio Ambiente')).toEqual({
      scope: 'Medio Ambiente',
      presented: 3,
      prioritised: 1,
      executed: 0,
      votes: 41,
    })
    expect(res.top[0].id).toBe(top.id)
    expect(res.years).toEqual([year])
    expect(await (await client().results.$get({ query: { year: String(year - 3) } })).json()).toMatchObject({
      totals: { presented: 0, votes: 0 },
    })
    expect((await call('GET', '/api/results?year=abc')).status).toBe(400)
  })

  it('open data gives each row the technical assessment: the verdict in words and the cost in whole euros, then the cycle', async () => {
    const boss = await admin()
    const p = await newProposal({ token: (await resident('assessed')).token })
    await call('PUT', `/api/proposals/${p.id}/assessment`, { token: boss.token, json: { feasibility: 'feasible', estimatedCost: 45000 } })
    const csv = await (await call('GET', '/api/open-data/proposals.csv')).text()
    expect(csv.split('\r\n').find((line) => line.startsWith(`${p.id};`))).toMatch(/;Viable;45000;\d{4}$/)
    const json = await (await client()['open-data']['proposals.json'].$get()).json()
    expect(json.find((x) => x.id === p.id)).toMatchObject({ feasibility: 'feasible', estimatedCost: 45000, assessment: null })
  })

  it('open data in another language is another copy: its own tag, and a Spanish copy is never confirmed to it', async () => {
    await newProposal({ token: (await resident()).token })
    const es = await call('GET', '/api/open-data/proposals.csv')
    const ca = await call('GET', '/api/open-data/proposals.csv', { headers: { cookie: 'pp_lang=ca' } })
    expect((await es.text()).split('\r\n')[0]).toMatch(/^ID;Título;/)
    expect((await ca.text()).split('\r\n')[0]).not.toMatch(/^ID;Título;/)
    expect(ca.headers.get('etag')).not.toBe(es.headers.get('etag'))
    for (const res of [es, ca]) expect(res.headers.get('vary')).toContain('Cookie')
    // A conditional request in Catalan with the Spanish copy's tag gets the Catalan body, not a 304.
    const crossed = await call('GET', '/api/open-data/proposals.csv', {
      headers: { cookie: 'pp_lang=ca', 'if-none-match': es.headers.get('etag')! },
    })
    expect(crossed.status).toBe(200)
    const same = await call('GET', '/api/open-data/proposals.csv', {
      headers: { cookie: 'pp_lang=ca', 'if-none-match': ca.headers.get('etag')! },
    })
    expect(same.status).toBe(304)
  })

  it('open data has every public field and no personal data, as JSON and as a Spanish-Excel CSV', async () => {
    const ana = await resident()
    await call('POST', '/api/proposals', { body: proposalForm({ ...visitorContact, title: '=HIPERVINCULO("x") peligroso' }) })
    await call('POST', '/api/proposals', { token: ana.token, body: proposalForm() })
    const json = await (await call('GET', '/api/open-data/proposals.json')).text()
    const csvRes = await call('GET', '/api/open-data/proposals.csv')
    const csv = await csvRes.text()
    expect(csvRes.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(csv.split('\r\n')[0]).toBe(
      'ID;Título;Descripción;Estado;Distrito;Ámbito;Votos;Fecha de Creación;Fecha de Priorización;Fecha de Ejecución;Canal;Viabilidad;Coste estimado;Año del presupuesto',
    )
    // Each proposal says the cycle it belongs to, the year every figure counts it in.
    const { budgetYear } = (await (await call('GET', '/api/system-config')).json()) as { budgetYear: number }
    expect(csv.split('\r\n')[1].split(';').at(-1)).toBe(String(budgetYear))
    expect((JSON.parse(json) as { cycleYear: number }[]).map((p) => p.cycleYear)).toEqual([budgetYear, budgetYear])
    expect(csv).toContain(`;'=HIPERVINCULO(""x"") peligroso`.replace(`;'`, `;"'`))
    for (const text of [json, csv]) {
      for (const secret of [visitorContact.submitterEmail, visitorContact.submitterPhone, visitorContact.submitterName, ana.email])
        expect(text).not.toContain(secret)
    }
  })
})
