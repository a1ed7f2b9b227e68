import { createMessageBatch } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import {
  admin,
  call,
  client,
  emailNoticesOn,
  mailbox,
  newProposal,
  readProposal,
  renderedPage,
  resident,
  type Person,
} from '../test/fixtures'
import { openDb } from '../db/client'
import { calendarOpenAt, setCalendar } from '../test/calendar'
import { outcomesOf } from '../db/queries/outcomes'
import worker from '../index'
import type { NoticeMessage } from '../notices/messages'

let boss: Person
let author: Person
let follower: Person
const ids: Record<string, number> = {}
const WITHDRAWN = 'La junta de distrito ya lo incluye en el plan de obras de 2027.'

async function proposal(name: string, assessment: { cost: number } | 'unfeasible') {
  const p = await newProposal({ token: author.token, fields: { title: `Propuesta ${name} del distrito Sur`, district: 'Sur' } })
  ids[name] = p.id
  const json =
    assessment === 'unfeasible'
      ? { feasibility: 'unfeasible', assessment: 'No es competencia municipal.' }
      : { feasibility: 'feasible', estimatedCost: assessment.cost }
  expect((await call('PUT', `/api/proposals/${p.id}/assessment`, { token: boss.token, json })).status).toBe(200)
}

/** Approval ballots straight into vote_receipts, as votes leave them. */
async function ballots(list: [count: number, names: string[]][]) {
  let voter = 0
  const insert = env.DB.prepare('INSERT INTO vote_receipts (voter_hash, proposal_id) VALUES (?, ?)')
  const rows = list.flatMap(([count, names]) =>
    Array.from({ length: count }, () => {
      voter++
      return names.map((n) => insert.bind(`v-${voter}`, ids[n]))
    }).flat(),
  )
  await env.DB.batch(rows)
}

/** Confirmed once support is over, as the phases require (decision 0058). */
const confirm = async () => {
  await setCalendar(calendarOpenAt('selection'))
  return call('POST', '/api/admin/selection', {
    token: boss.token,
    json: { district: 'Sur', rule: 'greedy', excluded: [{ id: ids.W, reason: WITHDRAWN }], included: [] },
  })
}

/** The outcome e-mails sent so far (the assessments' own, 'Viable' and 'No viable', aside). */
const outcomeMails = async () => (await mailbox()).filter((m) => m.kind === 'NOTICE' && !/: (Viable|No viable)$/.test(m.subject))

/** Waits until the queue, running in the background as under wrangler dev, has sent `n` outcome e-mails. */
async function noticeMails(n: number) {
  return vi.waitFor(
    async () => {
      const sent = await outcomeMails()
      expect(sent).toHaveLength(n)
      return sent
    },
    { timeout: 20_000, interval: 100 },
  )
}

beforeEach(async () => {
  boss = await admin()
  author = await resident('autora')
  follower = await resident('seguidora')
  await call('PUT', '/api/budget', {
    token: boss.token,
    json: { year: 2026, investmentBudget: 20_000_000, headings: { Norte: 0, Sur: 100_000, Este: 0, Oeste: 0, Centro: 0, Todos: 0 } },
  })
  // Most votes first: P1 (70.000 €) fits, P2 (40.000 €) finds 30.000 € left, P3 (30.000 €) takes them,
  // P4 (12.000 €) finds nothing left. The board takes W out; U is not feasible.
  await proposal('P1', { cost: 70_000 })
  await proposal('P2', { cost: 40_000 })
  await proposal('P3', { cost: 30_000 })
  await proposal('P4', { cost: 12_000 })
  await proposal('W', { cost: 20_000 })
  await proposal('U', 'unfeasible')
  await ballots([
    [4, ['P1', 'W']],
    [3, ['P2', 'P3']],
    [1, ['P4']],
  ])
})

describe('every candidate’s outcome once its heading is confirmed', () => {
  it('nothing is said before the confirmation', async () => {
    expect((await readProposal(ids.P2)).outcome).toBeNull()
    expect((await readProposal(ids.U)).outcome).toBeNull()
  })

  it('the page, the card and the share tags say what became of it and why, in the four cases', async () => {
    expect((await confirm()).status).toBe(200)
    const said = {
      P1: 'Seleccionada',
      P2: 'No seleccionada: no cabía en el dinero que quedaba (faltaban 10.000\u00a0€)',
      P3: 'Seleccionada',
      P4: 'No seleccionada: no cabía en el dinero que quedaba (faltaban 12.000\u00a0€)',
      W: `Retirada por la junta: ${WITHDRAWN}`,
      U: 'No viable: No es competencia municipal.',
    }
    expect((await readProposal(ids.P4)).outcome).toEqual({
      year: 2026,
      district: 'Sur',
      kind: 'not-selected',
      reason: null,
      shortfall: 12_000,
    })
    expect((await readProposal(ids.W)).outcome).toMatchObject({ kind: 'withdrawn', reason: WITHDRAWN })
    expect((await readProposal(ids.U)).outcome).toMatchObject({ kind: 'unfeasible', reason: 'No es competencia municipal.' })
    const list = await (await client().proposals.$get({ query: { district: 'Sur' } })).json()
    for (const [name, sentence] of Object.entries(said)) {
      const { html } = await renderedPage(`/proposal/${ids[name]}`)
      expect(html, name).toContain(sentence)
      const description = html.match(/<meta property="og:description" content="([^"]*)"/)?.[1]
      expect(description, name).toMatch(new RegExp(`^${sentence.slice(0, 30)}`))
      expect(list.find((p) => p.id === ids[name])?.outcome, name).not.toBeNull()
    }
    // The history keeps every candidate's outcome with the confirmation: the approved, the withdrawn, the ones left out.
    const history = await (await client(boss.token).admin.history.$get({ query: { action: 'budget.selection' } })).json()
    expect(history.items[0].after).toMatchObject({
      approved: [ids.P1, ids.P3],
      excluded: [{ id: ids.W, reason: WITHDRAWN }],
      notSelected: [ids.P2, ids.P4],
    })
  })

  it('tells the author and each follower once per candidate, in the app and by e-mail, and a retried queue batch tells nobody twice', async () => {
    await emailNoticesOn(author.token)
    await emailNoticesOn(follower.token)
    expect((await call('PUT', `/api/proposals/${ids.P2}/follow`, { token: follower.token })).status).toBe(200)
    expect((await confirm()).status).toBe(200)

    const inApp = async (who: Person) => (await (await client(who.token).notifications.$get()).json()).items
    const mine = await inApp(author)
    // The author follows the five candidates (U is no candidate: it heard 'No viable' when it was assessed).
    expect(
      mine
        .filter((n) => n.status !== 'unfeasible' && n.status !== 'feasible')
        .map((n) => [n.proposalId, n.status])
        .sort(),
    ).toEqual(
      [
        [ids.P1, 'approved'],
        [ids.P2, 'not-selected'],
        [ids.P3, 'approved'],
        [ids.P4, 'not-selected'],
        [ids.W, 'withdrawn'],
      ].sort(),
    )
    expect((await inApp(follower)).map((n) => [n.proposalId, n.status])).toEqual([[ids.P2, 'not-selected']])

    const sent = await noticeMails(6)
    const to = (who: Person) => sent.filter((m) => m.email === who.email)
    expect(to(author)).toHaveLength(5)
    expect(to(follower).map((m) => m.subject)).toEqual([`Novedades de la propuesta «Propuesta P2 del distrito Sur»: No seleccionada`])
    expect(to(author).find((m) => m.subject.includes('Propuesta W'))?.subject).toContain('Retirada por la junta')

    // The queue delivers every message of the confirmation again (its events and their deliveries): nobody hears twice.
    const { results: delivered } = await env.DB.prepare(
      `SELECT e.id, e.origin, json_group_array(d.recipient) AS recipients FROM notice_events e
         JOIN notice_deliveries d ON d.event_id = e.id
        WHERE e.status IN ('approved', 'not-selected', 'withdrawn') GROUP BY e.id`,
    ).all<{ id: string; origin: string; recipients: string }>()
    expect(delivered).toHaveLength(5)
    const again: NoticeMessage[] = delivered.flatMap((e) => [
      { kind: 'event' as const, eventId: e.id, origin: e.origin },
      { kind: 'deliver' as const, eventId: e.id, origin: e.origin, channel: 'email' as const, recipients: JSON.parse(e.recipients) },
    ])
    const batch = createMessageBatch<NoticeMessage>(
      'presupuestos-avisos',
      again.map((body, i) => ({ id: `replay-${i}`, timestamp: new Date(), attempts: 2, body })),
    )
    await worker.queue(batch, env)
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(await outcomeMails()).toHaveLength(6)
    expect(await inApp(author)).toHaveLength(mine.length)
  })

  it('the whole list (more ids than one parameter takes) gets the same outcomes as a page', async () => {
    expect((await confirm()).status).toBe(200)
    const asked = [ids.P2, ids.W, ids.U]
    const page = await outcomesOf(openDb(env.DB), asked)
    const whole = await outcomesOf(openDb(env.DB), [...asked, ...Array.from({ length: 1000 }, (_, i) => 1_000_000 + i)])
    expect([...whole.entries()].sort()).toEqual([...page.entries()].sort())
    expect([...page.keys()].sort()).toEqual([...asked].sort())
  })

  it('the acta of the year records the money, the rule, every candidate with its outcome, the seed and where to check it', async () => {
    const before = await call('GET', '/api/results/acta/2026')
    expect(before.status).toBe(404)
    expect((await before.json()) as object).toMatchObject({ error: 'NOT_FOUND' })
    expect((await confirm()).status).toBe(200)
    const acta = await (await client().results.acta[':year'].$get({ param: { year: '2026' }, query: { distrito: 'Sur' } })).json()
    const [sur] = acta.headings
    expect(sur).toMatchObject({
      district: 'Sur',
      rule: 'greedy',
      headingAmount: 100_000,
      amount: 100_000,
      remaining: 0,
      seed: 'presupuestos-participativos/2026/Sur',
      pb: '/api/budget/2026/Sur.pb',
      voters: { total: 8 },
    })
    expect(sur.items.map((i) => [i.title.split(' ')[1], i.votes, i.estimatedCost, i.outcome.kind, i.outcome.shortfall])).toEqual([
      ['P1', 4, 70_000, 'selected', null],
      ['P2', 3, 40_000, 'not-selected', 10_000],
      ['P3', 3, 30_000, 'selected', null],
      ['P4', 1, 12_000, 'not-selected', 12_000],
      ['W', 4, 20_000, 'withdrawn', null],
    ])
    expect(acta.openData).toEqual({ csv: '/api/open-data/proposals.csv', json: '/api/open-data/proposals.json' })
    const { html } = await renderedPage('/resultados/acta/2026')
    expect(html).toContain('Acta de resultados 2026')
    expect(html).toContain(`Retirada por la junta: ${WITHDRAWN}`)
  })
})
