import { createMiddleware } from 'hono/factory'
import { openDb } from '../db/client'
import type { AppEnv } from '../env'

/** Puts the request's drizzle handle on `c.var.db`. */
export const withDb = createMiddleware<AppEnv>(async (c, next) => {
  c.set('db', openDb(c.env.DB))
  await next()
})
