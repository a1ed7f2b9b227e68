import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { cityDay } from '@domain/city-day'
import { longDay } from '@copy/dates'
import { dayBefore, flatCalendar, type CycleCalendar } from '@domain/cycle-calendar'
import { CALENDAR_FORM_TEXTS, CYCLE_REFUSALS, CYCLE_TEXTS } from '@copy'
import { calendarOpenAt, setCalendar } from './test/calendar'
import { dni, seedCensus } from './test/census'
import { admin, call, errorOf, newProposal, proposalForm, resident, type Person } from './test/fixtures'

const PERSON = { document: dni(201), birthDate: '1960-01-01' }
let boss: Person
/** The web channel's voter: a verified account, as online votes must be while census channels are open. */
let web: Person

beforeEach(async () => {
  boss = await admin()
  await seedCensus([
    { ...PERSON, district: 'Norte' },
    ...[202, 203, 204, 205, 206].map((n) => ({ document: dni(n), birthDate: '1960-01-01', district: 'Norte' })),
  ])
  // Census channels open only while every online vote is a census person's (decision 0056).
  await call('PATCH', '/api/system-config', { token: boss.token, json: { residentsOnly: true } })
  await call('PATCH', '/api/system-config', { token: boss.token, json: { censusVoting: true } })
  web = await resident()
  const verified = await call('POST', '/api/user/verification', { token: web.token, json: { document: dni(202), birthDate: '1960-01-01' } })
  expect(verified.status).toBe(200)
})

const count = async (sql: string) => (await env.DB.prepare(sql).first<{ n: number }>())!.n
const votesOf = (id: number) => count(`SELECT votes AS n FROM proposals WHERE id = ${id}`)
const history = (action: string) => count(`SELECT count(*) AS n FROM audit_log WHERE action = '${action}'`)
const putCalendar = (json: unknown) => call('PUT', '/api/system-config/calendar', { token: boss.token, json })
const config = async () => (await call('GET', '/api/system-config')).json() as Promise<Record<string, unknown>>

/** A calendar of 2026: presentation and support together until 15 March, then a phase a month. */
function spring(): CycleCalendar {
  const calendar = calendarOpenAt('support', '2026-03-01')
  calendar.presentation = calendar.support = { start: '2026-01-10', end: '2026-03-15' }
  return calendar
}

/** Every vote channel for one proposal, each by a census person of its own: web (an account), census without one, staff on paper and at a table. */
async function everyChannel(id: number) {
  const staff = (n: number, channel: string) =>
    call('POST', '/api/admin/paper-votes', {
      token: boss.token,
      json: { document: dni(n), birthDate: '1960-01-01', proposalIds: [id], channel },
    })
  return {
    web: await call('POST', `/api/proposals/${id}/vote`, { token: web.token }),
    census: await call('POST', `/api/proposals/${id}/census-vote`, { json: { document: dni(203), birthDate: '1960-01-01' } }),
    paper: await staff(204, 'paper'),
    table: await staff(205, 'table'),
  }
}

/** A staff answer counts or refuses per proposal; a whole refusal is a 4xx. */
async function refusal(res: Response) {
  const body = (await res.json()) as { error?: string; message?: string; results?: { counted: boolean; error: string; message: string }[] }
  if (body.results) return { status: body.results[0].counted ? 200 : 403, error: body.results[0].error, message: body.results[0].message }
  return { status: res.status, error: body.error, message: body.message }
}

describe('the calendar (PUT /api/system-config/calendar, GET /api/system-config)', () => {
  it('says the phase of the day, its last day and the next phase, from the dates alone', async () => {
    const calendar = calendarOpenAt('assessment')
    await setCalendar(calendar)
    expect(await config()).toMatchObject({
      votingEnabled: true,
      phase: 'assessment',
      openPhases: ['assessment'],
      phaseUntil: calendar.assessment.end,
      nextPhase: { phase: 'selection', start: calendar.selection.start },
      presentationOpen: false,
      supportOpen: false,
      calendar,
    })
  })

  it('is set by the council in one form and recorded in the history', async () => {
    const calendar = spring()
    const res = await putCalendar({ year: 2026, ...flatCalendar(calendar) })
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ calendar, submissionDeadline: '2026-03-15' })
    expect(await history('config.calendar')).toBe(1)
    expect((await putCalendar({ year: 2026, ...flatCalendar(calendar) })).status).toBe(200)
    expect(await history('config.calendar')).toBe(1)
    const ana = await resident()
    expect(
      (await call('PUT', '/api/system-config/calendar', { token: ana.token, json: { year: 2026, ...flatCalendar(calendar) } })).status,
    ).toBe(403)
  })

  it('refuses dates out of order, overlapping phases and days outside the budget year ± 1, field by field, writing nothing', async () => {
    const good = flatCalendar(spring())
    const before = await config()
    const cases: [Record<string, string>, Record<string, string>][] = [
      [{ supportEnd: dayBefore(good.supportStart) }, { supportEnd: CALENDAR_FORM_TEXTS.endBeforeStart }],
      [{ assessmentStart: good.supportEnd }, { assessmentStart: CALENDAR_FORM_TEXTS.overlap(CYCLE_TEXTS.phases.support) }],
      [{ supportStart: dayBefore(good.presentationStart) }, { supportStart: CALENDAR_FORM_TEXTS.supportBeforePresentation }],
      [{ executionEnd: '2028-01-01' }, { executionEnd: CALENDAR_FORM_TEXTS.outsideYear(2025, 2027) }],
      [{ resultsStart: '2026-02-30' }, { resultsStart: CALENDAR_FORM_TEXTS.day }],
    ]
    for (const [change, fields] of cases) {
      const res = await putCalendar({ year: 2026, ...good, ...change })
      expect(res.status).toBe(400)
      expect(await res.json()).toMatchObject({ error: 'VALIDATION', fields })
    }
    expect(await config()).toEqual(before)
    expect(await history('config.calendar')).toBe(0)
  })

  it('moves to the next phase early: the open phases end yesterday, the next starts today; a stale page moves nothing', async () => {
    const advance = (from: string | null) =>
      call('POST', '/api/system-config/calendar/advance', { token: boss.token, json: { year: 2026, from } })
    expect(await errorOf(await advance('assessment'))).toMatchObject({ error: 'CONFLICT', message: CYCLE_TEXTS.advanceStale })
    const res = await advance('support')
    expect(res.status).toBe(200)
    const today = cityDay()
    const moved = (await res.json()) as { phase: string; calendar: CycleCalendar }
    expect(moved).toMatchObject({ phase: 'assessment', supportOpen: false, presentationOpen: false })
    expect(moved.calendar.support.end).toBe(dayBefore(today))
    expect(moved.calendar.assessment.start).toBe(today)
    expect(await history('config.calendar')).toBe(1)
    // A second click from the same page: nothing more moves.
    expect((await advance('support')).status).toBe(409)
    expect(await history('config.calendar')).toBe(1)
  })
})

describe('the server enforces the phase', () => {
  it('takes proposals only while presentation is open, on the web and in the channel register', async () => {
    await setCalendar(calendarOpenAt('assessment'))
    const before = await count('SELECT count(*) AS n FROM proposals')
    const web = await call('POST', '/api/proposals', { token: (await resident()).token, body: proposalForm() })
    expect(await errorOf(web)).toMatchObject({
      error: 'VOTING_DISABLED',
      message: CYCLE_REFUSALS.presentationClosed(CYCLE_TEXTS.phases.assessment),
    })
    const calendar = calendarOpenAt('assessment')
    const late = await call('POST', '/api/admin/proposals', {
      token: boss.token,
      body: proposalForm({ channel: 'papel', receivedAt: cityDay(), submitterName: 'Pilar' }),
    })
    expect(await errorOf(late)).toMatchObject({
      error: 'VALIDATION',
      fields: { receivedAt: CYCLE_REFUSALS.receivedOutside(longDay(calendar.presentation.start), longDay(calendar.presentation.end)) },
    })
    // A coupon received while presentation was open is still entered afterwards.
    const inTime = await call('POST', '/api/admin/proposals', {
      token: boss.token,
      body: proposalForm({ channel: 'papel', receivedAt: calendar.presentation.end, submitterName: 'Pilar' }),
    })
    expect(inTime.status).toBe(201)
    expect(await count('SELECT count(*) AS n FROM proposals')).toBe(before + 1)
  })

  it('takes votes on every channel only while support is open', async () => {
    const { id } = await newProposal({ token: (await resident()).token })
    await setCalendar(calendarOpenAt('assessment'))
    const refused = await everyChannel(id)
    for (const res of Object.values(refused))
      expect(await refusal(res)).toMatchObject({ status: 403, message: CYCLE_REFUSALS.supportClosed(CYCLE_TEXTS.phases.assessment) })
    await setCalendar(calendarOpenAt('presentation'))
    for (const res of Object.values(await everyChannel(id))) expect((await refusal(res)).status).toBe(403)
    expect(await votesOf(id)).toBe(0)
    expect(await count('SELECT count(*) AS n FROM vote_receipts')).toBe(0)
    await setCalendar(calendarOpenAt('support'))
    for (const res of Object.values(await everyChannel(id))) expect((await refusal(res)).status).toBe(200)
    expect(await votesOf(id)).toBe(4)
  })

  it('never takes a vote for a proposal assessed unfeasible, on any channel', async () => {
    const { id } = await newProposal({ token: (await resident()).token })
    const assess = await call('PUT', `/api/proposals/${id}/assessment`, {
      token: boss.token,
      json: { feasibility: 'unfeasible', assessment: 'La parcela no es municipal.' },
    })
    expect(assess.status).toBe(200)
    for (const res of Object.values(await everyChannel(id)))
      expect(await refusal(res)).toMatchObject({ status: 403, message: CYCLE_REFUSALS.unfeasible })
    expect(await votesOf(id)).toBe(0)
  })

  it("never takes a vote for a proposal of an earlier cycle: this year's support is this year's proposals'", async () => {
    const { id } = await newProposal({ token: (await resident()).token })
    const { cycle_year: year } = (await env.DB.prepare('SELECT cycle_year FROM proposals WHERE id = ?')
      .bind(id)
      .first<{ cycle_year: number }>())!
    await env.DB.prepare('UPDATE proposals SET cycle_year = ? WHERE id = ?')
      .bind(year - 1, id)
      .run()
    for (const res of Object.values(await everyChannel(id)))
      expect(await refusal(res)).toMatchObject({ status: 403, message: CYCLE_REFUSALS.otherCycle(year - 1) })
    expect(await votesOf(id)).toBe(0)
  })

  it('confirms a selection only once support has closed; then its heading takes no votes and its assessments are final', async () => {
    const { id } = await newProposal({ token: (await resident()).token })
    // Too dear for the heading: not selected, still pending once the heading is confirmed.
    const { id: dear } = await newProposal({ token: (await resident()).token })
    await call('PUT', '/api/budget', {
      token: boss.token,
      json: { year: 2026, investmentBudget: 20_000_000, headings: { Norte: 100_000, Sur: 0, Este: 0, Oeste: 0, Centro: 0, Todos: 0 } },
    })
    const assess = (cost: number, which = id) =>
      call('PUT', `/api/proposals/${which}/assessment`, { token: boss.token, json: { feasibility: 'feasible', estimatedCost: cost } })
    expect((await assess(40_000)).status).toBe(200)
    expect((await assess(200_000, dear)).status).toBe(200)
    expect((await call('POST', `/api/proposals/${id}/vote`, { token: web.token })).status).toBe(200)
    const confirm = () => call('POST', '/api/admin/selection', { token: boss.token, json: { district: 'Norte', rule: 'greedy' } })
    const during = await confirm()
    expect(await errorOf(during)).toMatchObject({
      error: 'CONFLICT',
      message: CYCLE_REFUSALS.confirmDuringSupport(longDay(calendarOpenAt('support').support.end)),
    })
    expect(await count('SELECT count(*) AS n FROM budget_selections')).toBe(0)
    expect(await history('budget.selection')).toBe(0)

    await setCalendar(calendarOpenAt('selection'))
    expect((await confirm()).status).toBe(200)
    expect(await errorOf(await assess(50_000))).toMatchObject({ error: 'CONFLICT', message: CYCLE_REFUSALS.assessmentLocked })
    // Even were support opened again (a mistaken calendar), the confirmed heading takes no votes.
    await setCalendar(calendarOpenAt('support'))
    for (const res of Object.values(await everyChannel(dear)))
      expect(await refusal(res)).toMatchObject({ status: 403, message: CYCLE_REFUSALS.headingConfirmed })
    expect(await votesOf(dear)).toBe(0)
  })
})
