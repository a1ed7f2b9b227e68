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
  const res = await app.fetch(
    new Request('http://localhost/api/proposals', { method: 'POST', body, headers }),
    { ...env, ...bindings },
    ctx,
  )
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
    expect(await res.json()).toMatchObject({
      error: 'INTERNAL',
      message: 'Ha ocurrido un error en el servidor. Por favor, inténtalo de nuevo más tarde.',
    })
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

  /** Half of a real proposal form with two photos, then the connection breaks or the body just ends. */
  async function halfUpload(ending: 'connection lost' | 'body ends') {
    const whole = new Response(photos())
    const type = whole.headers.get('content-type')!
    const bytes = new Uint8Array(await whole.arrayBuffer())
    const cut = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, Math.floor(bytes.length / 2)))
        if (ending === 'connection lost') controller.error(new Error('conexión perdida'))
        else controller.close()
      },
    })
    return submitWith({}, cut, { 'content-type': type, 'idempotency-key': crypto.randomUUID() })
  }

  for (const ending of ['connection lost', 'body ends'] as const) {
    it(`an upload cut off midway (${ending}) is the sender's 400 in Spanish and stores nothing`, async () => {
      const before = await snapshot()
      const res = await halfUpload(ending)
      expect(res.status).toBe(400)
      expect(await res.json()).toEqual({
        error: 'VALIDATION',
        message: 'El formulario enviado está dañado o incompleto. Vuelve a enviarlo.',
      })
      expect(await snapshot()).toEqual(before)
    })
  }
})
