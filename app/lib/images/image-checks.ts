import { MAX_IMAGE_BYTES } from '@domain/constants'

/** §5 image upload rules, in the order the person is told: not an image first, then too heavy. */
export function imageProblem(file: { type: string; size: number }): 'not-image' | 'too-big' | null {
  if (!file.type.startsWith('image/') || file.type === 'image/svg+xml') return 'not-image'
  if (file.size > MAX_IMAGE_BYTES) return 'too-big'
  return null
}
