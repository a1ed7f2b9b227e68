import { env } from 'cloudflare:workers'
import { expect, it } from 'vitest'
import { calendarOpenAt, setCalendar } from '../test/calendar'
import { admin, call, client, newProposal, resident, setStatus, type Person } from '../test/fixtures'

const year = 2026

async function assessed(boss: Person, author: Person, title: string, district: string, estimatedCost: number) {
  const { id } = await newProposal({ token: author.token, fields: { title, district } })
  const res = await call('PUT', `/api/proposals/${id}/assessment`, { token: boss.token, json: { feasibility: 'feasible', estimatedCost } })
  expect(res.status).toBe(200)
  return id
}

const committed = async () => {
  const budget = await (await client().budget.$get({ query: {} })).json()
  const accountability = await (await client().accountability.$get({ query: { year: String(year) } })).json()
  return {
    budget: Object.fromEntries(budget.headings.map((h) => [h.district, h.selected])),
    accountability: Object.fromEntries(accountability.headings.map((h) => [h.district, h.selected])),
    remaining: Object.fromEntries(budget.headings.map((h) => [h.district, h.remaining])),
  }
}

// The demo's East in 2026: one proposal prioritised by a status change before the selection (120.000 €),
// then a confirmed selection among two candidates. The money is one: both answers say the same, and the
// selection distributes only what the earlier priority left.
it('GET /api/budget and GET /api/accountability give every heading the same committed money; the selection spends only what is left', async () => {
  const boss = await admin()
  const author = await resident('autora-acuerdo')
  await env.DB.prepare('INSERT OR IGNORE INTO system_config (id, budget_year) VALUES (1, ?)').bind(year).run()
  await env.DB.prepare('UPDATE system_config SET budget_year = ? WHERE id = 1').bind(year).run()
  const headings = { Norte: 250_000, Sur: 200_000, Este: 200_000, Oeste: 180_000, Centro: 220_000, Todos: 150_000 }
  expect((await call('PUT', '/api/budget', { token: boss.token, json: { year, investmentBudget: 24_000_000, headings } })).status).toBe(200)

  const youth = await assessed(boss, author, 'Espacio joven en el antiguo centro de mayores', 'Este', 120_000)
  expect((await setStatus(boss, youth, 'approved')).status).toBe(200)
  const library = await assessed(boss, author, 'Biblioteca abierta en agosto', 'Este', 40_000)
  const crossings = await assessed(boss, author, 'Pasos de peatones elevados junto al colegio', 'Este', 85_000)
  const park = await assessed(boss, author, 'Parque infantil accesible en el parque del Sur', 'Sur', 95_000)
  const insert = env.DB.prepare('INSERT INTO vote_receipts (voter_hash, proposal_id) VALUES (?, ?)')
  await env.DB.batch([
    ...[1, 2, 3].map((n) => insert.bind(`este-${n}`, crossings)),
    ...[1, 2].map((n) => insert.bind(`este-${n}`, library)),
    insert.bind('sur-1', park),
  ])

  // Before any selection the earlier priority is already committed, in both answers.
  let money = await committed()
  expect(money.budget).toEqual(money.accountability)
  expect(money.budget.Este).toBe(120_000)

  const answer = await (await client(boss.token).admin.selection.$get({ query: { district: 'Este', rule: 'greedy' } })).json()
  if ('jobId' in answer) throw new Error('a heading of two voters is computed in the request')
  const preview = answer
  expect(preview).toMatchObject({ amount: 80_000, committed: 120_000, selected: [library], remaining: 40_000 })
  // The crossings have more votes but no longer fit in what is left.
  expect(preview.items.find((i) => i.id === crossings)).toMatchObject({ fits: false })
  // Norte's, presented while presentation is open; the first is prioritised later.
  const full = await assessed(boss, author, 'Cubierta para la pista deportiva', 'Norte', 250_000)
  await assessed(boss, author, 'Huerto urbano comunitario', 'Norte', 45_000)
  // Support has closed: the year is in its selection phase.
  await setCalendar(calendarOpenAt('selection'))
  expect((await call('POST', '/api/admin/selection', { token: boss.token, json: { district: 'Este', rule: 'greedy' } })).status).toBe(200)
  expect((await call('POST', '/api/admin/selection', { token: boss.token, json: { district: 'Sur', rule: 'greedy' } })).status).toBe(200)

  money = await committed()
  expect(money.budget).toEqual(money.accountability)
  expect(money.budget).toMatchObject({ Este: 160_000, Sur: 95_000, Norte: 0 })
  expect(money.remaining).toMatchObject({ Este: 40_000, Sur: 105_000 })

  // A prioritised proposal sent back no longer holds money, in either answer.
  expect((await setStatus(boss, youth, 'pending')).status).toBe(200)
  money = await committed()
  expect(money.budget).toEqual(money.accountability)
  expect(money.budget.Este).toBe(40_000)

  // A heading whose amount earlier priorities use up has nothing left to select, said in Spanish.
  expect((await setStatus(boss, full, 'approved')).status).toBe(200)
  const refused = await call('GET', '/api/admin/selection?district=Norte&rule=greedy', { token: boss.token })
  expect(refused.status).toBe(409)
  expect(await refused.json()).toMatchObject({
    message: 'Las propuestas ya priorizadas de Norte cubren todo su importe de este año: no queda dinero que seleccionar.',
  })
})
