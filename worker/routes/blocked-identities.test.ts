import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { admin, call, errorOf, resident, snapshot } from '../test/fixtures'

const blocked = (token: string) => call('GET', '/api/admin/blocked-identities', { token })
const unblock = (token: string, uid: unknown) => call('DELETE', '/api/admin/blocked-identities', { token, json: { uid } })

describe('blocked identities: seen and unblocked by an administrator', () => {
  it('lists whom moderation blocked; unblocking lets the identity return as a new account, recorded in the history', async () => {
    const boss = await admin()
    const troll = await resident('troll')
    expect((await call('DELETE', `/api/users/${troll.id}`, { token: boss.token })).status).toBe(200)
    expect((await call('GET', '/api/user', { token: troll.token })).status).toBe(403)

    const list = await blocked(boss.token)
    expect(list.status).toBe(200)
    const [entry, ...rest] =
      await list.json<{ uid: string; userId: number; username: string; email: string; blockedBy: string; blockedAt: string }[]>()
    expect(rest).toEqual([])
    const bossName = await env.DB.prepare('SELECT username FROM users WHERE id = ?1').bind(boss.id).first('username')
    expect(entry).toMatchObject({ userId: troll.id, email: troll.email, blockedBy: bossName })
    expect(entry.username).toBeTruthy()
    expect(Date.parse(entry.blockedAt)).not.toBeNaN()

    const done = await unblock(boss.token, entry.uid)
    expect(done.status).toBe(200)
    expect(await done.json()).toEqual({ uid: entry.uid, unblocked: true })
    expect(await (await blocked(boss.token)).json()).toEqual([])

    const history = await env.DB.prepare(
      "SELECT admin_id, target_type, target_id, before, after FROM audit_log WHERE action = 'user.unblock'",
    ).all()
    expect(history.results).toEqual([
      {
        admin_id: boss.id,
        target_type: 'user',
        target_id: troll.id,
        before: JSON.stringify({ blocked: true, username: entry.username }),
        after: JSON.stringify({ blocked: false }),
      },
    ])
    // Back as a new account: the old row is gone for good.
    const back = await call('GET', '/api/user', { token: troll.token })
    expect(back.status).toBe(200)
    expect((await back.json<{ id: number }>()).id).not.toBe(troll.id)
  })

  it('an identity that is not blocked, or a malformed one, is a Spanish refusal that changes nothing', async () => {
    const boss = await admin()
    const troll = await resident('troll')
    await call('DELETE', `/api/users/${troll.id}`, { token: boss.token })
    const other = await resident('otra')
    const before = await snapshot()
    const gone = await unblock(boss.token, 'uid-que-no-existe')
    expect(await errorOf(gone)).toMatchObject({
      error: 'NOT_FOUND',
      message: 'Esa identidad no está bloqueada: puede que otra persona la haya desbloqueado ya.',
    })
    for (const uid of ['', 'a'.repeat(129), 'con espacio', 'línea\nnueva', 42, null]) {
      const res = await unblock(boss.token, uid)
      expect(await errorOf(res)).toMatchObject({
        error: 'VALIDATION',
        fields: { uid: 'Indica la identidad bloqueada que quieres desbloquear' },
      })
    }
    expect(await snapshot()).toEqual(before)
    // A resident reaches neither the list nor the unblocking.
    expect((await blocked(other.token)).status).toBe(403)
    expect((await unblock(other.token, 'x')).status).toBe(403)
    expect(await snapshot()).toEqual(before)
  })

  it('two officers unblocking at once: one succeeds, one history entry', async () => {
    const [boss, other] = [await admin(), await admin()]
    const troll = await resident('troll')
    await call('DELETE', `/api/users/${troll.id}`, { token: boss.token })
    const [{ uid }] = await (await blocked(boss.token)).json<{ uid: string }[]>()
    const answers = await Promise.all([unblock(boss.token, uid), unblock(other.token, uid)])
    expect(answers.map((a) => a.status).sort()).toEqual([200, 404])
    expect(await env.DB.prepare("SELECT count(*) AS n FROM audit_log WHERE action = 'user.unblock'").first('n')).toBe(1)
  })
})
