import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { describe, expect, it, vi } from 'vitest'
import { app } from '../app'
import worker from '../index'
import { admin, call, mailbox, newProposal, resident, setStatus, type Person } from '../test/fixtures'

/** The notices queue refusing every hand-off, as in a Queues outage. */
const brokenQueue = new Proxy(env.NOTICES, {
  get(target, prop) {
    if (prop === 'send' || prop === 'sendBatch') return () => Promise.reject(new Error('Queues no disponible'))
    const value = Reflect.get(target, prop)
    return typeof value === 'function' ? value.bind(target) : value
  },
})

async function statusDuringOutage(boss: Person, id: number, status: string) {
  const ctx = createExecutionContext()
  const res = await app.fetch(
    new Request(`http://localhost/api/proposals/${id}/status`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${boss.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ status }),
    }),
    { ...env, NOTICES: brokenQueue },
    ctx,
  )
  await waitOnExecutionContext(ctx)
  return res
}

async function sweep(minutesLater: number) {
  await worker.scheduled(createScheduledController({ scheduledTime: Date.now() + minutesLater * 60_000, cron: '*/10 * * * *' }), env)
}

const eventsOf = (id: number) =>
  env.DB.prepare('SELECT id, queued_at FROM notice_events WHERE proposal_id = ?1 ORDER BY created_at')
    .bind(id)
    .all<{ id: string; queued_at: number | null }>()
const mailsTo = async (email: string, id: number) =>
  (await mailbox()).filter((m) => m.kind === 'NOTICE' && m.email === email && m.body.includes(`/proposal/${id}`))
const emailDeliveries = (eventId: string) =>
  env.DB.prepare("SELECT count(*) AS n, count(sent_at) AS sent FROM notice_deliveries WHERE event_id = ?1 AND channel = 'email'")
    .bind(eventId)
    .first()

describe('events the queue did not take', () => {
  it('are resent by the scheduled sweep, and each follower hears once', async () => {
    const boss = await admin()
    const ana = await resident('ana')
    await call('PATCH', '/api/user/notification-settings', { token: ana.token, json: { email: true } })
    const { id } = await newProposal({ token: ana.token })

    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect((await statusDuringOutage(boss, id, 'approved')).status).toBe(200)
    errors.mockRestore()
    const [event] = (await eventsOf(id)).results
    expect(event.queued_at).toBeNull()

    await sweep(0) // the request that made it may still be handing it off: not yet
    expect((await eventsOf(id)).results[0].queued_at).toBeNull()

    await sweep(5)
    await vi.waitFor(async () => expect(await emailDeliveries(event.id)).toEqual({ n: 1, sent: 1 }), { timeout: 20_000, interval: 100 })
    expect((await eventsOf(id)).results[0].queued_at).not.toBeNull()
    expect(await mailsTo(ana.email, id)).toHaveLength(1)

    // A second sweep, and a redelivery of the same event, change nothing.
    await sweep(10)
    await env.NOTICES.send({ kind: 'event', eventId: event.id, origin: 'http://localhost' })
    await setStatus(boss, id, 'executed') // an event that goes through, to know the queue has drained
    await vi.waitFor(async () => expect(await mailsTo(ana.email, id)).toHaveLength(2), { timeout: 20_000, interval: 100 })
    expect(await emailDeliveries(event.id)).toEqual({ n: 1, sent: 1 })
    expect((await eventsOf(id)).results.every((e) => e.queued_at !== null)).toBe(true)
  })
})
