import { IMAGE_LARGE_PX, IMAGE_THUMB_PX } from '@domain/constants'
import { NEW_PROPOSAL_TEXTS } from '@copy'
import { ApiError } from '../api-error'
import type { ProposalPhotos } from '../proposal-form'
import { fitWithin } from './image-size'

async function draw(bitmap: ImageBitmap, max: number, name: string): Promise<File> {
  const { width, height } = fitWithin(bitmap.width, bitmap.height, max)
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = height
  const context = canvas.getContext('2d')!
  // JPEG has no transparency: a white background instead of black behind transparent PNG/GIF areas.
  context.fillStyle = '#fff'
  context.fillRect(0, 0, width, height)
  context.drawImage(bitmap, 0, 0, width, height)
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85))
  if (!blob) throw new Error('canvas-encode-failed')
  return new File([blob], name, { type: 'image/jpeg' })
}

/**
 * The two versions uploaded with a proposal (design.md: large ≤1600 px, thumbnail ≤480 px), made in the
 * browser so that a 10 MB phone photo travels as a few hundred KB.
 */
async function shrinkImage(file: File): Promise<ProposalPhotos> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' })
  try {
    const base = file.name.replace(/\.[^.]*$/, '') || 'foto'
    return {
      image: await draw(bitmap, IMAGE_LARGE_PX, `${base}.jpg`),
      thumbnail: await draw(bitmap, IMAGE_THUMB_PX, `${base}-miniatura.jpg`),
    }
  } finally {
    bitmap.close()
  }
}

/**
 * A chosen photo as every proposal form uploads it (new, registered from another channel, or edited):
 * nothing when none was chosen; a file the browser cannot read is refused with a Spanish message.
 */
export async function photoUpload(file: File | null): Promise<ProposalPhotos | null> {
  if (!file) return null
  return shrinkImage(file).catch(() => {
    throw new ApiError(0, NEW_PROPOSAL_TEXTS.imageUnreadable)
  })
}
