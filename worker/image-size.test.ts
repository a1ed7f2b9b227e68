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
    expect(imageSize(imageBytes('gif', 10, 10).fill(0, 13), 'gif')).toBeNull()
  })

  it('a GIF is as large as the screen and every frame on it', () => {
    const gif = hiddenFrame(65_535, 65_535)
    expect(imageSize(gif, 'gif')).toEqual({ width: 65_535, height: 65_535 })
    const frame = new DataView(gif.buffer)
    // A frame placed off the screen's corner counts from where it starts.
    frame.setUint16(14, 300, true)
    frame.setUint16(18, 20, true)
    frame.setUint16(20, 10, true)
    expect(imageSize(gif, 'gif')).toEqual({ width: 320, height: 10 })
  })
})

/** The review's GIF: a 10 × 10 screen whose first frame is `width` × `height`. */
function hiddenFrame(width: number, height: number) {
  const gif = imageBytes('gif', 10, 10)
  const frame = new DataView(gif.buffer)
  frame.setUint16(18, width, true)
  frame.setUint16(20, height, true)
  return gif
}

const SIDE_MESSAGE = 'La imagen mide más de 8000 píxeles de lado. Elige una foto más pequeña.'

describe('pictures no phone could draw', () => {
  it('a 40,000 × 40,000 PNG (and every kind over 8,000 px a side) is refused in Spanish, and nothing is written', async () => {
    const before = await snapshot()
    const cases = [
      ['png', 40_000, 40_000],
      ['jpg', 8001, 600],
      ['gif', 600, 8001],
      ['gif-frame', 65_535, 65_535],
      ['webp-lossy', 8001, 8001],
      ['webp-lossless', 9000, 10],
      ['webp-extended', 20_000, 100],
    ] as const
    for (const [kind, width, height] of cases) {
      const image = new File([kind === 'gif-frame' ? hiddenFrame(width, height) : imageBytes(kind, width, height)], 'foto')
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
