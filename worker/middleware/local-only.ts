import { createMiddleware } from 'hono/factory'
import { isLocalMode, type AppEnv } from '../env'
import { errorJson } from '../errors'

/** Paths that exist only in the local configuration (LOCAL_MODE): anywhere else they are 404. */
export const onlyLocally = createMiddleware<AppEnv>(async (c, next) => (isLocalMode(c.env) ? next() : errorJson(c, 'NOT_FOUND')))
