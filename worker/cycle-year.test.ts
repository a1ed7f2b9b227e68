import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import demo from '../scripts/demo-data/demo.json'
import { admin, call } from './test/fixtures'

const cycleOf = async (id: number) =>
  (await env.DB.prepare('SELECT cycle_year AS y FROM proposals WHERE id = ?').bind(id).first<{ y: number | null }>())?.y

/** Inserts a proposal as rows were written before migration 0024, and answers its id. */
async function oldRow(fields: { status: string; created: string; approved?: string; executed?: string }) {
  const row = await env.DB.prepare(
    'INSERT INTO proposals (title, description, district, status, created_at, approved_at, executed_at) VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id',
  )
    .bind(
      `Propuesta ${fields.status} ${fields.created}`,
      'Sin más detalle.',
      'Norte',
      fields.status,
      Date.parse(fields.created),
      fields.approved ? Date.parse(fields.approved) : null,
      fields.executed ? Date.parse(fields.executed) : null,
    )
    .first<{ id: number }>()
  return row!.id
}

describe('the cycle a proposal belongs to (migration 0024)', () => {
  it('gives existing proposals their cycle from the cycles on record, and a row written without one the cycle in course', async () => {
    await env.DB.prepare('INSERT INTO system_config (id, budget_year) VALUES (1, 2027)').run()
    const pending = await oldRow({ status: 'pending', created: '2026-03-01T10:00:00Z' })
    const prioritised = await oldRow({ status: 'approved', created: '2024-11-12T10:00:00Z', approved: '2025-03-01T10:00:00Z' })
    const executed = await oldRow({ status: 'executed', created: '2023-02-01T10:00:00Z', executed: '2024-07-01T10:00:00Z' })
    const rejected = await oldRow({ status: 'rejected', created: '2024-10-14T10:00:00Z' })
    const candidate = await oldRow({ status: 'pending', created: '2025-11-15T10:00:00Z' })
    await env.DB.prepare(
      "INSERT INTO budget_selections (year, district, rule, candidates, approved, changes, admin_id) VALUES (2026, 'Norte', 'greedy', ?, '[]', '[]', 1)",
    )
      .bind(JSON.stringify([candidate]))
      .run()
    // The trigger gave every row the cycle in course, as a row restored from an older backup gets it.
    expect(await cycleOf(rejected)).toBe(2027)

    // The migration's backfill, as it runs on a database of before: the column empty.
    await env.DB.prepare('UPDATE proposals SET cycle_year = NULL').run()
    const migration = env.TEST_MIGRATIONS.find((m) => m.name.startsWith('0024_'))!
    const backfill = migration.queries.find((q) => q.includes('UPDATE `proposals` SET `cycle_year`'))!
    await env.DB.prepare(backfill).run()
    expect(await Promise.all([pending, prioritised, executed, rejected, candidate].map(cycleOf))).toEqual([2027, 2025, 2024, 2024, 2026])
  })
})

describe('one meaning of a year', () => {
  it('/resultados, /seguimiento, the budget, the home card and the exports count the same proposals for every demo year', async () => {
    const form = new FormData()
    form.set('data', JSON.stringify(demo))
    const seeded = await call('POST', '/__local/seed', { body: form })
    expect(await seeded.json()).toMatchObject({ seeded: true })
    const boss = await admin()
    const json = async <T>(path: string, token?: string) => (await call('GET', path, { token })).json() as Promise<T>
    type Totals = { presented: number; prioritised: number; executed: number }
    const { years } = await json<{ years: number[] }>('/api/results')
    expect(years.length).toBeGreaterThan(1)
    const openData = await json<{ year: number; proposals: unknown[] }[]>('/api/open-data/accountability.json')
    let executedEveryYear = 0
    for (const year of years) {
      const results = await json<{ totals: Totals }>(`/api/results?year=${year}`)
      const followUp = await json<{ proposals: { status: string; estimatedCost: number | null; district: string }[] }>(
        `/api/accountability?year=${year}`,
      )
      expect(followUp.proposals.length, `${year}: /seguimiento`).toBe(results.totals.prioritised)
      expect(followUp.proposals.filter((p) => p.status === 'executed').length, `${year}: executed`).toBe(results.totals.executed)
      expect(openData.find((y) => y.year === year)?.proposals.length ?? 0, `${year}: open data`).toBe(results.totals.prioritised)
      const exported = await call('GET', `/api/admin/proposals/export.json?year=${year}`, { token: boss.token })
      const rows = (await exported.json()) as unknown[]
      expect(rows.length, `${year}: export`).toBe(results.totals.presented)
      const budget = await call('GET', `/api/budget?year=${year}`)
      if (budget.status === 200) {
        const { headings } = (await budget.json()) as { headings: { district: string; selected: number }[] }
        const cost = (district: string) =>
          followUp.proposals.filter((p) => p.district === district).reduce((sum, p) => sum + (p.estimatedCost ?? 0), 0)
        for (const h of headings) expect(h.selected, `${year}: ${h.district}`).toBe(cost(h.district))
      }
      executedEveryYear += results.totals.executed
    }
    const impact = await json<{ executed: number }>('/api/accountability/impact')
    expect(impact.executed).toBe(executedEveryYear)
  })
})
