import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { admin, call, client, newProposal, resident, setStatus, visitorContact, type Person } from '../test/fixtures'

const json = async <T>(res: Promise<{ json(): Promise<T> }>) => (await res).json()
const param = (id: number) => ({ param: { id: String(id) } })

const submit = async (token?: string, fields: Record<string, string> = {}) =>
  (await newProposal({ token, fields: token ? fields : { ...visitorContact, ...fields } })).id
const noticesOf = async (p: Person) => (await client(p.token).notifications.$get()).json()

describe('following and in-app notices', () => {
  it('the author, a voter and a follower each get one notice per change; nobody else does', async () => {
    const [author, voter, fan, bystander, boss] = [
      await resident('autora'),
      await resident('votante'),
      await resident('fan'),
      await resident('otro'),
      await admin(),
    ]
    const id = await submit(author.token)
    expect((await call('POST', `/api/proposals/${id}/vote`, { token: voter.token })).status).toBe(200)
    expect(await json(client(fan.token).proposals[':id'].follow.$put(param(id)))).toEqual({ proposalId: id, following: true })

    const change = await setStatus(boss, id, 'approved')
    expect(change.status).toBe(200)
    for (const p of [author, voter, fan]) {
      const { items, unread } = await noticesOf(p)
      expect(unread).toBe(1)
      expect(items).toEqual([
        expect.objectContaining({ proposalId: id, title: 'Más bancos en la plaza', status: 'approved', readAt: null }),
      ])
    }
    expect(await noticesOf(bystander)).toEqual({ items: [], unread: 0 })
    expect(await noticesOf(boss)).toEqual({ items: [], unread: 0 })

    // The same status again is no change; a scope edit is not an event either.
    await setStatus(boss, id, 'approved')
    await call('PATCH', `/api/proposals/${id}/status`, { token: boss.token, json: { scope: 'Medio Ambiente' } })
    expect((await noticesOf(fan)).unread).toBe(1)

    // Stopping to follow stops the notices; the next change reaches the others, newest first.
    expect(await json(client(fan.token).proposals[':id'].follow.$delete(param(id)))).toEqual({
      proposalId: id,
      following: false,
    })
    await setStatus(boss, id, 'executed')
    expect((await noticesOf(fan)).items).toHaveLength(1)
    expect((await noticesOf(voter)).items.map((n) => n.status)).toEqual(['executed', 'approved'])
  })

  it('lists what one follows; follow and unfollow are idempotent and need a proposal that exists', async () => {
    const ana = await resident()
    const id = await submit()
    await call('PUT', `/api/proposals/${id}/follow`, { token: ana.token })
    await call('PUT', `/api/proposals/${id}/follow`, { token: ana.token })
    expect(await json(client(ana.token).user.follows.$get())).toEqual({ proposalIds: [id] })
    expect((await call('PUT', '/api/proposals/999999/follow', { token: ana.token })).status).toBe(404)
    expect((await call('PUT', `/api/proposals/${id}/follow`)).status).toBe(401)
    await call('DELETE', `/api/proposals/${id}/follow`, { token: ana.token })
    await call('DELETE', `/api/proposals/${id}/follow`, { token: ana.token })
    expect(await json(client(ana.token).user.follows.$get())).toEqual({ proposalIds: [] })
  })

  it('marks some or all notices read, only the caller’s own', async () => {
    const [ana, luis, boss] = [await resident(), await resident(), await admin()]
    const ids = [await submit(ana.token), await submit(ana.token)]
    await call('PUT', `/api/proposals/${ids[0]}/follow`, { token: luis.token })
    for (const id of ids) await setStatus(boss, id, 'rejected')
    const mine = await noticesOf(ana)
    expect(mine.unread).toBe(2)
    const luisNotice = (await noticesOf(luis)).items[0].id

    const some = client(ana.token).notifications.read.$post({ json: { ids: [mine.items[0].id, luisNotice] } })
    expect(await json(some)).toMatchObject({ marked: 1, unread: 1 })
    expect((await noticesOf(luis)).unread).toBe(1)
    expect(await json(client(ana.token).notifications.read.$post({ json: {} }))).toMatchObject({
      marked: 1,
      unread: 0,
    })
    const bad = await call('POST', '/api/notifications/read', { token: ana.token, json: { ids: ['uno'] } })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({ error: 'VALIDATION', message: 'Los avisos indicados no son válidos' })
    expect((await call('GET', '/api/notifications')).status).toBe(401)
  })

  it('an undo from the history that puts the status back is an event too', async () => {
    const [ana, boss] = [await resident(), await admin()]
    const id = await submit(ana.token)
    await setStatus(boss, id, 'approved')
    const history = await json(client(boss.token).admin.history.$get({ query: { targetId: String(id) } }))
    const entry = history.items.find((e) => e.action === 'proposal.status')!
    expect((await call('POST', `/api/admin/history/${entry.id}/undo`, { token: boss.token })).status).toBe(200)
    expect((await noticesOf(ana)).items.map((n) => n.status)).toEqual(['pending', 'approved'])
  })

  it('writes no notice when the status change fails, and no change without its notices', async () => {
    const [ana, boss] = [await resident(), await admin()]
    const id = await submit(ana.token)
    // A notice row that cannot be written rolls the status change back with it.
    await env.DB.prepare("CREATE TRIGGER fail_notice BEFORE INSERT ON notices BEGIN SELECT RAISE(ABORT, 'boom'); END").run()
    try {
      expect((await setStatus(boss, id, 'approved')).status).toBe(500)
    } finally {
      await env.DB.prepare('DROP TRIGGER fail_notice').run()
    }
    const row = await env.DB.prepare('SELECT status FROM proposals WHERE id = ?').bind(id).first<{ status: string }>()
    expect(row?.status).toBe('pending')
    expect((await noticesOf(ana)).items).toEqual([])
  })
})

describe('notification settings', () => {
  it('are off until the person says yes, and keep what was not sent', async () => {
    const ana = await resident()
    expect(await json(client(ana.token).user['notification-settings'].$get())).toEqual({ email: false, push: false })
    expect(await json(client(ana.token).user['notification-settings'].$patch({ json: { email: true } }))).toEqual({
      email: true,
      push: false,
    })
    expect(await json(client(ana.token).user['notification-settings'].$patch({ json: { push: true } }))).toEqual({
      email: true,
      push: true,
    })
    const bad = await call('PATCH', '/api/user/notification-settings', { token: ana.token, json: { email: 'sí' } })
    expect(bad.status).toBe(400)
    expect(await json(client(ana.token).user['notification-settings'].$get())).toEqual({ email: true, push: true })
  })
})
