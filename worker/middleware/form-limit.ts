import { bodyLimit } from 'hono/body-limit'
import { MAX_IMAGE_BYTES } from '../../domain/constants'
import { AppError } from '../errors'

/** A proposal form: two photos of at most 10 MB each, plus the text fields and multipart framing. */
export const proposalFormLimit = bodyLimit({
  maxSize: 2 * MAX_IMAGE_BYTES + 256 * 1024,
  onError: () => {
    throw new AppError('PAYLOAD_TOO_LARGE')
  },
})
