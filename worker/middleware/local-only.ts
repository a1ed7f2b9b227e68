import { createMiddleware } from 'hono/factory'
import { isLocalRequest, type AppEnv } from '../env'
import { errorJson } from '../errors'

/** Paths that exist only in the local configuration, on a loopback host: anywhere else they are 404. */
export const onlyLocally = createMiddleware<AppEnv>(async (c, next) =>
  isLocalRequest(c.env, c.req.url) ? next() : errorJson(c, 'NOT_FOUND'),
)
