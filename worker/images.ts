import { MAX_IMAGE_BYTES, MAX_IMAGE_SIDE } from '@domain/constants'
import { SERVER_TEXTS } from '@copy'
import { AppError, describeError } from './errors'
import { imageSize } from './image-size'

const MEDIA_PREFIX = '/api/media/'

/** The kinds of picture we store, recognised by their first bytes (never by name or declared type). */
const KINDS = [
  { ext: 'jpg', type: 'image/jpeg', test: (b: Uint8Array) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    ext: 'png',
    type: 'image/png',
    test: (b: Uint8Array) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((x, i) => b[i] === x),
  },
  {
    ext: 'gif',
    type: 'image/gif',
    test: (b: Uint8Array) => ascii(b, 0, 4) === 'GIF8' && (b[4] === 0x37 || b[4] === 0x39) && b[5] === 0x61,
  },
  { ext: 'webp', type: 'image/webp', test: (b: Uint8Array) => ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP' },
] as const

function ascii(b: Uint8Array, from: number, to: number) {
  return String.fromCharCode(...b.subarray(from, to))
}

export interface CheckedImage {
  bytes: ArrayBuffer
  ext: string
  type: string
}

const refuse = (field: string, message: string) => new AppError('VALIDATION', message, { fields: { [field]: message } })

/**
 * Size first (413), then magic bytes (415): SVG, HTML or a text file named .jpg are all refused. Then
 * the pixel size its header declares (400): a picture no phone can draw is refused, however few bytes
 * it takes, and so is one whose header does not say.
 */
export async function checkImage(file: File, field: 'image' | 'thumbnail' = 'image'): Promise<CheckedImage> {
  if (file.size > MAX_IMAGE_BYTES) throw new AppError('PAYLOAD_TOO_LARGE')
  if (file.size === 0) throw refuse(field, SERVER_TEXTS.imageEmpty)
  const bytes = await file.arrayBuffer()
  if (bytes.byteLength > MAX_IMAGE_BYTES) throw new AppError('PAYLOAD_TOO_LARGE')
  const head = new Uint8Array(bytes, 0, Math.min(16, bytes.byteLength))
  const kind = KINDS.find((k) => k.test(head))
  if (!kind) throw new AppError('UNSUPPORTED_MEDIA_TYPE', SERVER_TEXTS.imageType)
  const size = imageSize(new Uint8Array(bytes), kind.ext)
  if (!size?.width || !size.height) throw refuse(field, SERVER_TEXTS.imageUnreadable)
  if (size.width > MAX_IMAGE_SIDE || size.height > MAX_IMAGE_SIDE) throw refuse(field, SERVER_TEXTS.imageTooWide)
  return { bytes, ext: kind.ext, type: kind.type }
}

const KEY = /^proposals\/[0-9a-f-]{36}(-thumb)?\.(jpg|png|gif|webp)$/

export const isMediaKey = (key: string) => KEY.test(key)

export function mediaUrl(key: string | null): string | null {
  return key ? `${MEDIA_PREFIX}${key}` : null
}

/**
 * Stores a checked photo (and its thumbnail) under server-made keys; returns the keys. A key that no
 * row points at an hour later is removed by the scheduled sweep (media-sweep.ts, which lists the
 * columns that hold keys).
 */
export async function storePhotos(
  bucket: R2Bucket,
  big: CheckedImage | null,
  thumb: CheckedImage | null,
): Promise<{ photoBig: string | null; photoThumb: string | null }> {
  const id = crypto.randomUUID()
  const put = async (img: CheckedImage | null, suffix: string) => {
    if (!img) return null
    const key = `proposals/${id}${suffix}.${img.ext}`
    await bucket.put(key, img.bytes, { httpMetadata: { contentType: img.type } })
    return key
  }
  const photoBig = await put(big, '')
  try {
    return { photoBig, photoThumb: await put(thumb, '-thumb') }
  } catch (err) {
    await deletePhotos(bucket, photoBig)
    throw err
  }
}

export async function deletePhotos(bucket: R2Bucket, ...keys: (string | null | undefined)[]) {
  const real = keys.filter((k): k is string => !!k)
  if (real.length) await bucket.delete(real)
}

/**
 * Removes photos that no row points at any more, once the change that let go of them is committed. A
 * failure is logged and left to the scheduled sweep (media-sweep.ts): the change stands, nothing is
 * undone, and its answer is no 500.
 */
async function discardPhotos(bucket: R2Bucket, ...keys: (string | null | undefined)[]) {
  try {
    await deletePhotos(bucket, ...keys)
  } catch (err) {
    console.error(`photos left for the sweep (${keys.filter(Boolean).join(', ')}): ${describeError(err)}`)
  }
}

/** A row's photo keys, as storePhotos returns them and proposals and milestones hold them. */
type PhotoKeys = { photoBig: string | null; photoThumb: string | null }

/**
 * Saves a change to a row's photos: `stored` are photos just stored for it, `old` the ones it lets go
 * of (replaced, removed, or deleted with the row). If `save` fails nothing changed, so the stored
 * photos belong to nobody and go at once; once it has saved, the old ones go (both through
 * discardPhotos: an R2 failure is left to the sweep and never hides the answer).
 */
export async function savePhotoChange<T>(
  bucket: R2Bucket,
  photos: { stored?: PhotoKeys | null; old?: PhotoKeys | null },
  save: () => Promise<T>,
): Promise<T> {
  let saved: T
  try {
    saved = await save()
  } catch (err) {
    if (photos.stored) await discardPhotos(bucket, photos.stored.photoBig, photos.stored.photoThumb)
    throw err
  }
  if (photos.old) await discardPhotos(bucket, photos.old.photoBig, photos.old.photoThumb)
  return saved
}

/** Both optional files of a proposal form, checked. */
export async function checkFormPhotos(form: { image?: File; thumbnail?: File }) {
  const big = form.image && form.image.size > 0 ? await checkImage(form.image, 'image') : null
  const thumb = form.thumbnail && form.thumbnail.size > 0 ? await checkImage(form.thumbnail, 'thumbnail') : null
  return { big, thumb }
}
