import { env } from 'cloudflare:workers'
import type { ClientResponse, InferResponseType } from 'hono/client'
import { beforeEach, describe, expect, it } from 'vitest'
import { parsePb } from '@domain/selection'
import { calendarOpenAt, setCalendar } from '../test/calendar'
import { admin, call, client, errorOf, newProposal, readProposal, resident, type Person } from '../test/fixtures'

let boss: Person
let author: Person
const ids: Record<string, number> = {}

async function proposal(name: string, district: string, assessment?: { cost: number } | 'unfeasible') {
  const p = await newProposal({ token: author.token, fields: { title: `Propuesta ${name} del distrito`, district } })
  ids[name] = p.id
  if (assessment === 'unfeasible')
    await call('PUT', `/api/proposals/${p.id}/assessment`, {
      token: boss.token,
      json: { feasibility: 'unfeasible', assessment: 'No es competencia municipal.' },
    })
  else if (assessment)
    await call('PUT', `/api/proposals/${p.id}/assessment`, {
      token: boss.token,
      json: { feasibility: 'feasible', estimatedCost: assessment.cost },
    })
}

/** Approval ballots straight into vote_receipts: one row per person and proposal, as votes leave them. */
async function ballots(heading: string, list: [count: number, names: string[]][]) {
  let voter = 0
  const insert = env.DB.prepare('INSERT INTO vote_receipts (voter_hash, proposal_id) VALUES (?, ?)')
  const rows = list.flatMap(([count, names]) =>
    Array.from({ length: count }, () => {
      voter++
      return names.map((name) => insert.bind(`${heading}-voter-${voter}`, ids[name]))
    }).flat(),
  )
  await env.DB.batch(rows)
}

type SelectionGet = ReturnType<typeof client>['admin']['selection']['$get']
/** The preview of a heading small enough to be computed in the request (a large one answers 202 with its job: selection-jobs tests). */
const preview = (query: Record<string, string>) =>
  client(boss.token).admin.selection.$get({ query: query as never }) as Promise<
    ClientResponse<InferResponseType<SelectionGet, 200>, 200, 'json'>
  >
const confirm = (json: unknown) => call('POST', '/api/admin/selection', { token: boss.token, json })
const count = async (sql: string) => (await env.DB.prepare(sql).first<{ n: number }>())!.n

// Every test starts from this city (the Worker tests isolate storage per test).
beforeEach(async () => {
  boss = await admin()
  author = await resident('autora')
  await call('PUT', '/api/budget', {
    token: boss.token,
    json: {
      year: 2026,
      investmentBudget: 20_000_000,
      headings: { Norte: 100_000, Sur: 100_000, Este: 50_000, Oeste: 0, Centro: 80_000, Todos: 0 },
    },
  })
  // Norte: a majority of six supports A and B, a minority of four supports C.
  await proposal('A', 'Norte', { cost: 50_000 })
  await proposal('B', 'Norte', { cost: 50_000 })
  await proposal('C', 'Norte', { cost: 40_000 })
  await proposal('E', 'Norte', 'unfeasible')
  await proposal('G', 'Norte')
  await ballots('norte', [
    [6, ['A', 'B']],
    [4, ['C']],
    [3, ['E', 'G']],
  ])
  // Sur: one that does not fit is skipped and the next still tried; P2 and P3 tie, P2 was sent first.
  await proposal('P1', 'Sur', { cost: 70_000 })
  await proposal('P2', 'Sur', { cost: 40_000 })
  await proposal('P3', 'Sur', { cost: 30_000 })
  await proposal('P4', 'Sur', { cost: 10_000 })
  await ballots('sur', [
    [1, ['P1', 'P2', 'P3', 'P4']],
    [1, ['P1', 'P2', 'P3']],
    [1, ['P1']],
  ])
  await proposal('X', 'Este', { cost: 20_000 })
  await proposal('Y', 'Este', { cost: 20_000 })
  await ballots('este', [[2, ['X', 'Y']]])
  await proposal('K', 'Centro', { cost: 30_000 })
  // Support has closed: the year is in its selection phase (a selection is confirmed only then).
  await setCalendar(calendarOpenAt('selection'))
})

describe('GET /api/admin/selection: the preview', () => {
  it("'Mayoría de apoyos' takes them by votes while the money lasts, and says what equal shares would take instead", async () => {
    const res = await preview({ district: 'Norte', rule: 'greedy' })
    expect(res.status).toBe(200)
    const body = await res.json()
    expect(body).toMatchObject({ district: 'Norte', rule: 'greedy', amount: 100_000, remaining: 0, confirmed: null })
    expect(body.items.map((i) => [i.id, i.votes, i.estimatedCost, i.runningTotal, i.fits])).toEqual([
      [ids.A, 6, 50_000, 50_000, true],
      [ids.B, 6, 50_000, 100_000, true],
      [ids.C, 4, 40_000, 100_000, false],
    ])
    expect(body.other).toEqual({ rule: 'equal-shares', selected: [ids.A, ids.C] })
    expect(body.voters).toEqual({ total: 10, preferGreedy: 6, preferEqualShares: 4, equal: 0 })
  })

  it("'Reparto equitativo' funds the minority's proposal, says what each supporter paid, and the comparison step can overrule it", async () => {
    const body = await (await preview({ district: 'Norte', rule: 'equal-shares' })).json()
    expect(body).toMatchObject({ rule: 'equal-shares', outcome: 'equal-shares', remaining: 10_000, selected: [ids.A, ids.C] })
    // As the laboratory explains it: 100.000 € among the 10 voters to start, raised while the outcome fits.
    expect(body.startShare).toBe(10_000)
    expect(body.endowment).toBeGreaterThanOrEqual(10_000)
    expect(body.items.map((i) => [i.id, i.runningTotal, i.fits])).toEqual([
      [ids.A, 50_000, true],
      [ids.C, 90_000, true],
      [ids.B, 90_000, false],
    ])
    expect(body.items[0]).toMatchObject({ effectiveVotes: 6, payments: [{ amount: 8333.33, voters: 6 }] })
    expect(body.items[1]).toMatchObject({ effectiveVotes: 4, payments: [{ amount: 10_000, voters: 4 }] })
    expect(body.items[2]).toMatchObject({ effectiveVotes: null, payments: null })
    expect(body.other).toEqual({ rule: 'greedy', selected: [ids.A, ids.B] })

    const compared = await (await preview({ district: 'Norte', rule: 'equal-shares', comparison: 'true' })).json()
    expect(compared).toMatchObject({ outcome: 'greedy', selected: [ids.A, ids.B], remaining: 0 })
    // The voters are still compared with equal shares' own outcome: that is why it was overruled.
    expect(compared.voters).toEqual({ total: 10, preferGreedy: 6, preferEqualShares: 4, equal: 0 })
  })

  it('skips one that does not fit and still tries the next; a tie in votes goes to the earlier proposal', async () => {
    const body = await (await preview({ district: 'Sur', rule: 'greedy' })).json()
    expect(body.items.map((i) => [i.id, i.votes, i.runningTotal, i.fits])).toEqual([
      [ids.P1, 3, 70_000, true],
      [ids.P2, 2, 70_000, false],
      [ids.P3, 2, 100_000, true],
      [ids.P4, 1, 100_000, false],
    ])
    expect(body.remaining).toBe(0)
  })

  it('takes out and puts in what the board says: what it puts in is paid first, what it takes out never', async () => {
    const out = await (await preview({ district: 'Norte', rule: 'greedy', excluded: String(ids.A) })).json()
    expect(out.selected).toEqual([ids.B, ids.C])
    expect(out.items.at(-1)).toMatchObject({ id: ids.A, fits: false, change: 'excluded' })
    expect(out.remaining).toBe(10_000)
    const put = await (await preview({ district: 'Norte', rule: 'greedy', included: String(ids.C) })).json()
    expect(put.selected).toEqual([ids.C, ids.A])
    expect(put.items[0]).toMatchObject({ id: ids.C, fits: true, change: 'included', runningTotal: 40_000 })
    expect(put.remaining).toBe(10_000)
  })

  it('refuses an unknown heading or rule, a heading with nothing assessed or no money, and changes that are not candidates', async () => {
    expect(
      (await errorOf(await call('GET', '/api/admin/selection?district=Marte&rule=greedy', { token: boss.token }))).fields?.district,
    ).toBe('Elige un distrito de la lista o toda la ciudad')
    expect((await errorOf(await call('GET', '/api/admin/selection?district=Norte&rule=azar', { token: boss.token }))).error).toBe(
      'VALIDATION',
    )
    expect((await errorOf(await preview({ district: 'Oeste', rule: 'greedy' }))).message).toBe(
      'Oeste no tiene propuestas presentadas viables con coste estimado: evalúalas antes de seleccionar.',
    )
    expect((await errorOf(await preview({ district: 'Norte', rule: 'greedy', excluded: String(ids.E) }))).message).toBe(
      `La propuesta #${ids.E} no es una propuesta presentada, viable y con coste de este distrito.`,
    )
    const ana = await resident('ana-selection')
    expect((await errorOf(await call('GET', '/api/admin/selection?district=Norte&rule=greedy', { token: ana.token }))).error).toBe(
      'FORBIDDEN',
    )
  })
})

describe('POST /api/admin/selection: the confirmation', () => {
  it('approves the selection in one batch, with reasons, history and notices; the budget follows; a second confirmation changes nothing', async () => {
    const res = await confirm({
      district: 'Norte',
      rule: 'greedy',
      excluded: [{ id: ids.B, reason: 'Se solapa con una obra ya prevista por el Ayuntamiento.' }],
    })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ approved: [ids.A, ids.C], remaining: 10_000 })
    expect(await readProposal(ids.A)).toMatchObject({ status: 'approved', approvedAt: expect.any(String) })
    expect(await readProposal(ids.C)).toMatchObject({ status: 'approved' })
    expect(await readProposal(ids.B)).toMatchObject({ status: 'pending', approvedAt: null })

    const budget = await (await client().budget.$get({ query: {} })).json()
    expect(budget.rule).toBe('greedy')
    expect(budget.headings[0]).toMatchObject({ district: 'Norte', amount: 100_000, selected: 90_000, remaining: 10_000 })
    expect(budget.headings[0].selection?.changes).toEqual([
      { id: ids.B, kind: 'excluded', reason: 'Se solapa con una obra ya prevista por el Ayuntamiento.', title: 'Propuesta B del distrito' },
    ])
    const history = await (await client(boss.token).admin.history.$get({ query: { action: 'budget.selection' } })).json()
    expect(history.items[0]).toMatchObject({
      targetType: 'budget',
      targetId: 2026,
      after: { district: 'Norte', rule: 'greedy', approved: [ids.A, ids.C] },
    })
    const statusEntries = await (
      await client(boss.token).admin.history.$get({ query: { action: 'proposal.status', targetId: String(ids.A) } })
    ).json()
    expect(statusEntries.items[0]).toMatchObject({ before: { status: 'pending' }, after: { status: 'approved' } })
    const notices = await (await client(author.token).notifications.$get()).json()
    expect(
      notices.items
        .filter((n) => n.status === 'approved')
        .map((n) => n.proposalId)
        .sort(),
    ).toEqual([ids.A, ids.C].sort())

    const entries = await count('SELECT count(*) AS n FROM audit_log')
    const again = await errorOf(await confirm({ district: 'Norte', rule: 'equal-shares' }))
    expect(again).toMatchObject({ error: 'CONFLICT', message: 'La selección de este distrito ya se confirmó; no se ha cambiado nada.' })
    expect(await count('SELECT count(*) AS n FROM audit_log')).toBe(entries)
    expect(await readProposal(ids.B)).toMatchObject({ status: 'pending' })
    // The confirmed heading's preview still reads its election, with the confirmation.
    const after = await (await preview({ district: 'Norte', rule: 'greedy', excluded: String(ids.B) })).json()
    expect(after).toMatchObject({ selected: [ids.A, ids.C], confirmed: { rule: 'greedy', approved: [ids.A, ids.C] } })
  })

  it('two administrators confirming the same heading at once get one result', async () => {
    const other = await admin()
    const [first, second] = await Promise.all([
      confirm({ district: 'Este', rule: 'greedy' }),
      call('POST', '/api/admin/selection', { token: other.token, json: { district: 'Este', rule: 'equal-shares' } }),
    ])
    expect([first.status, second.status].sort()).toEqual([200, 409])
    expect(await count("SELECT count(*) AS n FROM audit_log WHERE action = 'budget.selection' AND after LIKE '%Este%'")).toBe(1)
    expect(await count(`SELECT count(*) AS n FROM audit_log WHERE action = 'proposal.status' AND target_id = ${ids.X}`)).toBe(1)
    expect(await count(`SELECT count(*) AS n FROM notices WHERE proposal_id = ${ids.X} AND status = 'approved'`)).toBe(1)
  })

  it('refuses bad input with nothing written: a reason missing, one proposal both out and in, more put in than the money', async () => {
    const entries = await count('SELECT count(*) AS n FROM audit_log')
    const cases: [unknown, string][] = [
      [
        { district: 'Sur', rule: 'greedy', excluded: [{ id: ids.P1, reason: '' }] },
        'Explica cada cambio con un motivo público de entre 3 y 500 caracteres',
      ],
      [
        { district: 'Sur', rule: 'greedy', excluded: [{ id: ids.P1, reason: 'Motivo' }], included: [{ id: ids.P1, reason: 'Motivo' }] },
        'Una propuesta no puede quitarse y añadirse a la vez',
      ],
      [
        {
          district: 'Sur',
          rule: 'greedy',
          included: [
            { id: ids.P1, reason: 'Urgente' },
            { id: ids.P2, reason: 'Urgente' },
          ],
        },
        'Lo que la junta añade cuesta más que el importe de este distrito.',
      ],
      [{ district: 'Marte', rule: 'greedy' }, 'Elige un distrito de la lista o toda la ciudad'],
    ]
    for (const [json, message] of cases) expect((await errorOf(await confirm(json))).message).toBe(message)
    expect(await count('SELECT count(*) AS n FROM audit_log')).toBe(entries)
    expect(await count('SELECT count(*) AS n FROM budget_selections WHERE district = "Sur"')).toBe(0)
    expect(await readProposal(ids.P1)).toMatchObject({ status: 'pending' })
  })
})

describe('GET /api/budget/{year}/{district}.pb: the election as open data', () => {
  it('is published once voting has closed, with costs, votes and anonymous ballots that the parser reads back', async () => {
    expect((await errorOf(await call('GET', '/api/budget/2026/Sur.pb'))).message).toBe(
      'El fichero de la votación se publica cuando se cierran las votaciones.',
    )
    await call('PATCH', '/api/system-config', { token: boss.token, json: { votingEnabled: false } })
    const res = await call('GET', '/api/budget/2026/Sur.pb')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-disposition')).toContain('presupuesto-participativo-2026-Sur.pb')
    const text = await res.text()
    expect(text).not.toMatch(/sur-voter|autora|@/)
    const parsed = parsePb(text)
    if (!parsed.ok) throw new Error(parsed.error.code)
    const { election } = parsed
    expect(Number(election.meta.budget)).toBe(100_000)
    expect(election.projects.map((p) => [p.id, String(p.cost)])).toEqual([
      [String(ids.P1), '70000'],
      [String(ids.P2), '40000'],
      [String(ids.P3), '30000'],
      [String(ids.P4), '10000'],
    ])
    expect(election.ballots.map((b) => b.projects.length).sort()).toEqual([1, 3, 4])
    expect(new Set(election.ballots.map((b) => b.voterId))).toEqual(new Set(['1', '2', '3']))

    expect((await errorOf(await call('GET', '/api/budget/2026/Marte.pb'))).error).toBe('NOT_FOUND')
    expect((await errorOf(await call('GET', '/api/budget/2019/Sur.pb'))).error).toBe('NOT_FOUND')
  })
})
