import { SHELL_TEXTS } from '@copy'
import { ApiError } from '../lib/api-error'

/** The request never reached the server (unwrap's status-0 error): worth keeping for later, not a refusal. */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0 && error.message === SHELL_TEXTS.request.network
}
