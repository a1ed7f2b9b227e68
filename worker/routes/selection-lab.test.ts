import { describe, expect, it } from 'vitest'
import wieliczka from '../../../shared/pb/poland_wieliczka_2023_green-budget.pb?raw'
import grochow from '../../../shared/pb/Poland_Warszawa_2017_Grochow_Polnocny.pb?raw'
import { LAB_TEXTS, PB_ERROR_TEXTS } from '@domain/texts'
import { admin, call, errorOf, resident } from '../test/fixtures'

/** The council's laboratory: POST /api/admin/selection/simulate with a `.pb` file; nothing is stored. */
const simulate = (token: string | undefined, file?: Blob | string) => {
  const form = new FormData()
  if (file !== undefined) form.set('file', typeof file === 'string' ? new File([file], 'votacion.pb') : file)
  return call('POST', '/api/admin/selection/simulate', { token, body: form })
}

const TINY = [
  'META',
  'key;value',
  'budget;100',
  'PROJECTS',
  'project_id;cost;name',
  'a;60;Parque',
  'b;50;Fuente',
  'VOTES',
  'voter_id;vote',
  '1;a',
  '2;a,b',
  '3;b',
  '',
].join('\n')

describe('POST /api/admin/selection/simulate', () => {
  it("reproduces Wieliczka's published outcome and both rules' selections, with the comparison counts", async () => {
    const boss = await admin()
    const res = await simulate(boss.token, wieliczka)
    expect(res.status).toBe(200)
    const body = (await res.json()) as {
      budget: number
      voters: number
      projects: { id: string; votes: number }[]
      greedy: { selected: string[]; cost: number }
      equalShares: { selected: string[]; cost: number; endowment: number; steps: number; funded: { id: string; effectiveVotes: number }[] }
      comparison: { preferGreedy: number; preferEqualShares: number; equal: number }
    }
    expect(body).toMatchObject({ budget: 1_000_000, voters: 6586, currency: 'PLN' })
    expect(body.projects).toHaveLength(64)
    expect(body.projects.find((project) => project.id === '24')?.votes).toBe(720)
    expect(body.greedy.cost).toBe(998_997)
    expect(body.greedy.selected).toEqual([
      '24',
      '41',
      '40',
      '74',
      '19',
      '6',
      '21',
      '32',
      '39',
      '58',
      '42',
      '25',
      '16',
      '43',
      '20',
      '60',
      '29',
      '33',
      '17',
      '70',
      '34',
      '87',
      '8',
    ])
    expect(body.equalShares).toMatchObject({ cost: 995_079, steps: 164 })
    expect(body.equalShares.endowment).toBeCloseTo(315.837, 3)
    expect([...body.equalShares.selected].sort((a, b) => Number(a) - Number(b))).toEqual(
      [6, 7, 9, 17, 19, 20, 24, 25, 26, 29, 32, 33, 34, 36, 39, 40, 41, 42, 43, 46, 56, 58, 60, 61, 62, 69, 70, 71, 74, 88].map(String),
    )
    expect(body.equalShares.funded[0]).toMatchObject({ id: '24', effectiveVotes: 720 })
    expect(body.comparison).toEqual({ preferGreedy: 873, preferEqualShares: 1615, equal: 4098 })
  })

  it('keeps decimal budgets exact (Grochów Północny, 543715.64)', async () => {
    const boss = await admin()
    const body = (await (await simulate(boss.token, grochow)).json()) as { budget: number; greedy: { cost: number } }
    expect(body.budget).toBe(543_715.64)
    expect(body.greedy.cost).toBe(530_225)
  })

  it('refuses each kind of bad file with its Spanish message, field by field', async () => {
    const boss = await admin()
    const cases: [string, string][] = [
      ['Esto no es una votación', PB_ERROR_TEXTS.PB_NO_META],
      [TINY.replace('budget;100\n', ''), PB_ERROR_TEXTS.PB_NO_BUDGET],
      [TINY.replace('2;a,b', '2;a,z'), PB_ERROR_TEXTS.PB_UNKNOWN_PROJECT(11, '2', 'z')],
      [TINY.replace('a;60;Parque', 'a;-60;Parque'), PB_ERROR_TEXTS.PB_BAD_COST(6, 'a', '-60')],
      [TINY.replace('a;60;Parque', 'a;sesenta;Parque'), PB_ERROR_TEXTS.PB_BAD_COST(6, 'a', 'sesenta')],
      [TINY.replace('b;50;Fuente', 'a;50;Fuente'), PB_ERROR_TEXTS.PB_DUPLICATE_PROJECT(7, 'a')],
      [TINY.replace('Fuente', '=HYPERLINK("http://x")'), PB_ERROR_TEXTS.PB_FORMULA(7, '=HYPERLINK("http://x")')],
      [TINY.replace('Fuente', 'Fu\u0007ente'), PB_ERROR_TEXTS.PB_CONTROL_CHARACTER(7)],
      [TINY.split('VOTES')[0], PB_ERROR_TEXTS.PB_NO_VOTES],
    ]
    for (const [text, message] of cases) {
      const res = await simulate(boss.token, text)
      const error = await errorOf(res)
      expect(error, message).toMatchObject({ error: 'VALIDATION', message, fields: { file: message } })
    }
    const missing = await errorOf(await simulate(boss.token))
    expect(missing).toMatchObject({ error: 'VALIDATION', fields: { file: LAB_TEXTS.fileMissing } })
  })

  it('refuses a 50 MB file with 413 before reading it, and a resident with 403', async () => {
    const boss = await admin()
    const big = new File([new Uint8Array(50 * 1024 * 1024).fill(0x41)], 'enorme.pb')
    const tooBig = await errorOf(await simulate(boss.token, big))
    expect(tooBig.error).toBe('PAYLOAD_TOO_LARGE')
    expect(tooBig.message).toMatch(/10\s?MB/)
    const neighbour = await resident()
    expect((await errorOf(await simulate(neighbour.token, TINY))).error).toBe('FORBIDDEN')
    expect((await errorOf(await simulate(undefined, TINY))).error).toBe('AUTH_REQUIRED')
  })

  it('stores nothing', async () => {
    const boss = await admin()
    const { env } = await import('cloudflare:workers')
    const tables = async () =>
      Promise.all(
        ['proposals', 'vote_receipts', 'audit_log', 'budget_years', 'budget_headings'].map(
          async (table) => (await env.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>())?.n,
        ),
      )
    const before = await tables()
    expect((await simulate(boss.token, TINY)).status).toBe(200)
    expect(await tables()).toEqual(before)
  })
})
