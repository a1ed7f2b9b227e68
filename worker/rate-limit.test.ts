import { describe, expect, it } from 'vitest'
import { call, proposalForm, resident, snapshot, visitorContact } from './test/fixtures'

// wrangler.toml's local limits: 100 a minute per key (production's are lower, see [env.production]).
const LOCAL_LIMIT = 100

async function exhaust(send: () => Promise<Response>) {
  const statuses: number[] = []
  for (let i = 0; i <= LOCAL_LIMIT; i++) statuses.push((await send()).status)
  return statuses
}

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

  it('anonymous submissions from one address are limited, and a refused one writes nothing', async () => {
    const address = { 'cf-connecting-ip': '198.51.100.20' }
    // Fill the bucket with cheap invalid submissions: the limit counts attempts, not successes.
    for (let i = 0; i < LOCAL_LIMIT; i++) await call('POST', '/api/proposals', { body: proposalForm({ title: 'x' }), headers: address })
    const before = await snapshot()
    const over = await call('POST', '/api/proposals', { body: proposalForm(visitorContact), headers: address })
    expect(over.status).toBe(429)
    expect(await snapshot()).toEqual(before)
  })

  it('votes are limited per person', async () => {
    const ana = await resident()
    const statuses = await exhaust(() => call('POST', '/api/proposals/1/vote', { token: ana.token }))
    expect(statuses.slice(0, LOCAL_LIMIT).every((s) => s === 404)).toBe(true)
    expect(statuses.at(-1)).toBe(429)
  })
})
