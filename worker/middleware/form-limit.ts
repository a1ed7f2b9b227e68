import { bodyLimit } from 'hono/body-limit'
import { createMiddleware } from 'hono/factory'
import { MAX_IMAGE_BYTES, PB_MAX_BYTES } from '@domain/constants'
import { SERVER_TEXTS } from '@copy'
import type { AppEnv } from '../env'
import { AppError } from '../errors'

/**
 * A size limit on a form, which reads a body sent without Content-Length while counting it. If that
 * reading fails (an upload cut off by a lost connection), the sender gets the same 400 as for a damaged
 * form, not a 500; nothing has been written yet. Failures after the body was read are left to the handler.
 */
function formLimit(maxSize: number) {
  const limit = bodyLimit({
    maxSize,
    onError: () => {
      throw new AppError('PAYLOAD_TOO_LARGE')
    },
  })
  return createMiddleware<AppEnv>(async (c, next) => {
    let read = false
    try {
      return await limit(c, async () => {
        read = true
        await next()
      })
    } catch (error) {
      if (read || error instanceof AppError) throw error
      throw new AppError('VALIDATION', SERVER_TEXTS.malformedForm)
    }
  })
}

/** A proposal form: two photos of at most 10 MB each, plus the text fields and multipart framing. */
export const proposalFormLimit = formLimit(2 * MAX_IMAGE_BYTES + 256 * 1024)

/** The laboratory's upload: one `.pb` file of at most 10 MB, plus the multipart framing. */
export const pbFileLimit = formLimit(PB_MAX_BYTES + 16 * 1024)
