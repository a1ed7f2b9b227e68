import { describe, expect, it } from 'vitest'
import { call, client } from '../test/fixtures'

const prefs = (analytics: boolean) => ({ preferences: { necessary: true as const, functional: true, analytics, marketing: false } })

describe('/api/cookie-consent', () => {
  it('a new browser has no record; saving creates one bound to an httpOnly session cookie', async () => {
    expect(await (await call('GET', '/api/cookie-consent')).json()).toBeNull()
    const saved = await client()['cookie-consent'].$post({ json: prefs(true) })
    expect(saved.status).toBe(201)
    const cookie = saved.headers.get('set-cookie')!
    expect(cookie).toMatch(/HttpOnly/i)
    const session = cookie.split(';')[0]
    const record = await saved.json()
    const again = await (await call('GET', '/api/cookie-consent', { headers: { cookie: session } })).json()
    expect(again).toMatchObject({ id: record.id, preferences: { necessary: true, analytics: true } })
    const put = await call('PUT', `/api/cookie-consent/${record.id}`, { json: prefs(false), headers: { cookie: session } })
    expect(await put.json()).toMatchObject({ preferences: { analytics: false } })
  })

  it("another browser cannot read or change someone's record", async () => {
    const saved = await client()['cookie-consent'].$post({ json: prefs(true) })
    const { id } = await saved.json()
    expect(await (await call('GET', '/api/cookie-consent')).json()).toBeNull()
    const put = await call('PUT', `/api/cookie-consent/${id}`, { json: prefs(false) })
    expect(put.status).toBe(404)
  })

  it('necessary cannot be switched off and malformed preferences are refused', async () => {
    const off = await call('POST', '/api/cookie-consent', {
      json: { preferences: { necessary: false, functional: false, analytics: false, marketing: false } },
    })
    expect(off.status).toBe(400)
    expect(await off.json()).toMatchObject({ error: 'VALIDATION', message: 'Las preferencias de cookies no son válidas' })
  })
})
