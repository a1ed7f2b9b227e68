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

  it('erasure at the person’s request: the same identity may return, as a new account', async () => {
    const boss = await admin()
    const uid = `uid-vuelve-${crypto.randomUUID()}`
    const email = `vuelve-${crypto.randomUUID().slice(0, 6)}@example.test`
    const token = await tokenFor({ uid, email })
    const first = await (await call('GET', '/api/user', { token })).json<{ id: number }>()
    const erased = await call('DELETE', `/api/admin/personal-data?email=${encodeURIComponent(email)}`, { token: boss.token })
    expect(erased.status).toBe(200)
    expect((await rowsOf(email)).results).toEqual([])
    const again = await call('GET', '/api/user', { token })
    expect(again.status).toBe(200)
    const second = await again.json<{ id: number; name: string }>()
    expect(second.id).not.toBe(first.id)
  })
})
