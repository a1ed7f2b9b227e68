import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { PAINT_FIRST_CSP_SOURCE, PAINT_FIRST_SCRIPT, paintFirst } from './paint-first'
import { call } from './test/fixtures'

// What Vite writes into index.html: the entry, its static imports as preloads, then the stylesheet.
const BUILT = `<head>
    <link rel="icon" href="/logo.svg" type="image/svg+xml" />
    <script type="module" crossorigin src="/assets/index-A.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/framework-B.js">
    <link rel="modulepreload" crossorigin href="/assets/toast-C.js">
    <link rel="stylesheet" crossorigin href="/assets/index-D.css">
  <link rel="manifest" href="/manifest.webmanifest"></head>`

const sha256 = async (text: string) =>
  btoa(String.fromCharCode(...new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))))

describe('pages painted before their scripts start', () => {
  it('index.html keeps its stylesheet first and hands its module script and preloads to the loader', () => {
    const html = paintFirst(BUILT)
    expect(html).not.toMatch(/<script type="module"|<link rel="modulepreload"/)
    expect(html.indexOf('index-D.css')).toBeLessThan(html.indexOf('<script'))
    expect(html).toContain(
      `<script data-main="/assets/index-A.js" data-preload="/assets/framework-B.js /assets/toast-C.js">${PAINT_FIRST_SCRIPT}</script>`,
    )
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">')
  })

  it('a page without a module script is a broken build, not a page without code', () => {
    expect(() => paintFirst('<head></head>')).toThrow(/no module script/)
  })

  it('the CSP lets that loader run by its hash, and no other inline script', async () => {
    expect(PAINT_FIRST_CSP_SOURCE).toBe(`'sha256-${await sha256(PAINT_FIRST_SCRIPT)}'`)
    const csp = (await call('GET', '/api/proposals')).headers.get('content-security-policy')!
    expect(csp).toContain(`script-src 'self' ${PAINT_FIRST_CSP_SOURCE};`)
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|strict-dynamic/)
  })

  it('the built app is started that way', async () => {
    const shell = await (await env.ASSETS.fetch('http://localhost/index.html')).text()
    const inline = [...shell.matchAll(/<script(?![^>]*type="application\/json")[^>]*>([^<]*)<\/script>/g)].map((m) => m[1])
    expect(inline).toEqual([PAINT_FIRST_SCRIPT])
  })
})
