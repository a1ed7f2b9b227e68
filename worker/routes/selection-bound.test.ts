import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { parsePb } from '@domain/selection'
import assen2024 from '../../../shared/pb/Netherlands_Assen_2024.pb?raw'
import assen2025 from '../../../shared/pb/Netherlands_Assen_2025.pb?raw'
import swiecie from '../../../shared/pb/Poland_Swiecie_2023.pb?raw'
import grochow from '../../../shared/pb/Poland_Warszawa_2017_Grochow_Polnocny.pb?raw'
import rembertow from '../../../shared/pb/Poland_Warszawa_2019_Rembertow.pb?raw'
import wieliczka from '../../../shared/pb/poland_wieliczka_2023_green-budget.pb?raw'
import { admin, call, errorOf, type Person } from '../test/fixtures'
import { calendarOpenAt, setCalendar } from '../test/calendar'

const REAL = { assen2024, assen2025, swiecie, grochow, rembertow, wieliczka }

/**
 * The review's headings (issue 35) against the real preview and confirmation: one that Add1 used to
 * take 86 s over, answered exactly; one larger than the work a request may do (the six real
 * elections of ../shared/pb side by side in one heading), refused in Spanish
 * with nothing shown and nothing confirmed.
 */
let boss: Person

/** `count` pending, feasible proposals of a heading straight into D1, costing cost(i) for i = 1…count. */
async function proposals(district: string, tag: string, count: number, cost: string) {
  await env.DB.prepare(
    `INSERT INTO proposals (title, description, district, feasibility, estimated_cost)
     WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
     SELECT '${tag} ' || i || ' del distrito', 'Una propuesta de carga.', ?, 'feasible', ${cost} FROM n`,
  )
    .bind(count, district)
    .run()
  const { results } = await env.DB.prepare('SELECT id FROM proposals WHERE title LIKE ? ORDER BY id').bind(`${tag} %`).all<{ id: number }>()
  return results.map((r) => r.id)
}

/** Approval ballots: voter v (1…voters) supports the heading's proposal p when supports(v, p) holds, in SQL. */
async function ballots(tag: string, voters: number, supports: string) {
  await env.DB.prepare(
    `INSERT INTO vote_receipts (voter_hash, proposal_id)
     WITH RECURSIVE v(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM v WHERE i < ?)
     SELECT '${tag}-' || v.i, p.id FROM v JOIN proposals p ON p.title LIKE '${tag} %' WHERE ${supports}`,
  )
    .bind(voters)
    .run()
}

const preview = (district: string) =>
  call('GET', `/api/admin/selection?district=${district}&rule=equal-shares&comparison=true`, { token: boss.token })
/** Confirmed once support is over, as the phases require (decision 0058). */
const confirm = async (district: string) => {
  await setCalendar(calendarOpenAt('selection'))
  return call('POST', '/api/admin/selection', {
    token: boss.token,
    json: { district, rule: 'equal-shares', comparison: true, excluded: [], included: [] },
  })
}
const count = async (sql: string) => (await env.DB.prepare(sql).first<{ n: number }>())!.n

beforeEach(async () => {
  boss = await admin()
  await call('PUT', '/api/budget', {
    token: boss.token,
    json: {
      year: 2026,
      investmentBudget: 200_000_000,
      headings: { Norte: 100_000, Sur: 0, Este: 0, Oeste: 0, Centro: 0, Todos: 0 },
    },
  })
})

describe('equal shares in the preview and the confirmation, exact and bounded', () => {
  it("the review's heading: 513 voters, small proposals and one of 240.000 € with one supporter, answered with Add1's exact outcome", async () => {
    // Twenty small proposals (78.000 € together), each voter supporting two of them…
    const small = await proposals('Norte', 'Pequeña', 20, '1800 + 200 * i')
    await ballots('Pequeña', 512, '(p.rowid % 20) IN (v.i % 20, (v.i * 7 + 3) % 20)')
    // …and one dearer than the whole heading, supported by one more voter alone.
    const [dear] = await proposals('Norte', 'Cara', 1, '240000')
    await ballots('Cara', 1, '1')
    const res = await preview('Norte')
    expect(res.status).toBe(200)
    const body = await res.json<{ selected: number[]; outcome: string; endowment: number; remaining: number; voters: { total: number } }>()
    expect(body.voters.total).toBe(513)
    expect(body.outcome).toBe('equal-shares')
    // Add1 raises the share one euro at a time while the outcome fits: every small proposal is in, and
    // the raise stops at the last euro before the single supporter could pay 240.000 € alone, which
    // would overspend: 100.000/513 + 239.805 = 239.999,93 € per voter.
    expect([...body.selected].sort((a, b) => a - b)).toEqual(small)
    expect(body.selected).not.toContain(dear)
    expect(body.endowment).toBe(239_999.93)
    expect(body.remaining).toBe(22_000)
  })

  it('a heading past the work a request may do: refused in Spanish, no outcome shown, and its confirmation refused with nothing written', async () => {
    // The whole city's heading holding the six real elections' proposals and voters side by side, twice:
    // 338 proposals, 23,340 voters, 73,260 supports. Equal shares raises the share through all their
    // changes at once, more than one request may compute (the six once, 169 proposals, now fit: decision 0072).
    const pairs: [string, number][] = []
    let budget = 0
    for (const copy of [1, 2])
      for (const [tag, text] of Object.entries(REAL)) {
        const parsed = parsePb(text)
        if (!parsed.ok) throw new Error(parsed.error.code)
        const { election } = parsed
        budget += Math.floor(election.budget.toNumber())
        const ids = new Map<string, number>()
        for (const project of election.projects) {
          const row = await env.DB.prepare(
            "INSERT INTO proposals (title, description, district, feasibility, estimated_cost) VALUES (?, 'De una votación real.', 'Todos', 'feasible', ?) RETURNING id",
          )
            .bind(`${tag} ${project.id} de la ciudad (${copy})`, Math.ceil(project.cost.toNumber()))
            .first<{ id: number }>()
          ids.set(project.id, row!.id)
        }
        election.ballots.forEach((ballot, voter) => {
          for (const id of ballot.projects) pairs.push([`${tag}-${copy}-${voter}`, ids.get(id)!])
        })
      }
    await env.DB.prepare(
      "INSERT INTO vote_receipts (voter_hash, proposal_id) SELECT json_extract(value, '$[0]'), json_extract(value, '$[1]') FROM json_each(?)",
    )
      .bind(JSON.stringify(pairs))
      .run()
    await call('PUT', '/api/budget', {
      token: boss.token,
      json: { year: 2026, investmentBudget: 200_000_000, headings: { Norte: 0, Sur: 0, Este: 0, Oeste: 0, Centro: 0, Todos: budget } },
    })

    // So large a heading is computed in the selection queue (decision 0055): the preview answers its job
    // at once, and then the job's refusal, never an outcome: the code and Spanish reason of the request's own.
    expect((await preview('Todos')).status).toBe(202)
    const refused = await vi.waitFor(
      async () => {
        const res = await preview('Todos')
        expect(res.status).toBe(422)
        return errorOf(res)
      },
      { timeout: 100_000, interval: 500 },
    )
    expect(refused.message).toContain('La selección de toda la ciudad necesita más cálculo del que el portal puede hacer en una petición')
    const before = await count('SELECT COUNT(*) AS n FROM audit_log')
    const notConfirmed = await errorOf(await confirm('Todos'))
    expect(refused.error).toBe('SELECTION_TOO_LARGE')
    expect(notConfirmed).toMatchObject({ error: 'SELECTION_TOO_LARGE', message: refused.message })
    expect(await count('SELECT COUNT(*) AS n FROM budget_selections')).toBe(0)
    expect(await count("SELECT COUNT(*) AS n FROM proposals WHERE status <> 'pending'")).toBe(0)
    expect(await count('SELECT COUNT(*) AS n FROM audit_log')).toBe(before)
    // Reaching the bound takes the bound's worth of computing, once, in the queue (seconds on a loaded machine).
  }, 120_000)
})
