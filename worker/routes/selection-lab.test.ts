import { env } from 'cloudflare:workers'
import { describe, expect, it, vi } from 'vitest'
import wieliczka from '../../../shared/pb/poland_wieliczka_2023_green-budget.pb?raw'
import grochow from '../../../shared/pb/Poland_Warszawa_2017_Grochow_Polnocny.pb?raw'
import { PB_READ_IN_REQUEST_BYTES } from '@domain/constants'
import { LAB_TEXTS, PB_ERROR_TEXTS } from '@copy'
import { consumeSelectionJobs } from '../selection-jobs/consumer'
import type { LabResult } from '../selection-jobs/lab'
import type { SelectionJobMessage } from '../selection-jobs/messages'
import { sweepSelectionJobs } from '../selection-jobs/sweep'
import { admin, call, errorOf, resident } from '../test/fixtures'

/**
 * The council's laboratory: POST /api/admin/selection/simulate with a `.pb` file answers a job at once;
 * the selection queue's consumer computes it and GET /api/admin/selection/simulate/:id follows it.
 */
const simulate = (token: string | undefined, file?: Blob | string) => {
  const form = new FormData()
  if (file !== undefined) form.set('file', typeof file === 'string' ? new File([file], 'votacion.pb') : file)
  return call('POST', '/api/admin/selection/simulate', { token, body: form })
}

interface Job {
  jobId: string
  status: 'queued' | 'running' | 'done' | 'refused'
  progress: number
  result: LabResult | null
  refusal: string | null
}

const jobState = async (token: string | undefined, jobId: string) => call('GET', `/api/admin/selection/simulate/${jobId}`, { token })

/** The job's answer, once the queue's consumer has given one. */
const answered = (token: string, jobId: string) =>
  vi.waitFor(
    async () => {
      const job = (await (await jobState(token, jobId)).json()) as Job
      expect(['done', 'refused']).toContain(job.status)
      return job
    },
    { timeout: 25_000, interval: 100 },
  )

/** Uploads a file and waits for its job's answer. */
async function labJob(token: string, file: string) {
  const res = await simulate(token, file)
  expect(res.status).toBe(202)
  const { jobId } = (await res.json()) as { jobId: string }
  return answered(token, jobId)
}

/** The outcome of a job that ran to the end. */
async function labResult(token: string, file: string) {
  const job = await labJob(token, file)
  expect(job).toMatchObject({ status: 'done', progress: 100, refusal: null })
  return job.result!
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

const MANY_PROJECTS = [
  'META',
  'key;value',
  'budget;3000000',
  'PROJECTS',
  'project_id;cost',
  ...Array.from({ length: 3000 }, (_, index) => `p${index};${1000 + index}`),
  'VOTES',
  'voter_id;vote',
  ...Array.from({ length: 50 }, (_, voter) => `${voter};${Array.from({ length: 60 }, (_, k) => `p${(voter * 60 + k) % 3000}`).join(',')}`),
].join('\n')

/** The review's 181 bytes: two voters, a budget that one project costs alone, another project of cost 1 (3 million raises of the share). */
const RAISES = [
  'META',
  'key;value',
  'budget;6000000',
  'PROJECTS',
  'project_id;cost',
  'caro;6000000',
  'barato;1',
  'VOTES',
  'voter_id;vote',
  '1;caro',
  '2;barato',
  '',
].join('\n')

describe('the laboratory (POST /api/admin/selection/simulate, GET /api/admin/selection/simulate/:id)', () => {
  it("reproduces Wieliczka's published outcome and both rules' selections, with the comparison counts", async () => {
    const boss = await admin()
    const body = await labResult(boss.token, wieliczka)
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
    const body = await labResult(boss.token, grochow)
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
      // The review's files: a 400-digit budget (once answered as "budget": null), a cost of 50,000 digits
      // (once 58 s), 3,000 projects × 50 ballots (once 35 s).
      [TINY.replace('budget;100', `budget;${'9'.repeat(400)}`), PB_ERROR_TEXTS.PB_BUDGET_LIMIT('9'.repeat(40))],
      [TINY.replace('a;60;Parque', `a;${'6'.repeat(50_000)};Parque`), PB_ERROR_TEXTS.PB_LINE_TOO_LONG(6, 20_000)],
      [TINY.replace('a;60;Parque', `a;0.${'6'.repeat(200)};Parque`), PB_ERROR_TEXTS.PB_COST_LIMIT(6, 'a', `0.${'6'.repeat(38)}`)],
      [MANY_PROJECTS, PB_ERROR_TEXTS.PB_TOO_MANY_PROJECTS(3000, 1000)],
    ]
    for (const [text, message] of cases) {
      const res = await simulate(boss.token, text)
      const error = await errorOf(res)
      expect(error, message).toMatchObject({ error: 'VALIDATION', message, fields: { file: message } })
    }
    const missing = await errorOf(await simulate(boss.token))
    expect(missing).toMatchObject({ error: 'VALIDATION', fields: { file: LAB_TEXTS.fileMissing } })
  })

  it("reads a file larger than a district's in the queue's consumer, not in the request: a bad one is refused in its job, in Spanish", async () => {
    const boss = await admin()
    // Over 256 KB of ballots, the last of which names a project the file does not have.
    const ballots = Array.from({ length: 40_000 }, (_, index) => `${index + 4};a,b`)
    const big = `${TINY}${ballots.join('\n')}\n40004;a,z\n`
    expect(big.length).toBeGreaterThan(PB_READ_IN_REQUEST_BYTES)
    const res = await simulate(boss.token, big)
    expect(res.status).toBe(202)
    const { jobId } = (await res.json()) as Job
    expect(await answered(boss.token, jobId)).toMatchObject({
      status: 'refused',
      result: null,
      refusal: PB_ERROR_TEXTS.PB_UNKNOWN_PROJECT(40_013, '40004', 'z'),
    })
    // The same file without the bad ballot is computed.
    expect(await labResult(boss.token, big.replace('40004;a,z\n', ''))).toMatchObject({ voters: 40_003 })
  })

  it('answers the upload with a job before computing anything, while public requests go on; the job then runs and keeps its answer', async () => {
    const boss = await admin()
    const res = await simulate(boss.token, wieliczka)
    expect(res.status).toBe(202)
    const queued = (await res.json()) as Job
    expect(queued).toEqual({ jobId: expect.any(String), status: 'queued', progress: 0 })
    expect((await call('GET', '/api/system-config')).status).toBe(200)
    const job = await answered(boss.token, queued.jobId)
    expect(job).toMatchObject({ status: 'done', progress: 100, result: { voters: 6586, greedy: { cost: 998_997 } } })
    // The answer is kept: a second look reads the same row, and a repeated delivery of the message
    // (the queue retries) neither recomputes nor writes a second answer.
    const row = () => env.DB.prepare('SELECT status, result, finished_at FROM selection_jobs WHERE id = ?1').bind(queued.jobId).first()
    const before = await row()
    const acked: string[] = []
    const message = { body: { jobId: queued.jobId }, attempts: 1, ack: () => acked.push('ack'), retry: () => acked.push('retry') }
    await consumeSelectionJobs({ messages: [message] } as unknown as MessageBatch<SelectionJobMessage>, env)
    expect(acked).toEqual(['ack'])
    expect(await row()).toEqual(before)
    expect(await (await jobState(boss.token, queued.jobId)).json()).toEqual(job)
  })

  it("never shows an outcome the rule did not reach: the review's 181-byte file ends within the work bound, computed to the end or refused in Spanish", async () => {
    const boss = await admin()
    expect(new TextEncoder().encode(RAISES).length).toBeLessThanOrEqual(181)
    const job = await labJob(boss.token, RAISES)
    if (job.status === 'refused') expect(job).toMatchObject({ refusal: LAB_TEXTS.workLimit, result: null })
    else expect(job.result?.equalShares.selected).toEqual(['barato'])
  })

  it('forgets answers after a week and refuses a job the queue lost, in the sweeps', async () => {
    const boss = await admin()
    const job = await labJob(boss.token, TINY)
    await env.DB.prepare(
      `INSERT INTO selection_jobs (id, kind, status, file_key, created_by) VALUES ('perdido', 'lab', 'running', NULL, ?1)`,
    )
      .bind(boss.id)
      .run()
    await sweepSelectionJobs(env, Date.now() + 60 * 60 * 1000)
    expect(await (await jobState(boss.token, 'perdido')).json()).toMatchObject({
      status: 'refused',
      refusal: LAB_TEXTS.jobFailed,
      result: null,
    })
    expect((await jobState(boss.token, job.jobId)).status).toBe(200)
    await sweepSelectionJobs(env, Date.now() + 8 * 24 * 60 * 60 * 1000)
    expect((await errorOf(await jobState(boss.token, job.jobId))).error).toBe('NOT_FOUND')
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
    const job = await labJob(boss.token, TINY)
    expect((await errorOf(await jobState(neighbour.token, job.jobId))).error).toBe('FORBIDDEN')
    expect((await errorOf(await jobState(undefined, job.jobId))).error).toBe('AUTH_REQUIRED')
  })

  it("changes nothing of the portal, and keeps only the job's answer: the upload is deleted once read", async () => {
    const boss = await admin()
    const tables = async () =>
      Promise.all(
        ['proposals', 'vote_receipts', 'audit_log', 'budget_years', 'budget_headings'].map(
          async (table) => (await env.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>())?.n,
        ),
      )
    const before = await tables()
    const job = await labJob(boss.token, TINY)
    expect(job.result).toMatchObject({ budget: 100, voters: 3, greedy: { selected: ['a'] } })
    expect(await tables()).toEqual(before)
    expect((await env.MEDIA.list({ prefix: 'selection-lab/' })).objects).toEqual([])
  })
})
