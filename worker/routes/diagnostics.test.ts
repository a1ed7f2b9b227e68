import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { admin, call, client, newProposal, jpegFile, visitorContact } from '../test/fixtures'

const create = (extra: Record<string, string | File> = {}) => newProposal({ fields: { ...visitorContact, ...extra } })

describe('admin diagnostics', () => {
  it('reports one proposal: its public data, the raw row and no issue when healthy', async () => {
    const boss = await admin()
    const p = await create()
    const res = await call('GET', `/api/admin/diagnostics/proposals/${p.id}`, { token: boss.token })
    expect(await res.json()).toMatchObject({
      exists: true,
      issue: null,
      data: { title: 'Más bancos en la plaza', status: 'pending', district: 'Norte', votes: 0 },
      dbData: { id: p.id, submitterEmail: visitorContact.submitterEmail },
    })
    const missing = await call('GET', '/api/admin/diagnostics/proposals/9999', { token: boss.token })
    expect(await missing.json()).toMatchObject({ exists: false, dbData: null })
  })

  it('finds what the public pages could not show: an unknown district, a photo missing from R2', async () => {
    const boss = await admin()
    await create()
    const broken = await create()
    const withPhoto = await create({ image: jpegFile() })
    await env.DB.prepare("UPDATE proposals SET district = 'Atlántida' WHERE id = ?").bind(broken.id).run()
    // Its photo's object goes missing from R2 (a proposal without one would make the report differ too).
    await env.MEDIA.delete(withPhoto.photoBig?.replace('/api/media/', '') ?? '')
    const report = await (await client(boss.token).admin.diagnostics.proposals.$get()).json()
    expect(report.total).toBe(3)
    expect(report.accessible).toBe(1)
    expect(report.problematic.map((p) => p.id).sort()).toEqual([broken.id, withPhoto.id].sort())
    expect(report.problematic.find((p) => p.id === broken.id)?.issue).toBe('Distrito desconocido: «Atlántida»')
  })
})
