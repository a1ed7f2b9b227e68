import { Hono, type Context } from 'hono'
import { htmlTag, renderPage, type RenderedPage } from '@app/server/render-page'
import { preloadsOf, ROUTE_PRELOADS_FILE, type RoutePreloads } from '@app/server/route-preloads'
import { DEFAULT_LANGUAGE, languagePath, servedLanguage, splitLanguagePath, type Language } from '@domain/languages'
import { readSystemConfig } from '../db/queries/system-config'
import { chosenLanguage, inLanguage } from '../language'
import type { AppEnv } from '../env'
import { withDb } from '../middleware/db'
import { matchesEtag } from '../middleware/list-cache'
import { currentPageVersion, pageCache } from '../page-version'
import { withPreloads } from '../paint-first'

/** The API, answering the render's calls inside the same request. */
type ApiAnswerer = (request: Request, env: AppEnv['Bindings'], ctx: Context<AppEnv>['executionCtx']) => Response | Promise<Response>

/** Paths the Worker answers as API or local tools: never a page (their own 404 is JSON). */
const NOT_PAGES = /^\/(api|__local|identitytoolkit\.googleapis\.com|securetoken\.googleapis\.com)(\/|$)/

// The built index.html (hashed script and style names) and a short digest of it: a new build makes
// new cache keys, so cached HTML never points at files of an older build. With it, the build's table of
// each route's code (app/build/route-preloads.ts).
let shell: { html: string; build: string; routes: RoutePreloads } | null = null
async function appShell(c: Context<AppEnv>) {
  if (shell) return shell
  const html = await (await c.env.ASSETS.fetch(new URL('/index.html', c.req.url))).text()
  const routes = await c.env.ASSETS.fetch(new URL(`/${ROUTE_PRELOADS_FILE}`, c.req.url))
  if (!routes.ok) throw new Error(`the build has no ${ROUTE_PRELOADS_FILE}`)
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(html)))
  const build = [...digest.slice(0, 6)].map((b) => b.toString(16).padStart(2, '0')).join('')
  shell = { html, build, routes: await routes.json() }
  return shell
}

// Replacer functions, never replacement strings: in those `$&`, `$'` and `` $` `` are patterns, and a
// title a person typed must reach the page byte for byte. The matched routes' code is preloaded with the app's.
function page(template: string, rendered: RenderedPage, routes: RoutePreloads): string {
  return withPreloads(template, preloadsOf(rendered.routes, routes))
    .replace(/<html lang="[^"]*">/, () => rendered.html)
    .replace(/<title>[^<]*<\/title>\s*<meta name="description"[^>]*>/, () => rendered.head)
    .replace('<div id="root"></div>', () => `<div id="root">${rendered.body}</div>${rendered.data}`)
}

/** How long a stored page may stay in the Cache API (a week); a new version or build makes a new key. */
const STORED_FOR = 7 * 24 * 3600
/** Says whether a page came from the Cache API ('hit') or was rendered ('miss'): for the bench and tests. */
const CACHE_STATUS = 'X-Page-Cache'

/** A stored page sent with the browsers' headers, not the lifetime it was stored with. */
function fromCache(stored: Response, headers: Record<string, string>) {
  const res = new Response(stored.body, stored)
  for (const [name, value] of Object.entries(headers)) res.headers.set(name, value)
  res.headers.set(CACHE_STATUS, 'hit')
  return res
}

/** A page in another language links to its manifest in that language (routes/manifest.ts), for the installed app's name. */
const withManifest = (template: string, language: Language) =>
  language === DEFAULT_LANGUAGE
    ? template
    : template.replace(
        '<link rel="manifest" href="/manifest.webmanifest">',
        () => `<link rel="manifest" href="/${language}/manifest.webmanifest">`,
      )

const html = (body: string, status: number, headers: Record<string, string>) =>
  new Response(body, { status, headers: { 'Content-Type': 'text/html; charset=utf-8', ...headers } })

/**
 * Every address that is not a file, the API or a local tool. Public pages are rendered here from the
 * app's own routes and components with their data from D1 (docs/decisions/0010); browser-only screens
 * (sign-in, profile, admin, forms) get the app shell. A rendered page is cached by the version of the
 * data it shows (decision 0003 plus the voting switch), so a poster scanned by a whole table renders
 * once, and a vote or a status change shows on the next request (the version is read without D1 on most
 * requests and forgotten by every write: worker/page-version.ts). Browsers revalidate with the ETag.
 */
export const pageRoutes = (answerApi: ApiAnswerer) =>
  new Hono<AppEnv>().use(withDb).get('*', async (c) => {
    if (NOT_PAGES.test(c.req.path)) return c.notFound()
    // An address without a language, from a browser whose person picked another language: its address
    // in that language at once, before any page is drawn. Otherwise the Spanish page painted and the app
    // moved to the chosen one seconds later (the installed app and bookmarks open '/').
    const chosen = chosenLanguage(c)
    if (chosen && splitLanguagePath(c.req.path).language === null) {
      const { languages } = await readSystemConfig(c.var.db)
      if (languages.includes(chosen)) {
        const url = new URL(c.req.url)
        return c.body(null, 302, { Location: `${languagePath(chosen, url.pathname)}${url.search}`, 'Cache-Control': 'no-store' })
      }
    }
    const { html: shellHtml, build, routes } = await appShell(c)
    const version = await currentPageVersion(c)
    const etag = `"page-${build}-${version}"`
    // What browsers get: revalidate every time, with the ETag (a 304 after one version read).
    const headers = { ETag: etag, 'Cache-Control': 'public, max-age=0, must-revalidate', Vary: 'Accept-Encoding' }
    if (matchesEtag(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers)

    const url = new URL(c.req.url)
    const key = new Request(`${url.origin}/__page-cache/${build}/${version}${url.pathname}${url.search}`)
    const cache = await pageCache()
    const hit = await cache.match(key)
    if (hit) return fromCache(hit, headers)

    // The address's language when the council offers it; any other (unknown, or not enabled) is served
    // in Spanish with a 200, never an error page. Every text of the render is read in that language.
    const { languages } = await readSystemConfig(c.var.db)
    const language = servedLanguage(splitLanguagePath(url.pathname).language, languages)
    const template = withManifest(shellHtml, language)
    const rendered = await inLanguage(language, () =>
      renderPage(url, { language, languages }, async (input: RequestInfo | URL, init?: RequestInit) =>
        answerApi(new Request(input, init), c.env, c.executionCtx),
      ),
    )
    if (!rendered)
      return html(
        template.replace(/<html lang="[^"]*">/, () => htmlTag(language, languages)),
        200,
        { 'Cache-Control': 'no-cache' },
      )
    if (rendered.status !== 200) return html(page(template, rendered, routes), rendered.status, { 'Cache-Control': 'no-cache' })
    // The Cache API keeps a response only as long as its own Cache-Control allows, and keeps nothing
    // under max-age=0: the copy is stored with a lifetime of its own (the key changes with the data, so
    // it never goes stale) and answered with the browsers' headers above. On a *.workers.dev address the
    // Cache API keeps nothing at all; production needs a custom domain (README, Deploy).
    const body = page(template, rendered, routes)
    c.executionCtx.waitUntil(cache.put(key, html(body, 200, { ...headers, 'Cache-Control': `public, max-age=${STORED_FOR}` })))
    return html(body, 200, { ...headers, [CACHE_STATUS]: 'miss' })
  })
