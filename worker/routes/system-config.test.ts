import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { admin, call, resident } from '../test/fixtures'

describe('/api/system-config', () => {
  it('is public and says voting is enabled when no row exists', async () => {
    const res = await call('GET', '/api/system-config')
    expect(await res.json()).toMatchObject({ votingEnabled: true })
  })

  it('only admins switch voting; the change is recorded with who and when', async () => {
    const boss = await admin()
    const ana = await resident()
    expect((await call('PATCH', '/api/system-config', { token: ana.token, json: { votingEnabled: false } })).status).toBe(403)
    const off = await call('PATCH', '/api/system-config', { token: boss.token, json: { votingEnabled: false } })
    expect(await off.json()).toMatchObject({ votingEnabled: false, updatedBy: boss.id })
    expect(await (await call('GET', '/api/system-config')).json()).toMatchObject({ votingEnabled: false })
    const bad = await call('PATCH', '/api/system-config', { token: boss.token, json: { votingEnabled: 'no' } })
    expect(bad.status).toBe(400)
  })

  it('says who changed it to admins only: the public answer has no administrator id', async () => {
    const boss = await admin()
    const ana = await resident()
    await call('PATCH', '/api/system-config', { token: boss.token, json: { votingEnabled: false } })
    for (const token of [undefined, ana.token, boss.token]) {
      const pub = (await (await call('GET', '/api/system-config', { token })).json()) as Record<string, unknown>
      expect(pub).toEqual({ votingEnabled: false, lastUpdated: expect.any(String) })
    }
    const full = await call('GET', '/api/admin/system-config', { token: boss.token })
    expect(await full.json()).toEqual({ votingEnabled: false, lastUpdated: expect.any(String), updatedBy: boss.id })
    expect((await call('GET', '/api/admin/system-config', { token: ana.token })).status).toBe(403)
  })

  it('the duplicate fix answers a message and the table can never hold two rows', async () => {
    const boss = await admin()
    const fix = await call('POST', '/api/system-config/fix', { token: boss.token })
    expect(await fix.json()).toMatchObject({
      message: 'La configuración del sistema ya era única: no había duplicados que arreglar.',
      votingEnabled: true,
    })
    await expect(env.DB.prepare('INSERT INTO system_config (id, voting_enabled) VALUES (2, 0)').run()).rejects.toThrow(/CHECK/)
    expect((await call('POST', '/api/system-config/fix')).status).toBe(401)
  })
})
