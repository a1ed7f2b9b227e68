import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { admin, call, errorOf, resident, tokenFor } from '../test/fixtures'

const rowsOf = (email: string) => env.DB.prepare('SELECT id FROM users WHERE email = ?1').bind(email).all<{ id: number }>()

describe('what deleting a person means', () => {
  it('moderation: an administrator’s deletion blocks the identity; its next calls are refused and recreate nothing', async () => {
    const boss = await admin()
    const troll = await resident('troll')
    expect((await call('DELETE', `/api/users/${troll.id}`, { token: boss.token })).status).toBe(200)
    for (const [method, path, json] of [
      ['GET', '/api/user', undefined],
      ['POST', '/api/auth/email', {}],
      ['PATCH', '/api/user/notification-settings', { email: true }],
    ] as const) {
      const res = await call(method, path, { token: troll.token, json })
      expect(res.status, path).toBe(403)
      expect(await errorOf(res)).toEqual({
        error: 'FORBIDDEN',
        message: 'Esta cuenta fue eliminada por la moderación del portal y no puede volver a entrar.',
      })
    }
    expect((await rowsOf(troll.email)).results).toEqual([])
    // A visitor's submission from the same person is still a visitor's: only the identity is blocked.
    expect((await call('GET', '/api/proposals?limit=1')).status).toBe(200)
  })

  it('erasure at the person’s request: the session open then is refused and recreates nothing; signing in afresh is a new account', async () => {
    const boss = await admin()
    const uid = `uid-vuelve-${crypto.randomUUID()}`
    const email = `vuelve-${crypto.randomUUID().slice(0, 6)}@example.test`
    // Signed in two hours ago; the token, refreshed since, keeps that sign-in's time.
    const token = await tokenFor({ uid, email, authTime: Math.floor(Date.now() / 1000) - 7200 })
    const first = await (await call('GET', '/api/user', { token })).json<{ id: number }>()
    const erased = await call('DELETE', `/api/admin/personal-data?email=${encodeURIComponent(email)}`, { token: boss.token })
    expect(erased.status).toBe(200)
    expect((await rowsOf(email)).results).toEqual([])
    for (const [method, path, json] of [
      ['GET', '/api/user', undefined],
      ['PATCH', '/api/user/notification-settings', { email: true }],
    ] as const) {
      const res = await call(method, path, { token, json })
      expect(await errorOf(res), path).toMatchObject({ error: 'FORBIDDEN', message: expect.stringContaining('a petición de su titular') })
    }
    expect((await rowsOf(email)).results).toEqual([])

    // An hour after the erasure the person signs in again: a new account, with nothing of the old one.
    await env.DB.prepare('UPDATE blocked_identities SET created_at = ?1')
      .bind(Date.now() - 3_600_000)
      .run()
    const again = await call('GET', '/api/user', { token: await tokenFor({ uid, email }) })
    expect(again.status).toBe(200)
    const second = await again.json<{ id: number; name: string }>()
    expect(second.id).not.toBe(first.id)
    // The erased block has done its work: the identity is kept no longer.
    expect(await env.DB.prepare('SELECT count(*) AS n FROM blocked_identities').first('n')).toBe(0)
  })
})
