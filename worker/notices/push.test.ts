import { env } from 'cloudflare:workers'
import { describe, expect, inject, it, vi } from 'vitest'
import type { ReceivedPush, Subscription } from '../../scripts/lib/push-service.mjs'
import { admin, call, client, newProposal, resident, setStatus, type Person } from '../test/fixtures'
import { isAllowedEndpoint } from './web-push'

// The stand-in push service (scripts/lib/push-service.mjs) keeps each subscription's private keys,
// checks every message's VAPID JWT and decrypts it; these tests read what it received, typed by its
// own declarations (push-service.d.mts).
const pushService = inject('pushService')
const standIn = {
  subscribe: async () => (await fetch(`${pushService}/subscribe`, { method: 'POST' })).json<Subscription>(),
  gone: (endpoint: string) => fetch(`${pushService}/gone`, { method: 'POST', body: JSON.stringify({ endpoint }) }),
  receivedBy: async (endpoint: string) =>
    (await (await fetch(`${pushService}/received`)).json<ReceivedPush[]>()).filter((m) => m.endpoint === endpoint),
}

async function subscribedResident(name: string) {
  const person = await resident(name)
  const subscription = await standIn.subscribe()
  const res = await call('POST', '/api/push/subscriptions', { token: person.token, json: subscription })
  expect(res.status).toBe(201)
  expect(await res.json()).toEqual({ subscribed: true, settings: { email: false, push: true } })
  return { person, subscription }
}
const submit = async (p: Person) => (await newProposal({ token: p.token })).id
const settled = (eventCount: number) =>
  vi.waitFor(
    async () => {
      const row = await env.DB.prepare(
        "SELECT count(DISTINCT event_id) AS events, count(*) - count(sent_at) AS open FROM notice_deliveries WHERE channel = 'push'",
      ).first()
      expect(row).toEqual({ events: eventCount, open: 0 })
    },
    { timeout: 20_000, interval: 100 },
  )

describe('Web Push notices', () => {
  it('publishes the VAPID key as an uncompressed P-256 point', async () => {
    const { publicKey } = await (await client().push['public-key'].$get()).json()
    expect(publicKey).toBe(env.VAPID_PUBLIC_KEY)
    const bytes = Uint8Array.from(atob(publicKey.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0))
    expect([bytes.length, bytes[0]]).toEqual([65, 4])
  })

  it('sends each subscribed device of a follower one encrypted, VAPID-signed message; others get none', async () => {
    const boss = await admin()
    const { person: ana, subscription: phone } = await subscribedResident('ana')
    const laptop = await standIn.subscribe()
    await call('POST', '/api/push/subscriptions', { token: ana.token, json: laptop })
    const { subscription: stranger } = await subscribedResident('otro')
    const id = await submit(ana)

    expect((await setStatus(boss, id, 'approved')).status).toBe(200)
    await settled(1)
    for (const device of [phone, laptop]) {
      const [message, ...more] = await standIn.receivedBy(device.endpoint)
      expect(more).toEqual([])
      expect(message.error).toBeUndefined()
      expect(message.payload).toEqual({
        title: 'Propuesta priorizada',
        body: '«Más bancos en la plaza» ahora está: Priorizada.',
        url: `/proposal/${id}`,
      })
      expect(message.vapid?.publicKey).toBe(env.VAPID_PUBLIC_KEY)
      expect(message.vapid?.claims).toMatchObject({ aud: pushService, sub: 'mailto:avisos@presupuestos.test' })
      expect(message.ttl).toBeGreaterThan(0)
    }
    expect(await standIn.receivedBy(stranger.endpoint)).toEqual([])
  })

  it('deletes a subscription the push service says is gone (410), and stops after DELETE', async () => {
    const boss = await admin()
    const { person: ana, subscription } = await subscribedResident('ana')
    const { person: luis, subscription: luisDevice } = await subscribedResident('luis')
    const id = await submit(ana)
    await call('PUT', `/api/proposals/${id}/follow`, { token: luis.token })
    await standIn.gone(subscription.endpoint)
    expect((await setStatus(boss, id, 'rejected')).status).toBe(200)
    await settled(1)
    const left = await env.DB.prepare('SELECT endpoint FROM push_subscriptions ORDER BY id').all<{ endpoint: string }>()
    expect(left.results.map((r) => r.endpoint)).toEqual([luisDevice.endpoint])

    const removed = await call('DELETE', '/api/push/subscriptions', { token: luis.token, json: { endpoint: luisDevice.endpoint } })
    expect(await removed.json()).toEqual({ deleted: 1 })
    expect((await setStatus(boss, id, 'pending')).status).toBe(200)
    await vi.waitFor(async () => expect(await (await client(luis.token).notifications.$get()).json()).toMatchObject({ unread: 2 }))
    expect(await standIn.receivedBy(luisDevice.endpoint)).toHaveLength(1)
  })

  it('takes only push services it may reach: https, and http://127.0.0.1 in the local configuration alone', async () => {
    const ana = await resident('ana')
    const bad = await call('POST', '/api/push/subscriptions', {
      token: ana.token,
      json: { endpoint: 'http://push.example.test/x', keys: { p256dh: 'BAAA', auth: 'AAAA' } },
    })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({ error: 'VALIDATION', message: 'Este servicio de avisos no está permitido' })
    const malformed = await call('POST', '/api/push/subscriptions', {
      token: ana.token,
      json: { endpoint: 'https://push.example.test/x', keys: { p256dh: 'no vale' } },
    })
    expect(malformed.status).toBe(400)
    const production = { ...env, LOCAL_MODE: 'false' }
    expect(isAllowedEndpoint(production, 'https://fcm.googleapis.com/fcm/send/abc')).toBe(true)
    expect(isAllowedEndpoint(production, 'http://127.0.0.1:9999/push/x')).toBe(false)
    expect(isAllowedEndpoint(env, 'http://127.0.0.1:9999/push/x')).toBe(true)
    expect(isAllowedEndpoint(env, 'http://localhost:9999/push/x')).toBe(false)
  })
})

describe('personal data on request includes the notices', () => {
  it('exports follows, notices, settings, devices and the address record; erasure removes them all', async () => {
    const boss = await admin()
    const { person: ana, subscription } = await subscribedResident('ana')
    await call('PATCH', '/api/user/notification-settings', { token: ana.token, json: { email: true } })
    const id = await submit(ana)
    expect((await setStatus(boss, id, 'approved')).status).toBe(200)
    await settled(1)
    await vi.waitFor(async () => expect(await env.DB.prepare('SELECT count(*) AS n FROM notice_email_addresses').first('n')).toBe(1))

    const exported = await (await client(boss.token).admin['personal-data'].$get({ query: { email: ana.email } })).json()
    expect(exported).toMatchObject({
      follows: [expect.objectContaining({ proposalId: id })],
      notices: [expect.objectContaining({ proposalId: id, status: 'approved' })],
      notificationSettings: [expect.objectContaining({ email: true, push: true })],
      pushSubscriptions: [expect.objectContaining({ endpoint: subscription.endpoint })],
      noticeEmail: expect.objectContaining({ email: ana.email, unsubscribedAt: null }),
    })
    // The unsubscribe token is a secret of the mails: the export does not repeat it.
    expect(JSON.stringify(exported.noticeEmail)).not.toContain('token')

    expect((await call('DELETE', `/api/admin/personal-data?email=${encodeURIComponent(ana.email)}`, { token: boss.token })).status).toBe(
      200,
    )
    for (const table of ['follows', 'notices', 'notification_settings', 'push_subscriptions', 'notice_email_addresses']) {
      expect(await env.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first('n'), table).toBe(0)
    }
    expect(await env.DB.prepare("SELECT count(*) AS n FROM notice_deliveries WHERE channel = 'email'").first('n')).toBe(0)
  })
})
