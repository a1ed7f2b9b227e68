import { describe, expect, it } from 'vitest'
import { imageSize } from './image-size'
import { admin, call, errorOf, imageBytes, newProposal, proposalForm, snapshot, visitorContact } from './test/fixtures'

describe('image dimensions from the header', () => {
  const kinds = ['jpg', 'png', 'gif', 'webp-lossy', 'webp-lossless', 'webp-extended'] as const
  it.each(kinds)('%s', (kind) => {
    const ext = kind.startsWith('webp') ? 'webp' : kind
    expect(imageSize(imageBytes(kind, 1600, 1200), ext)).toEqual({ width: 1600, height: 1200 })
    expect(imageSize(imageBytes(kind, 1, 9000), ext)).toEqual({ width: 1, height: 9000 })
  })

  it('a truncated or damaged header says nothing', () => {
    expect(imageSize(imageBytes('png', 10, 10).slice(0, 20), 'png')).toBeNull()
    expect(imageSize(new Uint8Array([0xff, 0xd8, 0xff, 0xda, 0, 4, 0, 0]), 'jpg')).toBeNull()
    expect(imageSize(imageBytes('webp-lossy', 10, 10).fill(0, 23, 26), 'webp')).toBeNull()
  })
})

const SIDE_MESSAGE = 'La imagen mide más de 8000 píxeles de lado. Elige una foto más pequeña.'

describe('pictures no phone could draw', () => {
  it('a 40,000 × 40,000 PNG (and every kind over 8,000 px a side) is refused in Spanish, and nothing is written', async () => {
    const before = await snapshot()
    const cases = [
      ['png', 40_000, 40_000],
      ['jpg', 8001, 600],
      ['gif', 600, 8001],
      ['webp-lossy', 8001, 8001],
      ['webp-lossless', 9000, 10],
      ['webp-extended', 20_000, 100],
    ] as const
    for (const [kind, width, height] of cases) {
      const image = new File([imageBytes(kind, width, height)], 'foto')
      const res = await call('POST', '/api/proposals', { body: proposalForm({ ...visitorContact, image }) })
      expect(res.status, kind).toBe(400)
      expect(await errorOf(res)).toMatchObject({ error: 'VALIDATION', message: SIDE_MESSAGE, fields: { image: SIDE_MESSAGE } })
      const thumb = await call('POST', '/api/proposals', { body: proposalForm({ ...visitorContact, thumbnail: image }) })
      expect((await errorOf(thumb)).fields).toEqual({ thumbnail: SIDE_MESSAGE })
    }
    expect(await snapshot()).toEqual(before)
  })

  it('an administrator cannot swap one in either', async () => {
    const boss = await admin()
    const p = await newProposal({ fields: visitorContact })
    const before = await snapshot()
    const res = await call('PATCH', `/api/proposals/${p.id}/data`, {
      token: boss.token,
      body: proposalForm({ image: new File([imageBytes('png', 40_000, 40_000)], 'grande.png') }),
    })
    expect(res.status).toBe(400)
    expect(await snapshot()).toEqual(before)
  })

  it('a picture whose size cannot be read is refused as damaged; 8,000 px a side is taken', async () => {
    const damaged = new File([imageBytes('png', 100, 100).slice(0, 20)], 'rota.png')
    const res = await call('POST', '/api/proposals', { body: proposalForm({ ...visitorContact, image: damaged }) })
    expect(res.status).toBe(400)
    expect((await errorOf(res)).fields).toEqual({ image: 'La imagen está dañada: no se puede leer su tamaño.' })
    const edge = new File([imageBytes('jpg', 8000, 8000)], 'borde.jpg')
    expect((await call('POST', '/api/proposals', { body: proposalForm({ ...visitorContact, image: edge }) })).status).toBe(201)
  })
})
