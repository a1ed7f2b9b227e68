import { hc, type ClientResponse } from 'hono/client'
import type { AppType } from '@worker/api'
import { SHELL_TEXTS } from '@copy'
import { ApiError, readResponse } from './api-error'
import { currentIdToken } from './identity/session-store'
import { pageOrigin } from './origin'

export { ApiError, errorMessage } from './api-error'

let serverFetch: typeof fetch | undefined

/**
 * On the server, the Worker answers the render's calls itself, inside the same request (no network, no
 * token: server HTML is what a visitor sees). The Worker's bindings are the same for every request of an
 * isolate, so one answerer serves them all.
 */
export function answerCallsInWorker(fetcher: typeof fetch): void {
  serverFetch = fetcher
}

/** The client of the API, typed from the Worker's routes: the only place that builds one. */
const client = (headers?: () => Promise<Record<string, string>>) =>
  hc<AppType>(pageOrigin, {
    fetch: (input: RequestInfo | URL, init?: RequestInit) => (serverFetch ?? fetch)(input, init),
    headers,
    init: { credentials: 'same-origin' },
  }).api

/** Every call carries the ID token when someone is signed in (refreshed first when it is about to expire). */
export const api = client(async (): Promise<Record<string, string>> => {
  const token = await currentIdToken()
  return token ? { Authorization: `Bearer ${token}` } : {}
})

/**
 * The same client without the session's token, for the outbox: an item goes exactly as it was submitted,
 * with the token the outbox gives it (signed-in items) or none (a visitor's, even if someone has signed
 * in since).
 */
export const apiAsSubmitted = client()

/**
 * Awaits a typed call as the plain Response it is (a file to download, say). A call that never reached
 * the server (offline, DNS) becomes an ApiError with status 0.
 */
export async function reach(call: Promise<ClientResponse<unknown, number, string>>): Promise<Response> {
  try {
    // hc's ClientResponse is the fetch Response with typed json(); it does not declare every member.
    return (await call) as unknown as Response
  } catch (error) {
    if (error instanceof ApiError) throw error
    throw new ApiError(0, SHELL_TEXTS.request.network)
  }
}

/** Awaits a typed call and answers its JSON (typed by the route's success answer, 202 for work accepted to run later) or throws ApiError. */
export async function unwrap<R extends ClientResponse<unknown, number, string>>(
  call: Promise<R>,
): Promise<R extends ClientResponse<infer B, infer S, string> ? (S extends 200 | 201 | 202 ? B : never) : never> {
  return readResponse(await reach(call))
}
