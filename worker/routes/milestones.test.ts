import { env } from 'cloudflare:workers'
import { vi } from 'vitest'
import { describe, expect, it } from 'vitest'
import { longDay } from '@copy/dates'
import { cityDay } from '@domain/city-day'
import {
  admin,
  call,
  client,
  errorOf,
  jpegFile,
  mailbox,
  newProposal,
  readProposal,
  resident,
  setStatus,
  snapshot,
  type Person,
} from '../test/fixtures'

const today = cityDay()
const dayBefore = (day: string, n = 1) => new Date(Date.parse(`${day}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10)
const tomorrow = dayBefore(today, -1)

function milestoneForm(fields: Record<string, string | File> = {}) {
  const form = new FormData()
  const base = { date: today, phase: 'En licitación', text: 'Publicado el pliego de la obra.', progress: '20', ...fields }
  for (const [k, v] of Object.entries(base)) form.append(k, v)
  return form
}

const post = (boss: Person | undefined, id: number, fields: Record<string, string | File> = {}) =>
  client(boss?.token).proposals[':id'].milestones.$post({
    param: { id: String(id) },
    form: { date: today, phase: 'En licitación', text: 'Publicado el pliego de la obra.', progress: '20', ...fields },
  })

async function approved() {
  const boss = await admin()
  const { id } = await newProposal({ token: (await resident('autora')).token })
  expect((await setStatus(boss, id, 'approved')).status).toBe(200)
  return { boss, id }
}

describe('milestones of an approved proposal', () => {
  it('are published with a photo, read newest first with progress and phase, corrected and removed, all in the history', async () => {
    const { boss, id } = await approved()
    const first = await post(boss, id, {
      progress: '10',
      phase: 'En redacción del proyecto',
      photo: jpegFile(),
      thumbnail: jpegFile('t.jpg'),
    })
    expect(first.status).toBe(201)
    const m1 = await first.json()
    expect(m1).toMatchObject({ phase: 'En redacción del proyecto', progress: 10, offerExecuted: false })
    expect(m1.photoThumb).toMatch(/^\/api\/media\/proposals\/.+-thumb\.jpg$/)
    expect((await call('GET', String(m1.photoThumb))).status).toBe(200)
    const m2 = await (await post(boss, id, { progress: '40', phase: 'Adjudicada' })).json()

    const read = await readProposal(id)
    expect(read).toMatchObject({ progress: 40, phase: 'Adjudicada', awardedCost: null, finalCost: null })
    expect(read.milestones.map((m) => m.id)).toEqual([m2.id, m1.id])

    const edit = await call('PATCH', `/api/milestones/${m2.id}`, {
      token: boss.token,
      body: milestoneForm({ progress: '45', phase: 'Adjudicada' }),
    })
    expect(edit.status).toBe(200)
    expect((await readProposal(id)).progress).toBe(45)
    expect((await call('DELETE', `/api/milestones/${m1.id}`, { token: boss.token })).status).toBe(200)
    expect((await readProposal(id)).milestones.map((m) => m.id)).toEqual([m2.id])
    // The photo went with its milestone.
    expect((await call('GET', String(m1.photoThumb))).status).toBe(404)

    const history = await (await client(boss.token).admin.history.$get({ query: { targetId: String(id) } })).json()
    const actions = history.items.map((e) => e.action)
    expect(actions.slice(0, 4)).toEqual(['milestone.delete', 'milestone.update', 'milestone.create', 'milestone.create'])
    expect(history.items[3].after).toMatchObject({ milestoneId: m1.id, progress: 10, photo: true })
    expect(history.items[1]).toMatchObject({ before: { milestoneId: m2.id, progress: 40 }, after: { milestoneId: m2.id, progress: 45 } })
  })

  it('offers to mark the proposal executed when the latest milestone reaches 100 %', async () => {
    const { boss, id } = await approved()
    expect(await (await post(boss, id, { progress: '100', phase: 'Finalizada' })).json()).toMatchObject({ offerExecuted: true })
    expect((await setStatus(boss, id, 'executed')).status).toBe(200)
    const read = await readProposal(id)
    expect(read).toMatchObject({ status: 'executed', progress: 100, phase: 'Finalizada' })
    expect(read.executedAt).not.toBeNull()
  })

  it('records the awarded and final costs in whole euros', async () => {
    const { boss, id } = await approved()
    const res = await client(boss.token).proposals[':id'].costs.$patch({
      param: { id: String(id) },
      json: { awardedCost: 41500, finalCost: null },
    })
    expect(res.status).toBe(200)
    expect(await readProposal(id)).toMatchObject({ awardedCost: 41500, finalCost: null })
    const history = await (await client(boss.token).admin.history.$get({ query: { targetId: String(id) } })).json()
    expect(history.items[0]).toMatchObject({ action: 'proposal.costs', before: { awardedCost: null }, after: { awardedCost: 41500 } })
    for (const bad of [
      { awardedCost: 12.5, finalCost: null },
      { awardedCost: -1, finalCost: null },
      { awardedCost: '172,5', finalCost: null },
      { awardedCost: 5e12, finalCost: null },
    ]) {
      const refused = await call('PATCH', `/api/proposals/${id}/costs`, { token: boss.token, json: bad })
      expect((await errorOf(refused)).error).toBe('VALIDATION')
    }
    expect(await readProposal(id)).toMatchObject({ awardedCost: 41500 })
    // As typed in the form, with the thousands' dots every other money field takes.
    const typed = await call('PATCH', `/api/proposals/${id}/costs`, { token: boss.token, json: { awardedCost: '172.500', finalCost: '' } })
    expect(typed.status).toBe(200)
    expect(await readProposal(id)).toMatchObject({ awardedCost: 172500, finalCost: null })
  })

  it('refuses a milestone dated after the city’s today, even within the year of the cycle', async () => {
    const { boss, id } = await approved()
    const res = await post(boss, id, { date: tomorrow, phase: 'En obras', progress: '55' })
    expect(res.status).toBe(400)
    expect((await errorOf(res)).fields).toEqual({
      date: `La fecha no puede ser posterior a hoy (${longDay(today)}): un hito cuenta lo que ya ha pasado.`,
    })
    expect((await readProposal(id)).milestones).toEqual([])
    expect((await post(boss, id, { date: today, phase: 'En obras', progress: '55' })).status).toBe(201)
  })

  it('refuses bad input with a Spanish message and writes nothing', async () => {
    const { boss, id } = await approved()
    await post(boss, id, { progress: '50' })
    const pending = (await newProposal({ token: boss.token })).id
    const someone = await resident()
    const before = await snapshot()
    const cases: [ReturnType<typeof post>, string, string?][] = [
      [post(boss, pending), 'CONFLICT'],
      [post(boss, id, { progress: '101' }), 'VALIDATION', 'progress'],
      [post(boss, id, { progress: '7.5' }), 'VALIDATION', 'progress'],
      [post(boss, id, { progress: '30' }), 'VALIDATION', 'reason'],
      [post(boss, id, { date: dayBefore(today, 3) }), 'VALIDATION', 'date'],
      [post(boss, id, { date: '2999-01-01' }), 'VALIDATION', 'date'],
      [post(boss, id, { date: tomorrow, progress: '55' }), 'VALIDATION', 'date'],
      [post(boss, id, { date: '2026-02-30' }), 'VALIDATION', 'date'],
      [post(boss, id, { phase: 'Casi acabada' }), 'VALIDATION', 'phase'],
      [post(boss, id, { progress: '60', photo: new File(['<svg/>'], 'x.jpg', { type: 'image/jpeg' }) }), 'UNSUPPORTED_MEDIA_TYPE'],
      [post(someone, id), 'FORBIDDEN'],
      [post(undefined, id), 'AUTH_REQUIRED'],
    ]
    for (const [res, code, field] of cases) {
      const body = await errorOf(await res)
      expect(body.error).toBe(code)
      if (field) expect(body.fields).toHaveProperty(field)
    }
    expect(await snapshot()).toEqual(before)
    // With a reason, the progress may go back.
    expect((await post(boss, id, { progress: '30', reason: 'Se rescindió el contrato y se vuelve a licitar.' })).status).toBe(201)
  })
})

describe('followers hear of each milestone', () => {
  it('one in-app notice and one e-mail per milestone and follower, none for a correction', async () => {
    const { boss, id } = await approved()
    const [fan, other] = [await resident('fan'), await resident('otro')]
    await call('PUT', `/api/proposals/${id}/follow`, { token: fan.token })
    await call('PATCH', '/api/user/notification-settings', { token: fan.token, json: { email: true } })
    const m = await (await post(boss, id, { progress: '25', phase: 'En obras' })).json()
    await call('PATCH', `/api/milestones/${m.id}`, { token: boss.token, body: milestoneForm({ progress: '30', phase: 'En obras' }) })
    await post(boss, id, { progress: '60', phase: 'En obras' })

    const { items } = await (await client(fan.token).notifications.$get()).json()
    const milestoneNotices = items.filter((n) => n.status === 'milestone')
    expect(milestoneNotices.map((n) => [n.phase, n.progress])).toEqual([
      ['En obras', 60],
      ['En obras', 30],
    ])
    expect((await (await client(other.token).notifications.$get()).json()).items).toEqual([])
    await vi.waitFor(
      async () => {
        const mails = (await mailbox()).filter((x) => x.kind === 'NOTICE' && x.email === fan.email && x.subject.startsWith('Avance'))
        expect(mails).toHaveLength(2)
        expect(mails[0].subject).toBe('Avance de la propuesta «Más bancos en la plaza»: En obras')
      },
      { timeout: 20_000, interval: 100 },
    )
    const events = await env.DB.prepare("SELECT count(*) AS n FROM notice_events WHERE status = 'milestone'").first<{ n: number }>()
    expect(events?.n).toBe(2)
  })
})
