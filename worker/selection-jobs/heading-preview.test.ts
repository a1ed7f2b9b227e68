import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { BUDGET_TEXTS, HEADING_JOB_TEXTS } from '@copy'
import { admin, call, errorOf, type Person } from '../test/fixtures'
import { calendarOpenAt, setCalendar } from '../test/calendar'

/**
 * A large heading (more voters × candidates than a request computes): its preview is computed in the
 * selection queue and kept, and its confirmation approves that kept result (decision 0055).
 */
const CANDIDATES = 51
const VOTERS = 2000
let boss: Person
let ids: number[]

const preview = (query: Record<string, string>) => call('GET', `/api/admin/selection?${new URLSearchParams(query)}`, { token: boss.token })
const headingJobs = async () =>
  (await env.DB.prepare("SELECT count(*) AS n FROM selection_jobs WHERE kind = 'heading'").first<{ n: number }>())!.n

/** The preview once the queue has computed it: 202 with the job until then. */
const computed = (query: Record<string, string>) =>
  vi.waitFor(
    async () => {
      const res = await preview(query)
      expect(res.status).toBe(200)
      return (await res.json()) as {
        selected: number[]
        remaining: number
        voters: { total: number }
        items: { id: number; votes: number }[]
      }
    },
    { timeout: 25_000, interval: 200 },
  )

beforeEach(async () => {
  boss = await admin()
  await call('PUT', '/api/budget', {
    token: boss.token,
    json: { year: 2026, investmentBudget: 20_000_000, headings: { Norte: 100_000, Sur: 0, Este: 0, Oeste: 0, Centro: 0, Todos: 0 } },
  })
  const inserted = await env.DB.batch(
    Array.from({ length: CANDIDATES }, (_, n) =>
      env.DB.prepare(
        "INSERT INTO proposals (title, description, district, feasibility, estimated_cost) VALUES (?1, 'Una propuesta del distrito.', 'Norte', 'feasible', 5000) RETURNING id",
      ).bind(`Propuesta ${n + 1} del Norte`),
    ),
  )
  ids = inserted.map((r) => (r.results[0] as { id: number }).id)
  // Each voter supports one candidate, and every seventh a second: candidate k gets about 40 + k/2 votes.
  const rows = Array.from({ length: VOTERS }, (_, voter) => [
    [`norte-${voter}`, ids[voter % CANDIDATES]],
    ...(voter % 7 === 0 ? [[`norte-${voter}`, ids[(voter * 3 + 1) % CANDIDATES]]] : []),
  ]).flat()
  await env.DB.prepare('INSERT OR IGNORE INTO vote_receipts (voter_hash, proposal_id) SELECT value ->> 0, value ->> 1 FROM json_each(?1)')
    .bind(JSON.stringify(rows))
    .run()
})

describe('a large heading through the selection queue', () => {
  it('answers 202 with the job instead of computing in the request, then the kept preview, computed once', async () => {
    const query = { district: 'Norte', rule: 'greedy' }
    const first = await preview(query)
    expect(first.status).toBe(202)
    expect(await first.json()).toEqual({ jobId: expect.any(String), status: 'queued', progress: 0 })
    const body = await computed(query)
    expect(body.voters.total).toBe(VOTERS)
    expect(body.selected).toHaveLength(20)
    expect(body.remaining).toBe(0)
    // Asked again, the same preview is read, not computed again.
    expect(await (await preview(query)).json()).toEqual(body)
    expect(await headingJobs()).toBe(1)
    // Another rule is another preview; a new vote makes the heading's data new, and its preview too.
    expect((await preview({ district: 'Norte', rule: 'equal-shares' })).status).toBe(202)
    await env.DB.prepare('INSERT INTO vote_receipts (voter_hash, proposal_id) VALUES (?1, ?2)').bind('norte-nueva', ids[0]).run()
    expect((await preview(query)).status).toBe(202)
    const after = await computed(query)
    expect(after.voters.total).toBe(VOTERS + 1)
  })

  it('confirms the kept preview the council saw, and refuses a confirmation with nothing computed for it', async () => {
    // Confirmed once support is over, as the phases require (decision 0058).
    await setCalendar(calendarOpenAt('selection'))
    const notPreviewed = await call('POST', '/api/admin/selection', {
      token: boss.token,
      json: { district: 'Norte', rule: 'greedy', excluded: [{ id: ids[0], reason: 'Ya se hace con otro presupuesto.' }] },
    })
    expect(await errorOf(notPreviewed)).toMatchObject({ error: 'CONFLICT', message: HEADING_JOB_TEXTS.notPreviewed })
    const seen = await computed({ district: 'Norte', rule: 'greedy' })
    const res = await call('POST', '/api/admin/selection', { token: boss.token, json: { district: 'Norte', rule: 'greedy' } })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ approved: seen.selected, remaining: 0 })
    const approved = await env.DB.prepare("SELECT count(*) AS n FROM proposals WHERE status = 'approved'").first<{ n: number }>()
    expect(approved!.n).toBe(20)
  })

  it("answers a refused job's Spanish reason, as the request would have", async () => {
    await call('PUT', '/api/budget', {
      token: boss.token,
      json: { year: 2026, investmentBudget: 20_000_000, headings: { Norte: 0, Sur: 0, Este: 0, Oeste: 0, Centro: 0, Todos: 0 } },
    })
    await vi.waitFor(
      async () => {
        const res = await preview({ district: 'Norte', rule: 'greedy' })
        expect(res.status).toBe(409)
        expect(await res.json()).toMatchObject({ error: 'CONFLICT', message: BUDGET_TEXTS.noMoney('Norte') })
      },
      { timeout: 25_000, interval: 200 },
    )
  })
})
