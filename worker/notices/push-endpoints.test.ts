import { env } from 'cloudflare:workers'
import { describe, expect, inject, it } from 'vitest'
import type { Subscription } from '../../scripts/lib/push-service.mjs'
import { call, errorOf, resident } from '../test/fixtures'
import { isAllowedEndpoint } from './web-push'

const pushService = inject('pushService')
const subscribe = async () => (await fetch(`${pushService}/subscribe`, { method: 'POST' })).json<Subscription>()
const KEYS = { p256dh: 'BAAA', auth: 'AAAA' }
const subscriptions = async () => Number(await env.DB.prepare('SELECT count(*) AS n FROM push_subscriptions').first('n'))

describe('the push services the Worker may call', () => {
  // Each would make the Worker send signed requests to a host of the caller's choice.
  const foreign = [
    'https://evil.example/push',
    'https://fcm.googleapis.com.evil.example/fcm/send/x',
    'https://evil.example/fcm.googleapis.com/x',
    'https://evilfcm.googleapis.com/x',
    'https://push.apple.com.evil.example/x',
    'https://notify.windows.com.evil.example/x',
    'https://evil.example?.notify.windows.com/x',
    'https://user:secret@fcm.googleapis.com/fcm/send/x',
    'https://fcm.googleapis.com:8443/fcm/send/x',
    'http://fcm.googleapis.com/fcm/send/x',
    'https://169.254.169.254/latest/meta-data',
    'https://10.0.0.1/x',
    'https://[::1]/x',
  ]

  it.each(foreign)('refuses %s with the Spanish message and stores nothing', async (endpoint) => {
    const ana = await resident('ana')
    const before = await subscriptions()
    const res = await call('POST', '/api/push/subscriptions', { token: ana.token, json: { endpoint, keys: KEYS } })
    expect(res.status).toBe(400)
    expect(await errorOf(res)).toMatchObject({ error: 'VALIDATION', fields: { endpoint: 'Este servicio de avisos no está permitido' } })
    expect(await subscriptions()).toBe(before)
  })

  it('takes the push services of Chrome, Firefox, Safari and Edge; loopback only in the local configuration', () => {
    const production = { ...env, LOCAL_MODE: 'false' }
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc:def',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
      'https://web.push.apple.com/QGx1c2VyLXRva2Vu',
      'https://wns2-by3p.notify.windows.com/w/?token=BQYAAA',
    ]) {
      expect(isAllowedEndpoint(production, endpoint), endpoint).toBe(true)
    }
    expect(isAllowedEndpoint(production, 'http://127.0.0.1:9999/push/x')).toBe(false)
    expect(isAllowedEndpoint(production, 'https://127.0.0.1:9999/push/x')).toBe(false)
    expect(isAllowedEndpoint(env, 'http://127.0.0.1:9999/push/x')).toBe(true)
    expect(isAllowedEndpoint(env, 'https://evil.example/push')).toBe(false)
  })

  it('keeps at most 10 devices per account: a new one replaces the oldest', async () => {
    const ana = await resident('ana')
    const devices: Subscription[] = []
    for (let i = 0; i < 12; i++) {
      const device = await subscribe()
      devices.push(device)
      expect((await call('POST', '/api/push/subscriptions', { token: ana.token, json: device })).status).toBe(201)
    }
    const kept = await env.DB.prepare('SELECT endpoint FROM push_subscriptions WHERE user_id = ? ORDER BY id')
      .bind(ana.id)
      .all<{ endpoint: string }>()
    expect(kept.results.map((r) => r.endpoint)).toEqual(devices.slice(2).map((d) => d.endpoint))
    // Subscribing a kept device again makes it the newest, not a second row.
    expect((await call('POST', '/api/push/subscriptions', { token: ana.token, json: devices[2] })).status).toBe(201)
    expect(await env.DB.prepare('SELECT count(*) AS n FROM push_subscriptions WHERE user_id = ?').bind(ana.id).first('n')).toBe(10)
  })
})
