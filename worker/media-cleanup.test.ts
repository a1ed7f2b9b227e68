import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { describe, expect, it, vi } from 'vitest'
import { app } from './app'
import worker from './index'
import { admin, call, imageBytes, newProposal, proposalForm, readProposal, visitorContact, type Person } from './test/fixtures'

/** The bucket with every delete failing, as when R2 hiccups. */
const failingDeletes = new Proxy(env.MEDIA, {
  get(target, prop) {
    if (prop === 'delete') return () => Promise.reject(new Error('R2 no disponible'))
    const value = Reflect.get(target, prop)
    return typeof value === 'function' ? value.bind(target) : value
  },
})

async function asAdmin(boss: Person, method: string, path: string, body?: BodyInit) {
  const ctx = createExecutionContext()
  const res = await app.fetch(
    new Request(`http://localhost${path}`, { method, body, headers: { authorization: `Bearer ${boss.token}` } }),
    { ...env, MEDIA: failingDeletes },
    ctx,
  )
  await waitOnExecutionContext(ctx)
  return res
}

const keyOf = (url: string | null) => url?.replace('/api/media/', '') ?? ''
const stored = async (key: string) => (await env.MEDIA.head(key)) !== null

/** The scheduled sweep, as the Cron Trigger runs it, `hoursLater` after now. */
async function sweep(hoursLater: number) {
  await worker.scheduled(createScheduledController({ scheduledTime: Date.now() + hoursLater * 3_600_000, cron: '*/10 * * * *' }), env)
}

const withPhoto = () =>
  newProposal({
    fields: {
      ...visitorContact,
      image: new File([imageBytes('jpg', 800, 600)], 'a.jpg'),
      thumbnail: new File([imageBytes('png', 480, 360)], 't.png'),
    },
  })

describe('photos after a committed change, when R2 fails to delete', () => {
  it('a new photo is kept and answered with 200; the old one is logged and later swept', async () => {
    const boss = await admin()
    const p = await withPhoto()
    const old = await readProposal(p.id)
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const res = await asAdmin(
      boss,
      'PATCH',
      `/api/proposals/${p.id}/data`,
      proposalForm({ image: new File([imageBytes('png', 640, 480)], 'nueva.png') }),
    )
    const logged = errors.mock.calls.flat().join(' ')
    errors.mockRestore()
    expect(res.status).toBe(200)
    const now = await readProposal(p.id)
    expect(now.photoBig).not.toBe(old.photoBig)
    expect(await stored(keyOf(now.photoBig))).toBe(true)
    expect(await stored(keyOf(old.photoBig))).toBe(true)
    expect(logged).toContain('R2 no disponible')

    await sweep(0) // too recent: an upload still on its way to its row looks the same
    expect(await stored(keyOf(old.photoBig))).toBe(true)
    await sweep(2)
    expect(await stored(keyOf(old.photoBig))).toBe(false)
    expect(await stored(keyOf(old.photoThumb))).toBe(false)
    expect(await stored(keyOf(now.photoBig))).toBe(true)
  })

  it('a deleted proposal answers 200 and its photos are swept later; photos still in use stay', async () => {
    const boss = await admin()
    const gone = await withPhoto()
    const kept = await withPhoto()
    const [goneRow, keptRow] = [await readProposal(gone.id), await readProposal(kept.id)]
    vi.spyOn(console, 'error').mockImplementationOnce(() => {})
    const res = await asAdmin(boss, 'DELETE', `/api/proposals/${gone.id}`)
    expect(res.status).toBe(200)
    expect(await env.DB.prepare('SELECT count(*) AS n FROM proposals WHERE id = ?1').bind(gone.id).first('n')).toBe(0)
    await sweep(2)
    expect(await stored(keyOf(goneRow.photoBig))).toBe(false)
    expect(await stored(keyOf(goneRow.photoThumb))).toBe(false)
    expect(await stored(keyOf(keptRow.photoBig))).toBe(true)
    expect(await stored(keyOf(keptRow.photoThumb))).toBe(true)
  })

  it("a milestone's photo is in use: the sweep keeps it", async () => {
    const boss = await admin()
    const p = await newProposal({ fields: visitorContact })
    const approve = await call('PATCH', `/api/proposals/${p.id}/status`, { token: boss.token, json: { status: 'approved' } })
    expect(approve.status).toBe(200)
    const form = new FormData()
    const fields = { date: new Date().toISOString().slice(0, 10), phase: 'En licitación', text: 'Publicado el pliego.', progress: '20' }
    for (const [k, v] of Object.entries(fields)) form.append(k, v)
    form.append('photo', new File([imageBytes('jpg', 800, 600)], 'a.jpg'))
    form.append('thumbnail', new File([imageBytes('png', 480, 360)], 't.png'))
    const res = await asAdmin(boss, 'POST', `/api/proposals/${p.id}/milestones`, form)
    expect(res.status).toBe(201)
    const { photoThumb } = (await res.json()) as { photoThumb: string }
    await sweep(2)
    expect(await stored(keyOf(photoThumb))).toBe(true)
  })
})
