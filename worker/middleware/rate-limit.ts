import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../env'
import { AppError } from '../errors'

type Limiter = 'LIMIT_SUBMIT' | 'LIMIT_VOTE' | 'LIMIT_CONSENT' | 'LIMIT_PUSH' | 'LIMIT_ACCESSIBILITY' | 'LIMIT_RECEIPTS'

/**
 * The address Cloudflare saw, as a rate-limit key; locally there is none, and every request shares one
 * bucket. An IPv6 address counts by its /64: one household or phone gets a whole /64 and can rotate
 * through it at will.
 */
export function clientAddress(c: Context<AppEnv>): string {
  const address = c.req.header('cf-connecting-ip')
  if (!address) return 'local'
  return address.includes(':') ? ipv6Prefix64(address) : address
}

/** The first four groups of an IPv6 address, expanded ('2001:db8::1' → '2001:db8:0:0::/64'). */
export function ipv6Prefix64(address: string): string {
  const [head, tail = ''] = address.toLowerCase().split('%')[0].split('::')
  const left = head ? head.split(':') : []
  const right = address.includes('::') && tail ? tail.split(':') : []
  // An embedded IPv4 tail (::ffff:1.2.3.4) takes two groups.
  const groups = (parts: string[]) => parts.flatMap((p) => (p.includes('.') ? ['v4', 'v4'] : [p]))
  const full = [...groups(left), ...Array(Math.max(0, 8 - groups(left).length - groups(right).length)).fill('0'), ...groups(right)]
  return `${full
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`
}

async function within(limiter: RateLimit, key: string) {
  const { success } = await limiter.limit({ key })
  if (!success) throw new AppError('RATE_LIMITED')
}

/**
 * Counts a request against one of the wrangler.toml limits, keyed by whoever is asking: the signed-in
 * person when there is one (run after loadUser/requireUser), else the client address. With
 * `alsoByAddress`, a signed-in request counts against its address as well, so that fresh accounts made
 * from one address cannot go on where that address's visitor requests stopped.
 * Over the limit: 429 RATE_LIMITED with the Spanish message; nothing is written.
 */
export const rateLimit = (limiter: Limiter, { alsoByAddress = false } = {}) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const user = c.var.user
    if (user) await within(c.env[limiter], `user:${user.id}`)
    if (!user || alsoByAddress) await within(c.env[limiter], `ip:${clientAddress(c)}`)
    await next()
  })

/**
 * Sign-in notices count twice: per account (a script hammering one account) and per address (a script
 * cycling accounts). The address limit is sized for a neighbourhood table on one Wi-Fi (wrangler.toml).
 */
export const signInLimit = createMiddleware<AppEnv>(async (c, next) => {
  if (c.var.identity) await within(c.env.LIMIT_SIGNIN_ACCOUNT, `uid:${c.var.identity.uid}`)
  await within(c.env.LIMIT_SIGNIN, `ip:${clientAddress(c)}`)
  await next()
})

/**
 * Census checks by residents and visitors count per address (verification, votes without an account);
 * every lookup is also counted in D1 per account, address and document and day (worker/census/verify.ts).
 */
export const censusLimit = createMiddleware<AppEnv>(async (c, next) => {
  await within(c.env.LIMIT_CENSUS, `ip:${clientAddress(c)}`)
  await next()
})

/**
 * Staff census checks (table verification, paper votes) count per staff account, never per address:
 * a table shares its Wi-Fi with the public, whose misses must not lock the staff out. Run after requireAdmin.
 */
export const staffCensusLimit = createMiddleware<AppEnv>(async (c, next) => {
  await within(c.env.LIMIT_CENSUS, `staff:${c.var.user?.id}`)
  await next()
})
