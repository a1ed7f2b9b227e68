// Pages rendered by the Worker (docs/decisions/0010): readable with JavaScript off, hydrated without a
// mismatch and without asking the server again for the data the HTML brought.
import { chromium, type Browser, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { SHELL_TEXTS, UI_PROPOSALS as T } from '../copy'
import { CHROMIUM_ARGS, CHROMIUM_PATH, api, baseURL, holdBackCode, useBrowser } from './harness'

type Proposal = { id: number; title: string; status: string }
const demo = async () => (await (await api('/api/proposals')).json()) as Proposal[]

const PUBLIC_PAGES: [path: () => Promise<string>, heading: () => Promise<string>, data: () => Promise<string>][] = [
  [async () => '/', async () => T.home.heroTitle(2026), async () => T.home.featuredTitle],
  [async () => '/proposals', async () => T.list.title, async () => (await demo()).find((p) => p.status === 'pending')!.title],
  [async () => '/proposals/executed', async () => T.executed.title, async () => (await demo()).find((p) => p.status === 'executed')!.title],
  [async () => '/ejecutadas', async () => T.executed.title, async () => (await demo()).find((p) => p.status === 'executed')!.title],
  [async () => `/proposal/${(await demo())[0].id}`, async () => (await demo())[0].title, async () => T.page.lifeCycle],
  [async () => '/resultados', async () => 'Resultados del Presupuesto Participativo', async () => 'En cifras'],
  [async () => '/seguimiento', async () => 'Seguimiento de los proyectos', async () => 'Por partida'],
  [async () => '/legal-notices', async () => 'Avisos Legales', async () => 'Avisos Legales'],
  [async () => '/contact', async () => 'Contacto', async () => 'WhatsApp'],
  [async () => '/budget-terms', async () => 'Presupuesto Participativo 2026', async () => 'Propuestas de barrio'],
  [async () => '/accesibilidad', async () => 'Declaración de accesibilidad', async () => 'Situación de cumplimiento'],
]

describe('sin JavaScript', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  })
  afterAll(() => browser.close())

  test('cada página pública se lee: su título y sus datos', async () => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false, serviceWorkers: 'block' })
    const page = await context.newPage()
    for (const [path, heading, data] of PUBLIC_PAGES) {
      const address = await path()
      expect((await page.goto(address))?.status(), address).toBe(200)
      expect(await page.getByRole('heading', { level: 1 }).textContent(), address).toBe(await heading())
      expect(
        await page
          .getByText(await data())
          .first()
          .isVisible(),
        address,
      ).toBe(true)
    }
    await context.close()
  })

  test("'Cargar más' lleva a las siguientes propuestas; lo desconocido es un 404 legible", async () => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false, serviceWorkers: 'block' })
    const page = await context.newPage()
    await page.goto('/proposals')
    const cards = page.getByRole('article')
    const before = await cards.count()
    await page.getByRole('button', { name: T.list.loadMore }).first().click()
    await page.waitForURL(/shown=21/)
    expect(await cards.count()).toBeGreaterThan(before)

    expect((await page.goto('/proposal/999999'))?.status()).toBe(404)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(T.page.notFoundTitle)
    expect((await page.goto('/no-existe'))?.status()).toBe(404)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('404 Page Not Found')
    await context.close()
  })
})

/** The lines a person reads in the page, as drawn: what CSS hides is not read. */
async function shownLines(page: Page) {
  // biome-ignore lint/performance/useDomNodeTextContent: the text as shown (hidden parts left out, one line per block), not the DOM's
  const text = await page.locator('#root').innerText()
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
}

describe('al arrancar', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  })
  afterAll(() => browser.close())

  test('ninguna página pública pierde al hidratarse el texto que dibujó el servidor', async () => {
    // What the page says is read while its code is held back, and again once the app has started and has
    // nothing left to fetch: every line the server drew is still there (the app may add, e.g. a toast).
    for (const [path, heading] of PUBLIC_PAGES) {
      const address = await path()
      // A new visitor each time: no code kept from the page before, no cookie dialog to answer.
      const context = await browser.newContext({ baseURL, serviceWorkers: 'block' })
      await context.addInitScript(() => localStorage.setItem('cookieBannerShown', 'true'))
      const page = await context.newPage()
      const code = await holdBackCode(page)
      await page.goto(address, { waitUntil: 'domcontentloaded' })
      const drawn = await shownLines(page)
      expect(drawn, address).toContain(await heading())
      await code.start()
      await page.waitForLoadState('networkidle')
      const started = new Set(await shownLines(page))
      expect(
        drawn.filter((line) => !started.has(line)),
        address,
      ).toEqual([])
      await context.close()
    }
  })
})

describe('con JavaScript', () => {
  const browser = useBrowser()

  // Console errors fail the test (harness): a hydration mismatch is one (React's #418/#423).
  test('cada página pública se hidrata sin avisos ni volver a pedir sus datos', async () => {
    const { page } = browser
    // The cookie notice of a first visit opens after hydration, at a moment of its own, and takes the
    // focus: this test is about the page under it.
    await page.addInitScript(() => localStorage.setItem('cookieBannerShown', 'true'))
    const calls: string[] = []
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname
      if (path.startsWith('/api/') && !path.startsWith('/api/media/')) calls.push(`${path}${new URL(r.url()).search}`)
    })
    for (const [path, heading] of PUBLIC_PAGES) {
      const address = await path()
      calls.length = 0
      await page.goto(address) // waits until the app has hydrated (harness)
      expect(await page.getByRole('heading', { level: 1 }).textContent(), address).toBe(await heading())
      // The data in the HTML is not fetched again: no call for this proposal, for the home lists or the results.
      if (address.startsWith('/proposal/'))
        expect(
          calls.filter((c) => c.startsWith('/api/proposals/')),
          address,
        ).toEqual([])
      if (address === '/')
        expect(
          calls.filter((c) => c.startsWith('/api/proposals')),
          address,
        ).toEqual([])
      if (address === '/resultados')
        expect(
          calls.filter((c) => c.startsWith('/api/results')),
          address,
        ).toEqual([])
    }
  })

  test('cada página pública se dibuja antes de pedir su código (decisión 0034)', async () => {
    const { page } = browser
    // The first frame the page renders (registered before any of its scripts, so it runs first in it).
    await page.addInitScript(() => requestAnimationFrame(() => Object.assign(window, { firstFrameAt: performance.now() })))
    for (const [path] of PUBLIC_PAGES) {
      const address = await path()
      await page.goto(address) // waits until the app has hydrated (harness)
      const { firstFrame, scripts } = await page.evaluate(() => ({
        firstFrame: (window as unknown as { firstFrameAt: number }).firstFrameAt,
        scripts: performance
          .getEntriesByType('resource')
          .filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name))
          .map((entry) => entry.startTime),
      }))
      expect(scripts.length, address).toBeGreaterThan(0)
      expect(Math.min(...scripts), address).toBeGreaterThan(firstFrame)
    }
  })

  // Their figures and lists are kept as the server drew them, unwalked by React (decision 0071): a title
  // there still opens its proposal inside the app, as a Link would, not by loading the page anew.
  test('un título de /resultados o /seguimiento abre su propuesta sin recargar la página', async () => {
    const { page } = browser
    for (const [address, list] of [
      ['/resultados', 'resultados-datos'],
      ['/seguimiento', 'seguimiento-lista'],
    ]) {
      await page.goto(address) // waits until the app has hydrated (harness)
      await page.evaluate(() => Object.assign(window, { samePage: true }))
      const link = page.locator(`#${list} a[href*="/proposal/"]`).first()
      const title = (await link.textContent())!
      await link.click()
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 15_000 }).toBe(title)
      expect(await page.evaluate(() => 'samePage' in window), address).toBe(true)
    }
  })

  // An address cut short ('/proposal/' without its number) is a 404 the server draws: it hydrates as such,
  // with no mismatch in the console (the harness fails the test on one). The 404 itself is expected.
  test("'/proposal/' sin número: la página «404» se hidrata sin avisos", async () => {
    const { page } = browser
    await page.addInitScript(() => localStorage.setItem('cookieBannerShown', 'true'))
    browser.ignoreConsoleErrors(/Failed to load resource: the server responded with a status of 404/)
    const drawn = await page.goto('/proposal/') // waits until the app has hydrated (harness)
    expect(drawn?.status()).toBe(404)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(SHELL_TEXTS.notFound.title)
    expect(await page.getByText(SHELL_TEXTS.notFound.devHint('/proposal')).isVisible()).toBe(true)
  })

  test("tras hidratar, 'Cargar más' carga en la misma página", async () => {
    const { page } = browser
    await page.goto('/proposals')
    const cards = page.getByRole('article')
    const before = await cards.count()
    await page.getByRole('button', { name: T.list.loadMore }).first().click()
    await expect.poll(() => cards.count(), { timeout: 15_000 }).toBeGreaterThan(before)
  })
})
