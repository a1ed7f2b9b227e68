import { env } from 'cloudflare:workers'
import { beforeEach, expect, it } from 'vitest'
import { admin, call, client, resident, type Person } from '../test/fixtures'
import { calendarOpenAt, setCalendar } from '../test/calendar'

// A heading with more proposals than D1 takes bound parameters in one statement (100): every list of
// ids that reaches SQL must go as one parameter, or the confirmation, the preview after it, the public
// budget and marking the notices it causes as read all answer 500.
const MANY = 300
const TAKEN_OUT = 120

let boss: Person
let author: Person
let ids: number[]

const count = async (query: string, ...params: unknown[]) =>
  (
    await env.DB.prepare(query)
      .bind(...params)
      .first<{ n: number }>()
  )?.n

beforeEach(async () => {
  boss = await admin()
  author = await resident('autora')
  await call('PUT', '/api/budget', {
    token: boss.token,
    json: { year: 2026, investmentBudget: 20_000_000, headings: { Norte: 1_000_000, Sur: 0, Este: 0, Oeste: 0, Centro: 0, Todos: 0 } },
  })
  const insert = env.DB.prepare(
    `INSERT INTO proposals (user_id, title, description, district, feasibility, estimated_cost, votes, created_at)
     VALUES (?1, ?2, 'Una mejora pequeña para el barrio, con su descripción.', 'Norte', 'feasible', 1000, 1, ?3) RETURNING id`,
  )
  const rows = await env.DB.batch<{ id: number }>(
    Array.from({ length: MANY }, (_, i) => insert.bind(author.id, `Mejora número ${i + 1} del barrio`, Date.now() + i)),
  )
  ids = rows.map((r) => r.results[0].id)
  const ballot = env.DB.prepare("INSERT INTO vote_receipts (voter_hash, proposal_id) VALUES ('una-vecina', ?)")
  const follow = env.DB.prepare('INSERT INTO follows (user_id, proposal_id) VALUES (?, ?)')
  await env.DB.batch(ids.flatMap((id) => [ballot.bind(id), follow.bind(author.id, id)]))
})

it(`confirms a heading of ${MANY} proposals; its preview, the public budget and the author's notices read it back whole`, async () => {
  const excluded = ids.slice(0, TAKEN_OUT).map((id) => ({ id, reason: 'La junta la deja para el año que viene.' }))
  // Confirmed once support is over, as the phases require (decision 0058).
  await setCalendar(calendarOpenAt('selection'))
  const res = await call('POST', '/api/admin/selection', { token: boss.token, json: { district: 'Norte', rule: 'greedy', excluded } })
  expect(res.status).toBe(200)
  const kept = ids.slice(TAKEN_OUT)
  expect((await res.json<{ approved: number[] }>()).approved.sort((a, b) => a - b)).toEqual(kept)
  expect(await count("SELECT count(*) AS n FROM proposals WHERE status = 'approved'")).toBe(MANY - TAKEN_OUT)

  const preview = await client(boss.token).admin.selection.$get({ query: { district: 'Norte', rule: 'greedy' } })
  expect(preview.status).toBe(200)
  const body = await preview.json()
  // One voter × 300 candidates is far below the size that goes to the selection queue.
  if (!('items' in body)) throw new Error('the preview was sent to the selection queue')
  expect(body.items).toHaveLength(MANY)

  const budget = await client().budget.$get({ query: {} })
  expect(budget.status).toBe(200)
  const norte = (await budget.json()).headings.find((h) => h.district === 'Norte')
  expect(norte).toMatchObject({ selected: (MANY - TAKEN_OUT) * 1000 })
  expect(norte?.selection?.changes).toHaveLength(TAKEN_OUT)
  expect(norte?.selection?.changes[0]).toMatchObject({ id: ids[0], kind: 'excluded', title: 'Mejora número 1 del barrio' })

  // The author follows every one: each candidate's outcome (approved or withdrawn, decision 0059) is a
  // notice, and she marks them all read at once.
  const noticeIds = (await env.DB.prepare('SELECT id FROM notices WHERE user_id = ?').bind(author.id).all<{ id: number }>()).results
  expect(noticeIds).toHaveLength(MANY)
  const read = await call('POST', '/api/notifications/read', { token: author.token, json: { ids: noticeIds.map((n) => n.id) } })
  expect(read.status).toBe(200)
  expect(await read.json()).toMatchObject({ marked: MANY, unread: 0 })
})
