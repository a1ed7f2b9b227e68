import { drizzle } from 'drizzle-orm/d1'
import { createMiddleware } from 'hono/factory'
import * as schema from '../db/schema'
import type { AppEnv } from '../env'

/** Puts a drizzle handle on `c.var.db`; drizzle() only wraps the binding, so this costs nothing. */
export const withDb = createMiddleware<AppEnv>(async (c, next) => {
  c.set('db', drizzle(c.env.DB, { schema }))
  await next()
})
