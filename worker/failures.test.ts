import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { app } from './app'
import type { Bindings } from './env'
import { jpegFile, PNG, proposalForm, snapshot, visitorContact } from './test/fixtures'

/**
 * Failures in the middle of a submission lose nothing and leave nothing behind: no half-written
 * proposal, no orphan photo in R2. The bindings are wrapped so that one call fails.
 */
async function submitWith(bindings: Partial<Bindings>, body: BodyInit, headers: Record<string, string> = {}) {
  const ctx = createExecutionContext()
  const res = await app.fetch(new Request('http://localhost/api/proposals', { method: 'POST', body, headers }), { ...env, ...bindings }, ctx)
  await waitOnExecutionContext(ctx)
  return res
}

const photos = () => proposalForm({ ...visitorContact, image: jpegFile(), thumbnail: new File([PNG], 't.png') })

describe('failures in the middle of a submission', () => {
  it('R2 failing on the thumbnail: the large photo already stored is removed, no row is written', async () => {
    const before = await snapshot()
    let puts = 0
    const media = new Proxy(env.MEDIA, {
      get(target, prop) {
        if (prop === 'put') {
          return (...args: Parameters<R2Bucket['put']>) => {
            if (++puts === 2) throw new Error('R2 no disponible')
            return target.put(...args)
          }
        }
        const value = Reflect.get(target, prop)
        return typeof value === 'function' ? value.bind(target) : value
      },
    })
    const res = await submitWith({ MEDIA: media }, photos())
    expect(res.status).toBe(500)
    expect(await res.json()).toMatchObject({ error: 'INTERNAL', message: 'Ha ocurrido un error en el servidor. Por favor, inténtalo de nuevo más tarde.' })
    expect(puts).toBe(2)
    expect(await snapshot()).toEqual(before)
  })

  it('D1 failing on the write: the photos just stored are removed', async () => {
    const before = await snapshot()
    const db = new Proxy(env.DB, {
      get(target, prop) {
        if (prop === 'batch') return () => Promise.reject(new Error('D1_ERROR: database is locked'))
        const value = Reflect.get(target, prop)
        return typeof value === 'function' ? value.bind(target) : value
      },
    })
    const res = await submitWith({ DB: db }, photos(), { 'idempotency-key': crypto.randomUUID() })
    expect(res.status).toBe(500)
    const body = await res.text()
    expect(body).not.toMatch(/D1_ERROR|locked|stack/)
    expect(await snapshot()).toEqual(before)
  })

  it('an upload cut off midway stores nothing', async () => {
    const before = await snapshot()
    const full = new Uint8Array(await new Response(photos()).arrayBuffer())
    const type = new Response(photos()).headers.get('content-type')!
    // The stream sends half of the body, then the connection breaks.
    const cut = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(full.slice(0, Math.floor(full.length / 2)))
        controller.error(new Error('conexión perdida'))
      },
    })
    const res = await submitWith({}, cut, { 'content-type': type })
    expect(res.status).toBeGreaterThanOrEqual(400)
    expect(await snapshot()).toEqual(before)
  })
})
