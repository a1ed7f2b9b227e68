import { createMiddleware } from 'hono/factory'
import { DEFAULT_LANGUAGE } from '@domain/languages'
import { currentLanguage } from '@copy/localize'
import { proposalsVersion } from '../db/queries/proposals'
import type { AppEnv } from '../env'

/** If-None-Match may list several tags, or '*'. */
export const matchesEtag = (header: string | undefined, etag: string) =>
  !!header && (header.trim() === '*' || header.split(',').some((t) => t.trim().replace(/^W\//, '') === etag))

// The whole list as last served by this isolate, already gzipped, with the version it was built at.
let cached: { version: number; json: string; gzip: Uint8Array<ArrayBuffer> } | null = null

async function gzip(text: string): Promise<Uint8Array<ArrayBuffer>> {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('gzip'))
  return new Uint8Array(await new Response(stream).arrayBuffer())
}

/**
 * The proposal list is the most read answer. Its version (bumped by triggers on every change, see
 * docs/decisions/0003) is read first: a client that has it gets 304; otherwise the unfiltered list is
 * served from this isolate's copy when the version still matches, so building and compressing 10,000
 * proposals happens once per change, not once per request. The version is read before the list is
 * built, so a change racing the build only makes the tag older than the body, never newer.
 */
export const proposalListCache = createMiddleware<AppEnv>(async (c, next) => {
  const version = await proposalsVersion(c.var.db)
  if (version === null) return next()
  const etag = `"proposals-${version}"`
  const headers = { ETag: etag, 'Cache-Control': 'no-cache', Vary: 'Accept-Encoding' }
  if (matchesEtag(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers)

  const wholeList = new URL(c.req.url).search === ''
  const acceptsGzip = /\bgzip\b/.test(c.req.header('accept-encoding') ?? '')
  if (wholeList && cached?.version === version) {
    return acceptsGzip
      ? new Response(cached.gzip, {
          headers: { ...headers, 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' },
          encodeBody: 'manual',
        })
      : new Response(cached.json, { headers: { ...headers, 'Content-Type': 'application/json' } })
  }
  await next()
  for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value)
  if (wholeList && c.res.status === 200) {
    const json = await c.res.clone().text()
    cached = { version, json, gzip: await gzip(json) }
  }
})

/**
 * Public answers derived from the proposals: revalidated by the list's version (304 when unchanged).
 * Some speak the language of the pp_lang cookie (the open data's CSV headers and labels), so the tag
 * names the language too (the Spanish tag is the one served before languages, still valid) and the
 * answer varies by Cookie: a copy kept in one language is never confirmed to a request in another.
 */
export const revalidateByProposals = createMiddleware<AppEnv>(async (c, next) => {
  const version = await proposalsVersion(c.var.db)
  if (version !== null) {
    const language = currentLanguage()
    const etag = language === DEFAULT_LANGUAGE ? `"results-${version}"` : `"results-${version}-${language}"`
    c.header('ETag', etag)
    c.header('Cache-Control', 'public, no-cache')
    c.header('Vary', 'Cookie', { append: true })
    if (matchesEtag(c.req.header('if-none-match'), etag)) return c.body(null, 304)
  }
  await next()
})
