// First browser-level check: the real Worker serves the seeded API, its photos and the app shell.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { ROOT } from '../scripts/lib/local-server.mjs'
import { api, useBrowser } from './harness'

const demo = JSON.parse(readFileSync(join(ROOT, 'scripts', 'demo-data', 'demo.json'), 'utf8')) as { proposals: { title: string }[] }

interface PublicProposal {
  id: number
  title: string
  status: string
  district: string
  photoBig: string | null
  photoThumb: string | null
}

describe('servidor local con datos de demostración', () => {
  const browser = useBrowser()

  test('GET /api/proposals devuelve las propuestas cargadas, sin datos personales', async () => {
    const res = await api('/api/proposals')
    expect(res.status).toBe(200)
    const list = (await res.json()) as PublicProposal[]
    // Other test files may have added proposals to the run's shared database by now.
    expect(list.map((p) => p.title)).toEqual(expect.arrayContaining(demo.proposals.map((p) => p.title)))
    expect(new Set(list.map((p) => p.status))).toEqual(new Set(['pending', 'approved', 'executed', 'rejected']))
    expect(JSON.stringify(list)).not.toMatch(/submitter|@presupuestos\.test|"phone"/)
  })

  test('las fotos de demostración se sirven como JPEG desde R2', async () => {
    const list = (await (await api('/api/proposals')).json()) as PublicProposal[]
    const withPhoto = list.find((p) => p.photoBig && p.photoThumb)
    expect(withPhoto).toBeDefined()
    for (const src of [withPhoto!.photoBig!, withPhoto!.photoThumb!]) {
      const res = await api(src)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe('image/jpeg')
      expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    }
  })

  test('/ sirve la aplicación en español', async () => {
    const res = await browser.page.goto('/')
    expect(res?.status()).toBe(200)
    expect(res?.headers()['content-type']).toContain('text/html')
    expect(await browser.page.getAttribute('html', 'lang')).toBe('es')
  })
})
