import type { Context } from 'hono'
import { cityDay } from '@domain/city-day'
import { pageDataVersion } from './db/queries/page-version'
import type { AppEnv } from './env'

/**
 * The version of the data the public pages show, read without a D1 query on almost every request
 * (docs/decisions/0049). A cached page used to cost one D1 read (the version, to find its key) plus the
 * Cache API read; the version now comes from the isolate's memory (trusted for a second) or from the
 * Cache API of the data centre (trusted for VERSION_LIFETIME seconds), and D1 is asked only when both
 * have let it go. Every write through the Worker forgets both at once in its data centre, before it
 * answers, so the next page anyone there asks for is drawn from the new data.
 */
const CACHE_NAME = 'pages'
const VERSION_PATH = '/__page-cache/version'
/** Seconds a data centre serves its stored version without asking D1: the delay a change made elsewhere can take to show. */
const VERSION_LIFETIME = 10
/** Milliseconds an isolate trusts the version it read: the delay for a change made in another isolate of the same data centre. */
const MEMORY_LIFETIME = 1000

let remembered: { version: string; until: number } | null = null

const versionKey = (url: string) => new Request(new URL(VERSION_PATH, url))

/** The pages' cache (Cache API), where rendered pages and the data version are kept. */
export const pageCache = () => caches.open(CACHE_NAME)

/** The data version (plus the city's day) of the public pages, as cheaply as it can be known. */
export async function currentPageVersion(c: Context<AppEnv>): Promise<string> {
  const now = Date.now()
  if (!remembered || remembered.until <= now) {
    const cache = await pageCache()
    const key = versionKey(c.req.url)
    const stored = await cache.match(key)
    let version = stored ? await stored.text() : null
    if (version === null) {
      version = await pageDataVersion(c.var.db)
      const answer = new Response(version, { headers: { 'Cache-Control': `public, max-age=${VERSION_LIFETIME}` } })
      c.executionCtx.waitUntil(cache.put(key, answer))
    }
    remembered = { version, until: now + MEMORY_LIFETIME }
  }
  return `${remembered.version}.${cityDay()}`
}

/** After a write: the version is read from D1 again by the next page (in this isolate and this data centre). */
export async function forgetPageVersion(url: string): Promise<void> {
  remembered = null
  await (await pageCache()).delete(versionKey(url))
}
