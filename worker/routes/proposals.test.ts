import { env } from 'cloudflare:workers'
import type { InferRequestType } from 'hono/client'
import { describe, expect, it } from 'vitest'
import type { Status } from '@domain/statuses'
import {
  admin,
  call,
  client,
  errorOf,
  jpegFile,
  moderate,
  newProposal,
  PNG,
  proposalFields,
  proposalForm,
  resident,
  setStatus,
  snapshot,
  visitorContact,
} from '../test/fixtures'

/** A form the typed client cannot send (wrong fields, files that are not photos), as a browser would. */
async function submit(form: FormData) {
  return call('POST', '/api/proposals', { body: form })
}
type ListQuery = InferRequestType<ReturnType<typeof client>['proposals']['$get']>['query']
/** The public list as the typed client reads it (`query` narrows it), with any extra request headers. */
const list = async (query: ListQuery = {}, headers?: Record<string, string>) => client(undefined, headers).proposals.$get({ query })
const listed = async (query?: ListQuery, headers?: Record<string, string>) => (await list(query, headers)).json()

describe('POST /api/proposals', () => {
  it('a visitor with contact details submits a pending proposal that the public list shows', async () => {
    const p = await newProposal({ fields: visitorContact })
    expect(p).toMatchObject({ title: 'Más bancos en la plaza', status: 'pending', votes: 0, district: 'Norte' })
    expect((await listed()).map((x) => x.id)).toContain(p.id)
  })

  it('a visitor without contact details gets the Spanish field messages and nothing is written', async () => {
    const before = await snapshot()
    const res = await submit(proposalForm({ submitterName: 'L', submitterEmail: 'no-es-un-email' }))
    expect(res.status).toBe(400)
    const body = await errorOf(res)
    expect(body.error).toBe('VALIDATION')
    expect(body.fields).toMatchObject({
      submitterName: 'El nombre es requerido',
      submitterSurname: 'Los apellidos son requeridos',
      submitterPhone: 'El teléfono debe tener al menos 9 dígitos',
      submitterEmail: 'El email no es válido',
    })
    expect(await snapshot()).toEqual(before)
  })

  it('a signed-in resident needs no contact block; the proposal is theirs', async () => {
    const ana = await resident()
    const p = await newProposal({ token: ana.token })
    const mine = await (await client(ana.token).user.proposals.$get()).json()
    expect(mine.map((x) => x.id)).toEqual([p.id])
  })

  it('uses the default scope when none is sent and refuses unknown districts', async () => {
    expect((await newProposal({ fields: { ...visitorContact, scope: undefined } })).scope).toBe('Otras categorias / Varios')
    const bad = await submit(proposalForm({ ...visitorContact, district: 'Marte' }))
    expect(bad.status).toBe(400)
    expect((await errorOf(bad)).fields?.district).toBe('Selecciona un distrito de la lista')
  })

  it('stores photos in R2 and serves them with their checked type, nosniff and immutable caching', async () => {
    const p = await newProposal({ fields: { ...visitorContact, image: jpegFile(), thumbnail: new File([PNG], 't.png') } })
    expect(p.photoBig).toMatch(/^\/api\/media\/proposals\/[0-9a-f-]{36}\.jpg$/)
    expect(p.photoThumb).toMatch(/-thumb\.png$/)
    const img = await call('GET', p.photoBig!)
    expect(img.status).toBe(200)
    expect(img.headers.get('content-type')).toBe('image/jpeg')
    expect(img.headers.get('x-content-type-options')).toBe('nosniff')
    expect(img.headers.get('cache-control')).toContain('immutable')
  })

  it('refuses a text file named .jpg and an SVG with 415, and stores nothing', async () => {
    const before = await snapshot()
    for (const file of [
      new File(['hola, no soy una foto'], 'foto.jpg', { type: 'image/jpeg' }),
      new File(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], 'x.svg', { type: 'image/svg+xml' }),
    ]) {
      const res = await submit(proposalForm({ ...visitorContact, image: file }))
      expect(res.status).toBe(415)
      expect(await res.json()).toMatchObject({
        error: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'Por favor, selecciona un archivo de imagen válido',
      })
    }
    expect(await snapshot()).toEqual(before)
  })

  it('refuses an image over 10 MB with 413', async () => {
    const big = new Uint8Array(10 * 1024 * 1024 + 1)
    big.set([0xff, 0xd8, 0xff])
    const res = await submit(proposalForm({ ...visitorContact, image: new File([big], 'grande.jpg') }))
    expect(res.status).toBe(413)
    expect(await res.json()).toMatchObject({ error: 'PAYLOAD_TOO_LARGE' })
    expect((await env.MEDIA.list()).objects).toHaveLength(0)
  })

  it('is closed with VOTING_DISABLED while voting is off', async () => {
    const boss = await admin()
    await call('PATCH', '/api/system-config', { token: boss.token, json: { votingEnabled: false } })
    const res = await submit(proposalForm(visitorContact))
    expect(res.status).toBe(403)
    expect(await res.json()).toMatchObject({ error: 'VOTING_DISABLED' })
  })

  it('an Idempotency-Key replayed 5 times, some in parallel, creates one proposal', async () => {
    const key = crypto.randomUUID()
    // newProposal fails unless the answer is 201, the first time and on every replay.
    const send = () => newProposal({ fields: { ...visitorContact, image: jpegFile() }, headers: { 'idempotency-key': key } })
    const first = await send()
    const rest = await Promise.all([send(), send(), send()])
    const last = await send()
    const ids = new Set([first, ...rest, last].map((p) => p.id))
    expect(ids.size).toBe(1)
    const count = await env.DB.prepare('SELECT count(*) AS n FROM proposals').first<{ n: number }>()
    expect(count?.n).toBe(1)
    // The losers' photos were removed: one photo for one proposal.
    expect((await env.MEDIA.list()).objects).toHaveLength(1)
  })

  it('parallel first sends of one key also create one proposal', async () => {
    const key = crypto.randomUUID()
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => newProposal({ fields: visitorContact, headers: { 'idempotency-key': key } })),
    )
    const ids = new Set(answers.map((p) => p.id))
    expect(ids.size).toBe(1)
    expect((await env.DB.prepare('SELECT count(*) AS n FROM proposals').first<{ n: number }>())?.n).toBe(1)
  })
})

describe('public answers', () => {
  it('carry no personal data: no submitter contact, no author id, no e-mail or phone', async () => {
    const ana = await resident()
    await newProposal({ fields: visitorContact })
    const own = await newProposal({ token: ana.token })
    const list = await (await call('GET', '/api/proposals')).text()
    const one = await (await call('GET', `/api/proposals/${own.id}`)).text()
    for (const text of [list, one]) {
      for (const secret of [visitorContact.submitterEmail, visitorContact.submitterPhone, visitorContact.submitterSurname, ana.email]) {
        expect(text).not.toContain(secret)
      }
      expect(text).not.toMatch(/submitter|userId|"email"|"phone"/)
    }
  })

  it('GET /api/proposals/{id}: 404 in Spanish for a missing one, 400 for a non-numeric id', async () => {
    expect(await (await call('GET', '/api/proposals/999999')).json()).toMatchObject({
      error: 'NOT_FOUND',
      message: 'Propuesta no encontrada',
    })
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) {
      const res = await call('GET', `/api/proposals/${bad}`)
      expect(res.status).toBe(400)
      expect(await res.json()).toMatchObject({ error: 'VALIDATION' })
    }
  })
})

describe('admin moderation', () => {
  it('status changes stamp approvedAt and executedAt; scope and votes change too', async () => {
    const boss = await admin()
    const p = await newProposal({ fields: visitorContact })
    const approved = await (await setStatus(boss, p.id, 'approved')).json()
    expect(approved.status).toBe('approved')
    expect(approved.approvedAt).not.toBeNull()
    const executed = await (await setStatus(boss, p.id, 'executed')).json()
    expect(executed.executedAt).not.toBeNull()
    expect(executed.approvedAt).toBe(approved.approvedAt)
    const votes = await (await moderate(boss, p.id, { votes: 120, scope: 'Medio Ambiente' })).json()
    expect(votes).toMatchObject({ votes: 120, scope: 'Medio Ambiente' })
    const neg = await call('PATCH', `/api/proposals/${p.id}/status`, { token: boss.token, json: { votes: -1 } })
    expect(neg.status).toBe(400)
    expect(await neg.json()).toMatchObject({ fields: { votes: 'Los votos deben ser un número entero igual o mayor que 0' } })
  })

  it('rejecting stamps rejectedAt (public); any other status clears it', async () => {
    const boss = await admin()
    const p = await newProposal({ fields: visitorContact })
    const status = async (value: Status) => (await setStatus(boss, p.id, value)).json()
    const rejected = await status('rejected')
    expect(rejected.rejectedAt).not.toBeNull()
    expect(Date.now() - Date.parse(rejected.rejectedAt!)).toBeLessThan(60_000)
    expect(await (await call('GET', `/api/proposals/${p.id}`)).json()).toMatchObject({
      status: 'rejected',
      rejectedAt: rejected.rejectedAt,
    })
    expect((await status('pending')).rejectedAt).toBeNull()
  })

  it('edits data with a new photo (the old one is removed) and deletes a proposal with its photos and votes', async () => {
    const boss = await admin()
    const voter = await resident()
    const p = await newProposal({ fields: { ...visitorContact, image: jpegFile() } })
    await call('POST', `/api/proposals/${p.id}/vote`, { token: voter.token })
    const edit = await client(boss.token).proposals[':id'].data.$patch({
      param: { id: String(p.id) },
      form: proposalFields({ title: 'Bancos y sombra en la plaza', image: new File([PNG], 'nueva.png') }),
    })
    const edited = await edit.json()
    expect(edited.title).toBe('Bancos y sombra en la plaza')
    expect(edited.photoBig).toMatch(/\.png$/)
    expect((await env.MEDIA.list()).objects.map((o) => o.key)).toEqual([edited.photoBig!.replace('/api/media/', '')])
    const del = await call('DELETE', `/api/proposals/${p.id}`, { token: boss.token })
    expect(del.status).toBe(200)
    expect((await env.MEDIA.list()).objects).toHaveLength(0)
    expect((await env.DB.prepare('SELECT count(*) AS n FROM votes').first<{ n: number }>())?.n).toBe(0)
    expect((await call('GET', `/api/proposals/${p.id}`)).status).toBe(404)
  })

  it("shows the author's or the visitor's contact data to admins only", async () => {
    const boss = await admin()
    const ana = await resident()
    const anon = await newProposal({ fields: visitorContact })
    const own = await newProposal({ token: ana.token })
    const a = await (await call('GET', `/api/proposals/${anon.id}/author`, { token: boss.token })).json()
    expect(a).toMatchObject({
      kind: 'anonymous',
      submitter: { email: visitorContact.submitterEmail, phone: visitorContact.submitterPhone },
    })
    const b = await (await call('GET', `/api/proposals/${own.id}/author`, { token: boss.token })).json()
    expect(b).toMatchObject({ kind: 'user', user: { email: ana.email } })
    expect((await call('GET', `/api/proposals/${anon.id}/author`, { token: ana.token })).status).toBe(403)
    expect((await call('GET', `/api/proposals/${anon.id}/author`)).status).toBe(401)
  })
})

describe('GET /api/proposals is cheap to re-read', () => {
  it('answers 304 to a matching If-None-Match until any proposal changes', async () => {
    await newProposal({ fields: visitorContact })
    const first = await call('GET', '/api/proposals')
    const etag = first.headers.get('etag')!
    expect(etag).toMatch(/^"proposals-\d+"$/)
    const again = await call('GET', '/api/proposals', { headers: { 'if-none-match': etag } })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
    const p = await newProposal({ fields: visitorContact })
    await call('POST', `/api/proposals/${p.id}/vote`, { token: (await resident()).token })
    const changed = await list({}, { 'if-none-match': etag })
    expect(changed.status).toBe(200)
    expect(changed.headers.get('etag')).not.toBe(etag)
    expect((await changed.json()).find((x) => x.id === p.id)?.votes).toBe(1)
  })

  it('serves the same list again from the isolate copy, plain or gzipped, until something changes', async () => {
    await newProposal({ fields: visitorContact })
    const first = await (await call('GET', '/api/proposals', { headers: { 'accept-encoding': 'identity' } })).text()
    const plain = await call('GET', '/api/proposals', { headers: { 'accept-encoding': 'identity' } })
    expect(await plain.text()).toBe(first)
    const zipped = await call('GET', '/api/proposals', { headers: { 'accept-encoding': 'gzip' } })
    expect(zipped.headers.get('content-encoding')).toBe('gzip')
    const p = await newProposal({ fields: { ...visitorContact, title: 'Una propuesta más reciente' } })
    const after = await listed({}, { 'accept-encoding': 'identity' })
    expect(after[0].id).toBe(p.id)
  })

  it('is gzip-compressed for clients that accept it', async () => {
    for (let i = 0; i < 3; i++) await newProposal({ fields: visitorContact })
    const res = await call('GET', '/api/proposals', { headers: { 'accept-encoding': 'gzip' } })
    expect(res.headers.get('content-encoding')).toBe('gzip')
  })
})

describe('GET /api/proposals filters and pages on the server when asked', () => {
  it('narrows by status, district, scope, year and words; pages with a cursor; refuses bad values', async () => {
    const boss = await admin()
    const a = await newProposal({
      fields: { ...visitorContact, title: 'Carril bici en la avenida', district: 'Sur', scope: 'Movilidad Urbana' },
    })
    const b = await newProposal({ fields: { ...visitorContact, title: 'Huerto urbano 100% ecológico', district: 'Norte' } })
    const c = await newProposal({ fields: { ...visitorContact, title: 'Biblioteca abierta en verano', district: 'Sur' } })
    await call('PATCH', `/api/proposals/${c.id}/status`, { token: boss.token, json: { status: 'approved' } })
    // Presented in the 2024 cycle: the year filter counts by the cycle (docs/decisions/0058).
    await env.DB.prepare('UPDATE proposals SET created_at = ?, cycle_year = 2024 WHERE id = ?')
      .bind(Date.UTC(2024, 5, 1), a.id)
      .run()
    const ids = async (query: ListQuery) => (await listed(query)).map((p) => p.id)

    expect(await ids({ district: 'Sur' })).toEqual([c.id, a.id])
    expect(await ids({ status: 'approved' })).toEqual([c.id])
    expect(await ids({ status: 'pending,approved', district: 'Sur' })).toEqual([c.id, a.id])
    expect(await ids({ scope: 'Movilidad Urbana' })).toEqual([a.id])
    expect(await ids({ year: '2024' })).toEqual([a.id])
    expect(await ids({ q: 'bici avenida' })).toEqual([a.id])
    expect(await ids({ q: '100%' })).toEqual([b.id])

    const first = await list({ limit: '2' })
    expect((await first.json()).map((p) => p.id)).toEqual([c.id, b.id])
    const cursor = first.headers.get('x-next-cursor')!
    const second = await list({ limit: '2', cursor })
    expect((await second.json()).map((p) => p.id)).toEqual([a.id])
    expect(second.headers.get('x-next-cursor')).toBeNull()

    await call('PATCH', `/api/proposals/${b.id}/status`, { token: boss.token, json: { votes: 9 } })
    expect(await ids({ sort: 'votes', status: 'pending,approved', limit: '2' })).toEqual([b.id, c.id])

    for (const bad of [
      `sort=votes&limit=2&cursor=${cursor}`,
      'sort=random',
      'status=archivada',
      'district=Marte',
      'year=24',
      'limit=0',
      'limit=501',
      'cursor=xyz',
    ]) {
      expect((await call('GET', `/api/proposals?${bad}`)).status).toBe(400)
    }
  })
})
