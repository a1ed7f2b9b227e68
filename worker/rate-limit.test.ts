import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { ipv6Prefix64 } from './middleware/rate-limit'
import {
  call,
  proposalForm,
  resident,
  snapshot,
  tokenFor,
  visitorContact,
  withinOneLimitWindow,
  LIMIT_WINDOW_WAIT_MS,
} from './test/fixtures'

// wrangler.toml's local limits: 100 a minute per key (production's are lower, see [env.production]).
const LOCAL_LIMIT = 100

async function exhaust(send: () => Promise<Response>) {
  const statuses: number[] = []
  for (let i = 0; i <= LOCAL_LIMIT; i++) statuses.push((await send()).status)
  return statuses
}

beforeEach(withinOneLimitWindow, LIMIT_WINDOW_WAIT_MS)

describe('abuse limits', () => {
  it('cookie-consent writes from one address stop at the limit with 429 RATE_LIMITED in Spanish', async () => {
    const address = { 'cf-connecting-ip': '203.0.113.7' }
    const prefs = { preferences: { functional: false, analytics: false, marketing: false } }
    const statuses = await exhaust(() => call('POST', '/api/cookie-consent', { json: prefs, headers: address }))
    expect(statuses.slice(0, LOCAL_LIMIT).every((s) => s === 201)).toBe(true)
    expect(statuses.at(-1)).toBe(429)
    const over = await call('POST', '/api/cookie-consent', { json: prefs, headers: address })
    expect(await over.json()).toMatchObject({
      error: 'RATE_LIMITED',
      message: 'Has hecho demasiadas peticiones seguidas. Espera un momento y vuelve a intentarlo.',
    })
    // Another address is not affected.
    expect((await call('POST', '/api/cookie-consent', { json: prefs, headers: { 'cf-connecting-ip': '203.0.113.8' } })).status).toBe(201)
  })

  it('receipt-code lookups from one address stop at the limit, found or not; another address still looks', async () => {
    const address = { 'cf-connecting-ip': '203.0.113.40' }
    const statuses = await exhaust(() => call('GET', '/api/receipts/ABCD-2345', { headers: address }))
    expect(statuses.slice(0, LOCAL_LIMIT).every((s) => s === 404)).toBe(true)
    expect(statuses.at(-1)).toBe(429)
    expect((await call('GET', '/api/receipts/ABCD-2345', { headers: { 'cf-connecting-ip': '203.0.113.41' } })).status).toBe(404)
  })

  it('anonymous submissions from one address are limited, and a refused one writes nothing', async () => {
    const address = { 'cf-connecting-ip': '198.51.100.20' }
    // Fill the bucket with cheap invalid submissions: the limit counts attempts, not successes.
    for (let i = 0; i < LOCAL_LIMIT; i++) await call('POST', '/api/proposals', { body: proposalForm({ title: 'x' }), headers: address })
    const before = await snapshot()
    const over = await call('POST', '/api/proposals', { body: proposalForm(visitorContact), headers: address })
    expect(over.status).toBe(429)
    expect(await snapshot()).toEqual(before)
  })

  it('fresh accounts from an address whose submissions hit the limit are refused as well, and nothing is written', async () => {
    const address = { 'cf-connecting-ip': '198.51.100.21' }
    for (let i = 0; i < LOCAL_LIMIT; i++) await call('POST', '/api/proposals', { body: proposalForm({ title: 'x' }), headers: address })
    const accounts = await Promise.all([resident('nueva'), resident('nueva'), resident('nueva')])
    const before = await snapshot()
    for (const account of accounts) {
      const res = await call('POST', '/api/proposals', { token: account.token, body: proposalForm(), headers: address })
      expect(res.status).toBe(429)
    }
    expect(await snapshot()).toEqual(before)
  })

  it('device subscriptions for Web Push are limited per person', async () => {
    const ana = await resident()
    const statuses = await exhaust(() => call('POST', '/api/push/subscriptions', { token: ana.token, json: {} }))
    expect(statuses.slice(0, LOCAL_LIMIT).every((s) => s === 400)).toBe(true)
    expect(statuses.at(-1)).toBe(429)
  })

  it('votes are limited per person', async () => {
    const ana = await resident()
    const statuses = await exhaust(() => call('POST', '/api/proposals/1/vote', { token: ana.token }))
    expect(statuses.slice(0, LOCAL_LIMIT).every((s) => s === 404)).toBe(true)
    expect(statuses.at(-1)).toBe(429)
  })
})

// wrangler.toml's sign-in limits, the same locally and in production: 120 notices a minute per address,
// 10 per account.
const notice = (token: string, address: string) =>
  call('POST', '/api/auth/email', { token, json: {}, headers: { 'cf-connecting-ip': address } })
const newAccount = (n: number) =>
  tokenFor({ uid: `uid-mesa-${n}-${crypto.randomUUID()}`, email: `mesa${n}-${crypto.randomUUID().slice(0, 6)}@example.test` })

/** How many attempts succeed before the first 429 (fails the test if none comes within `max`). */
async function acceptedUntilRefused(max: number, attempt: (i: number) => Promise<Response>) {
  for (let i = 0; i < max; i++) {
    const status = (await attempt(i)).status
    if (status === 429) return i
    expect(status).toBe(200)
  }
  throw new Error(`no 429 within ${max} attempts`)
}

describe('sign-in limits', () => {
  it('40 residents at one table on one Wi-Fi register and sign in again without a 429', async () => {
    const wifi = '192.0.2.50'
    const tokens = await Promise.all(Array.from({ length: 40 }, (_, i) => newAccount(i)))
    const statuses: number[] = []
    // Registration's notice, then each signs in again on another device: 80 notices in well under a minute.
    for (const token of tokens) statuses.push((await notice(token, wifi)).status)
    for (const token of tokens) statuses.push((await notice(token, wifi)).status)
    expect(statuses.filter((s) => s !== 200)).toEqual([])
    expect(await env.DB.prepare("SELECT count(*) AS n FROM users WHERE email LIKE 'mesa%'").first('n')).toBe(40)
  })

  it('a script cycling accounts from one address is stopped, and so is one hammering one account', async () => {
    const script = '198.51.100.99'
    // The simulated windows are aligned to the clock: a run may straddle one boundary, so a script is
    // stopped after at least one full limit and at most two.
    const fromOneAddress = await acceptedUntilRefused(2 * 120 + 1, (i) => newAccount(1000 + i).then((t) => notice(t, script)))
    expect(fromOneAddress).toBeGreaterThanOrEqual(120)
    expect(fromOneAddress).toBeLessThanOrEqual(240)

    const one = await newAccount(5000)
    const oneAccount = await acceptedUntilRefused(2 * 10 + 1, (i) => notice(one, `203.0.113.${100 + i}`))
    expect(oneAccount).toBeGreaterThanOrEqual(10)
    expect(oneAccount).toBeLessThanOrEqual(20)
  })

  it('counts an IPv6 address by its /64', async () => {
    expect(ipv6Prefix64('2001:db8:a:b:1:2:3:4')).toBe('2001:db8:a:b::/64')
    expect(ipv6Prefix64('2001:0db8:000a::1')).toBe('2001:db8:a:0::/64')
    expect(ipv6Prefix64('2001:db8::')).toBe('2001:db8:0:0::/64')
    expect(ipv6Prefix64('::1')).toBe('0:0:0:0::/64')
    // One /64 rotating its last 64 bits is one address.
    const rotating = await acceptedUntilRefused(2 * 120 + 1, (i) =>
      newAccount(7000 + i).then((t) => notice(t, `2001:db8:77:1:${i.toString(16)}::${i.toString(16)}`)),
    )
    expect(rotating).toBeLessThanOrEqual(240)
    // The neighbouring /64 is someone else.
    expect((await notice(await newAccount(8000), '2001:db8:77:2::1')).status).toBe(200)
  })
})
