import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { cityDay } from '@domain/city-day'
import { VALIDATION_TEXTS } from '@copy'
import { admin, call, client, newProposal, proposalForm, resident, setStatus, type Person } from '../test/fixtures'

const year = Number(cityDay().slice(0, 4))

async function selected(boss: Person, district: string, estimatedCost: number) {
  const { id } = await newProposal({ token: (await resident()).token, fields: { district } })
  await env.DB.prepare('UPDATE proposals SET feasibility = ?, estimated_cost = ? WHERE id = ?').bind('feasible', estimatedCost, id).run()
  expect((await setStatus(boss, id, 'approved')).status).toBe(200)
  return id
}

const milestone = (boss: Person, id: number, phase: string, progress: number) =>
  client(boss.token).proposals[':id'].milestones.$post({
    param: { id: String(id) },
    form: { date: cityDay(), phase, text: `Hito «${phase}» & compañía <b>`, progress: String(progress) },
  })

/** A year as the tests set it: the budget of the cycle in force, with the selected proposals of three headings. */
async function world() {
  const boss = await admin()
  await env.DB.prepare('UPDATE system_config SET budget_year = ? WHERE id = 1').bind(year).run()
  await env.DB.prepare('INSERT OR IGNORE INTO system_config (id, budget_year) VALUES (1, ?)').bind(year).run()
  const headings = { Norte: 300_000, Sur: 200_000, Este: 100_000, Oeste: 100_000, Centro: 100_000, Todos: 50_000 }
  const budget = await call('PUT', '/api/budget', { token: boss.token, json: { year, investmentBudget: 20_000_000, headings } })
  expect(budget.status).toBe(200)
  const works = await selected(boss, 'Norte', 120_000)
  const idle = await selected(boss, 'Norte', 60_000)
  const done = await selected(boss, 'Sur', 90_000)
  await milestone(boss, works, 'En obras', 40)
  await client(boss.token).proposals[':id'].costs.$patch({ param: { id: String(works) }, json: { awardedCost: 110_000, finalCost: null } })
  await milestone(boss, done, 'Finalizada', 100)
  await client(boss.token).proposals[':id'].costs.$patch({ param: { id: String(done) }, json: { awardedCost: 85_000, finalCost: 88_500 } })
  expect((await setStatus(boss, done, 'executed')).status).toBe(200)
  return { boss, works, idle, done }
}

describe('accountability of a year (/seguimiento, open data, home card)', () => {
  it('per heading: amount, selected, awarded and final costs, proposals per phase, average progress; the same in the open data', async () => {
    const { works, idle, done } = await world()
    const res = await client().accountability.$get({ query: {} })
    expect(res.status).toBe(200)
    const a = await res.json()
    expect(a.year).toBe(year)
    expect(a.years).toContain(year)
    const norte = a.headings.find((h) => h.district === 'Norte')!
    expect(norte).toMatchObject({
      amount: 300_000,
      selected: 180_000,
      awarded: 110_000,
      final: 0,
      proposals: 2,
      executed: 0,
      averageProgress: 20,
    })
    expect(norte.byPhase).toMatchObject({ 'Sin iniciar': 1, 'En obras': 1, Finalizada: 0 })
    expect(a.headings.find((h) => h.district === 'Sur')).toMatchObject({
      amount: 200_000,
      selected: 90_000,
      final: 88_500,
      executed: 1,
      averageProgress: 100,
    })
    expect(a.totals).toMatchObject({
      amount: 850_000,
      selected: 270_000,
      awarded: 195_000,
      final: 88_500,
      proposals: 3,
      executed: 1,
      averageProgress: 47,
    })
    expect(a.proposals.map((p) => [p.id, p.progress, p.phase]).sort()).toEqual(
      [
        [works, 40, 'En obras'],
        [idle, null, null],
        [done, 100, 'Finalizada'],
      ].sort(),
    )

    const impact = await (await client().accountability.impact.$get()).json()
    expect(impact).toEqual({ executed: 1, finalCost: 88_500, withFinalCost: 1, districts: [{ district: 'Sur', executed: 1 }] })

    const json = (await (await call('GET', '/api/open-data/accountability.json')).json()) as (typeof a)[]
    const same = json.find((y) => y.year === year)!
    expect(same.headings).toEqual(a.headings)
    expect(same.totals).toEqual(a.totals)
    const csv = await (await call('GET', '/api/open-data/accountability.csv')).text()
    const lines = csv.replace(/^\uFEFF/, '').split('\r\n')
    expect(lines[0]).toBe(
      'Año;Partida;Importe;Coste seleccionado;Coste adjudicado;Coste final;Propuestas seleccionadas;Ejecutadas;Sin iniciar;En redacción del proyecto;En licitación;Adjudicada;En obras;Finalizada;Avance medio (%)',
    )
    expect(lines).toContain(`${year};Norte;300000;180000;110000;0;2;0;1;0;0;0;1;0;20`)
    expect(lines).toContain(`${year};Total;850000;270000;195000;88500;3;1;1;0;0;0;1;1;47`)
  })

  it('a final cost counts as spent only once the proposal is executed: not while it is still Priorizada at 100 %', async () => {
    const { boss, works } = await world()
    // The works are finished and their final cost recorded, but the proposal is not yet declared executed.
    expect((await milestone(boss, works, 'Finalizada', 100)).status).toBe(201)
    const costs = await client(boss.token).proposals[':id'].costs.$patch({
      param: { id: String(works) },
      json: { awardedCost: 110_000, finalCost: 130_000 },
    })
    expect(costs.status).toBe(200)

    const a = await (await client().accountability.$get({ query: {} })).json()
    expect(a.headings.find((h) => h.district === 'Norte')).toMatchObject({ final: 0, executed: 0, averageProgress: 50 })
    expect(a.totals).toMatchObject({ final: 88_500, executed: 1 })
    // Its page still says what the council recorded.
    expect(a.proposals.find((p) => p.id === works)).toMatchObject({ status: 'approved', progress: 100, finalCost: 130_000 })
    const impact = await (await client().accountability.impact.$get()).json()
    expect(impact).toMatchObject({ executed: 1, finalCost: 88_500 })
    const csv = (await (await call('GET', '/api/open-data/accountability.csv')).text()).split('\r\n')
    expect(csv).toContain(`${year};Norte;300000;180000;110000;0;2;0;1;0;0;0;0;1;50`)
    expect(csv).toContain(`${year};Total;850000;270000;195000;88500;3;1;1;0;0;0;0;2;67`)

    // Declared executed, it counts.
    expect((await setStatus(boss, works, 'executed')).status).toBe(200)
    const after = await (await client().accountability.$get({ query: {} })).json()
    expect(after.totals).toMatchObject({ final: 218_500, executed: 2 })
    expect(await (await client().accountability.impact.$get()).json()).toMatchObject({ executed: 2, finalCost: 218_500 })
  })

  it('keeps earlier years; a year with nothing in it reads as zeros; a bad year is refused in Spanish', async () => {
    await world()
    const empty = await (await client().accountability.$get({ query: { year: '1999' } })).json()
    expect(empty).toMatchObject({ year: 1999, totals: { amount: 0, selected: 0, proposals: 0, averageProgress: null }, proposals: [] })
    expect(empty.years).toContain(year)
    const bad = await call('GET', '/api/accountability?year=dos mil')
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({ error: 'VALIDATION', message: 'El año no es válido' })
  })
})

describe('the part of the proposals a page shows (decision 0076)', () => {
  it('narrows by district and phase, sends at most `limit` or `perDistrict` of each district, and counts what matched; the figures stay the whole year', async () => {
    const { boss, works, idle, done } = await world()
    const norte2 = await selected(boss, 'Norte', 10_000)
    const whole = await (await client().accountability.$get({ query: {} })).json()
    expect(whole.matching).toBe(4)
    expect(whole.proposals).toHaveLength(4)

    const get = async (query: Record<string, string>) => (await client().accountability.$get({ query })).json()
    const north = await get({ district: 'Norte' })
    expect(north.proposals.map((p) => p.id).sort()).toEqual([works, idle, norte2].sort())
    expect(north.matching).toBe(3)
    // The tables read the same whatever the page shows.
    expect(north.headings).toEqual(whole.headings)
    expect(north.totals).toEqual(whole.totals)

    const firstOfNorth = await get({ district: 'Norte', limit: '1' })
    expect(firstOfNorth.proposals.map((p) => p.id)).toEqual([north.proposals[0].id])
    expect(firstOfNorth.matching).toBe(3)

    const notStarted = await get({ phase: 'Sin iniciar' })
    expect(notStarted.proposals.map((p) => p.id).sort()).toEqual([idle, norte2].sort())
    const finished = await get({ phase: 'Finalizada', district: 'Sur' })
    expect(finished.proposals.map((p) => p.id)).toEqual([done])
    expect((await get({ phase: 'Ninguna' })).matching).toBe(0)

    const onePerDistrict = await get({ perDistrict: '1' })
    expect(onePerDistrict.proposals.map((p) => p.district).sort()).toEqual(['Norte', 'Sur'])
    expect(onePerDistrict.matching).toBe(4)
  })

  it('refuses a district off the list, a long phase and a page size that is not a whole number from 1 to 500, in Spanish', async () => {
    for (const [query, message] of [
      ['district=Marte', VALIDATION_TEXTS.district],
      [`phase=${'x'.repeat(61)}`, VALIDATION_TEXTS.phaseNameMax],
      ['limit=0', VALIDATION_TEXTS.pageSize],
      ['limit=501', VALIDATION_TEXTS.pageSize],
      ['perDistrict=doce', VALIDATION_TEXTS.pageSize],
    ]) {
      const res = await call('GET', `/api/accountability?${query}`)
      expect(res.status, query).toBe(400)
      expect(await res.json()).toMatchObject({ error: 'VALIDATION', message })
    }
  })
})

describe('the feed of milestones', () => {
  it('is Atom 1.0 with one entry per milestone, newest first, escaped', async () => {
    const { works, done } = await world()
    const res = await call('GET', '/seguimiento/feed.atom')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8')
    const xml = await res.text()
    expect(xml.startsWith('<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom"')).toBe(true)
    const entries = [...xml.matchAll(/<entry>[\s\S]*?<\/entry>/g)].map((m) => m[0])
    expect(entries).toHaveLength(2)
    expect(entries[0]).toContain(`/proposal/${done}#hito-`)
    expect(entries[1]).toContain(`/proposal/${works}#hito-`)
    expect(entries[1]).toContain('Hito «En obras» &amp; compañía &lt;b&gt;')
    expect(xml).not.toContain('<b>')
    // Revalidated like the other public answers.
    const again = await call('GET', '/seguimiento/feed.atom', { headers: { 'if-none-match': res.headers.get('etag')! } })
    expect(again.status).toBe(304)
  })

  it('refuses, at its cause, a title or description with a character no feed can carry, and keeps the proposal as it was', async () => {
    const { boss, works } = await world()
    // (A half of a surrogate pair cannot reach it: a form's text is sent as UTF-8, which has none.)
    const before = await env.DB.prepare('SELECT title, description FROM proposals WHERE id = ?1').bind(works).first()
    const cases: Record<string, string>[] = [
      { title: 'Parque\uFFFF del río' },
      { description: `${'Un parque con árboles. '.repeat(3)}\uFDD0` },
    ]
    for (const fields of cases) {
      const res = await call('PATCH', `/api/proposals/${works}/data`, { token: boss.token, body: proposalForm(fields) })
      expect(res.status, JSON.stringify(fields)).toBe(400)
      expect(((await res.json()) as { message: string }).message).toBe(VALIDATION_TEXTS.text)
    }
    expect(await env.DB.prepare('SELECT title, description FROM proposals WHERE id = ?1').bind(works).first()).toEqual(before)
  })

  it('stays well-formed XML when a title holds characters XML 1.0 cannot carry', async () => {
    const { works } = await world()
    await env.DB.prepare('UPDATE proposals SET title = ?1 WHERE id = ?2').bind('Parque\uFFFF del\u0008 río\uD800', works).run()
    const xml = await (await call('GET', '/seguimiento/feed.atom')).text()
    expect(xml).toContain('Parque del río')
    expect(xml).not.toMatch(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u)
  })
})
