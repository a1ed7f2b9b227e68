// The offline-first PWA in a real browser: installability, the app shell and data without network, and
// proposals submitted offline arriving exactly once. Service workers need a fresh browser context per
// test (a worker registered in one test would control the next), so this file makes its own contexts.
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { ROOT } from '../scripts/lib/local-server.mjs'
import { NEW_PROPOSAL_TEXTS, OFFLINE_TEXTS, SERVER_TEXTS, UI_PROPOSALS } from '../copy'
import { CHROMIUM_ARGS, CHROMIUM_PATH, DEMO_ACCOUNTS, api, baseURL, idToken, screenshot, stillOffline } from './harness'

const T = OFFLINE_TEXTS
const PHOTO = join(ROOT, 'scripts', 'demo-data', 'photos', 'parque.jpg')

interface PublicProposal {
  id: number
  title: string
  status: string
}

let browser: Browser
let context: BrowserContext
beforeAll(async () => {
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
})
afterAll(() => browser?.close())
afterEach(async ({ task }) => {
  if (task.result?.state === 'fail') for (const page of context.pages()) await screenshot(page, `fallo-${task.name}`).catch(() => {})
  await context?.close()
})

/** A returning visitor: the cookie notice (first visit only) would otherwise cover the bottom of the form. */
const RETURNING_VISITOR = `localStorage.setItem('cookieBannerShown', 'true'); localStorage.setItem('cookiePreferences', '${JSON.stringify({ necessary: true, functional: false, analytics: false, marketing: false })}')`

async function freshContext(options: { serviceWorkers?: 'allow' | 'block' } = {}): Promise<Page> {
  context = await browser.newContext({
    baseURL,
    locale: 'es-ES',
    timezoneId: 'Europe/Madrid',
    viewport: { width: 1280, height: 800 },
    ...options,
  })
  await context.addInitScript(RETURNING_VISITOR)
  return context.newPage()
}

/** Opens the app online and waits until the service worker controls it and has precached the shell. */
async function installApp(page: Page, path = '/') {
  // A precache interrupted by a rebuild of dist/ fails the install; the browser retries on the next load.
  for (let attempt = 1; ; attempt++) {
    await page.goto(path)
    const controlled = await page
      .waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 })
      .then(
        () => true,
        () => false,
      )
    if (controlled) return
    if (attempt === 3) throw new Error('the service worker never took control of the page')
  }
}

async function proposals(): Promise<PublicProposal[]> {
  return (await (await api('/api/proposals')).json()) as PublicProposal[]
}
const copiesOf = async (title: string) => (await proposals()).filter((p) => p.title === title).length

/** Fills the new-proposal form as a visitor, with a photo, and submits it. */
async function submitAsVisitor(page: Page, title: string) {
  await page.locator('form [name=title]').fill(title)
  await page.locator('form [name=description]').fill('Instalar bancos a la sombra junto a la fuente de la plaza para las personas mayores.')
  await page.getByLabel(NEW_PROPOSAL_TEXTS.fieldImage).setInputFiles(PHOTO)
  await page.locator('form [name=submitterName]').fill('Ana')
  await page.locator('form [name=submitterSurname]').fill('García López')
  await page.locator('form [name=submitterPhone]').fill('600123456')
  await page.locator('form [name=submitterEmail]').fill('ana.garcia@example.com')
  await page.getByRole('button', { name: 'Enviar propuesta', exact: true }).last().click()
}

/** Opens the form online, then loses the connection and submits: the proposal stays on the device. */
async function queueOffline(page: Page, title: string) {
  await page.goto('/pendientes') // its code is then in the page, whichever build the service worker holds
  await page.goto('/proposals/new')
  await page.locator('form [name=title]').waitFor()
  await context.setOffline(true)
  await submitAsVisitor(page, title)
  await page.waitForURL('**/pendientes')
  await expect.poll(() => page.getByTestId('outbox-state').allTextContents()).toEqual([T.outbox.state.pending])
}

const unique = (what: string) => `${what} ${Date.now().toString(36)}`

describe('PWA sin conexión', () => {
  test('Chromium considera la aplicación instalable (manifiesto y service worker)', async () => {
    // Chromium never offers installation in incognito-like contexts: this one needs a real profile.
    const profile = await mkdtemp(join(tmpdir(), 'presupuestos-pwa-'))
    context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, baseURL })
    const page = await context.newPage()
    await installApp(page)
    const manifest = await (await api('/manifest.webmanifest')).json()
    expect(manifest).toMatchObject({ lang: 'es', start_url: '/', display: 'standalone', short_name: 'Presupuestos' })
    const cdp = await context.newCDPSession(page)
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors')
    expect(installabilityErrors).toEqual([])
  })

  test('la oferta de instalar de Chromium aparece al pie sin mover la página', async () => {
    const profile = await mkdtemp(join(tmpdir(), 'presupuestos-pwa-'))
    context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
      baseURL,
      viewport: { width: 390, height: 844 },
    })
    await context.addInitScript(RETURNING_VISITOR)
    // Every movement of what is on screen, from the first frame on.
    await context.addInitScript(() => {
      const shifts: number[] = []
      Object.assign(window, { shifts })
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value)
      }).observe({ type: 'layout-shift', buffered: true })
    })
    const page = await context.newPage()
    await page.goto('/proposals')
    await page.getByRole('contentinfo').getByRole('button', { name: T.install }).waitFor()
    await expect(page.getByRole('contentinfo').textContent()).resolves.toContain(T.installHint)
    expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([])
  })

  test('la primera visita instala el service worker cuando la página ya ha arrancado, no a la vez', async () => {
    // Its precache (every chunk) on the cores the page's start needs made that start wait (decision 0092).
    const page = await freshContext()
    await page.addInitScript(() => {
      const register = ServiceWorkerContainer.prototype.register
      ServiceWorkerContainer.prototype.register = function (this: ServiceWorkerContainer, ...args: Parameters<typeof register>) {
        document.documentElement.dataset.registeredWhen = document.documentElement.dataset.app ?? 'starting'
        return register.apply(this, args)
      }
    })
    await installApp(page, '/proposals')
    await expect(page.evaluate(() => document.documentElement.dataset.registeredWhen)).resolves.toBe('ready')
  })

  test('una oferta de instalar hecha antes de que arranque la aplicación no se pierde', async () => {
    // No real offer here (Chromium makes none in this kind of context): one made at the end of parsing,
    // before the app's code is even requested (decision 0034).
    const page = await freshContext()
    await page.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => {
        const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
          prompt: async () => {},
          userChoice: Promise.resolve({ outcome: 'dismissed' }),
        })
        dispatchEvent(offer)
        Object.assign(window, { offeredBeforeApp: document.documentElement.dataset.app === undefined, offerKept: offer.defaultPrevented })
      }),
    )
    await page.goto('/')
    await page.getByRole('contentinfo').getByRole('button', { name: T.install }).waitFor()
    expect(
      await page.evaluate(() => Object.assign({}, window as unknown as { offeredBeforeApp: boolean; offerKept: boolean })),
    ).toMatchObject({
      offeredBeforeApp: true,
      offerKept: true,
    })
  })

  /**
   * Four pages seen online as full loads (a link from a chat, a reload), each left as soon as its data is on
   * screen, then read offline. With its script stopped, a page is left before the app could save anything:
   * what the device keeps of it then is the service worker's copy of the page alone.
   */
  async function seenThenReadOffline(scripts: 'run' | 'stopped') {
    const list = await proposals()
    const opened = list.find((p) => p.status === 'pending')!
    const neverOpened = list.find((p) => p.id !== opened.id)!
    const executed = list.find((p) => p.status === 'executed')!
    const [top] = (await (await api('/api/proposals?status=approved,pending&sort=votes&limit=3')).json()) as PublicProposal[]
    const page = await freshContext()
    await installApp(page)
    const cdp = scripts === 'stopped' ? await context.newCDPSession(page) : null
    await cdp?.send('Emulation.setScriptExecutionDisabled', { value: true })
    await page.goto('/')
    await page.getByText(top.title).first().waitFor()
    await page.goto('/proposals')
    await page.getByText(opened.title).first().waitFor()
    await page.goto(`/proposal/${opened.id}`)
    await page.getByRole('heading', { name: opened.title }).waitFor()
    await page.goto('/proposals/executed')
    await page.getByText(executed.title).first().waitFor()
    await page.goto('/')
    await page.getByRole('heading', { level: 1 }).waitFor()

    await cdp?.send('Emulation.setScriptExecutionDisabled', { value: false })
    await context.setOffline(true)
    await page.reload()
    // Chromium's offline emulation does not reach a document that the service worker answers from its copy
    // of the page (it starts with navigator.onLine true, though every request fails): switched again, the
    // page hears 'offline', as it would from a phone without signal.
    await context.setOffline(false)
    await context.setOffline(true)
    await expect(page.getByTestId('offline-indicator').textContent()).resolves.toMatch(
      /^Sin conexión · datos actualizados el \d+ de \w+ de \d{4}/,
    )
    await page.getByText(top.title).first().waitFor()
    await page.goto('/proposals')
    await page.getByText(opened.title).first().waitFor()
    // A search offline looks through what the device saved (every card seen), and says so.
    const word = opened.title.split(' ').find((w) => w.length > 4)!
    await page.getByLabel('Buscar').fill(word.toUpperCase())
    await page.getByText(/^Sin conexión: se buscan solo las \d+ propuestas guardadas en este dispositivo\.$/).waitFor()
    await page.getByText(opened.title).first().waitFor()
    await page.getByLabel('Buscar').fill('xyzzy nada guardado')
    await page.getByText(UI_PROPOSALS.list.noMatch).waitFor()
    await page.goto(`/proposal/${opened.id}`)
    await page.getByRole('heading', { name: opened.title }).waitFor()
    await expect(page.getByRole('button', { name: T.cannotVote }).count()).resolves.toBeLessThanOrEqual(1)
    await page.goto('/proposals/executed')
    await page.getByText(executed.title).first().waitFor()

    // Never opened here: offline is not 'not found'; a link leads to what the device has.
    await page.goto(`/proposal/${neverOpened.id}`)
    await page.getByRole('heading', { name: T.proposalNotSaved }).waitFor()
    await expect(page.getByText(UI_PROPOSALS.page.notFoundTitle).count()).resolves.toBe(0)
    await page.getByRole('link', { name: T.seeSaved }).click()
    await page.waitForURL('**/proposals')
    await page.getByText(opened.title).first().waitFor()
  }

  test('lo visto en cargas completas rápidas (portada, lista, propuesta, ejecutados) se lee sin conexión', () => seenThenReadOffline('run'))

  test('una página dejada antes de que corra su código también se lee sin conexión', () => seenThenReadOffline('stopped'))

  test('sin conexión, una lista nunca guardada lo dice en vez de parecer vacía o rota', async () => {
    const page = await freshContext()
    await installApp(page, '/contact')
    await context.setOffline(true)
    for (const path of ['/proposals', '/proposals/executed']) {
      await page.goto(path)
      await page.getByText(T.listNotSaved).waitFor()
      await expect(page.getByText(UI_PROPOSALS.list.loadError).count()).resolves.toBe(0)
    }
    await page.goto('/')
    await expect.poll(() => page.getByText(T.listNotSaved).count()).toBe(2)
    await expect(page.getByText(UI_PROPOSALS.home.featuredEmpty).count()).resolves.toBe(0)
  })

  test('un enlace directo abierto en frío sin conexión muestra la aplicación', async () => {
    const page = await freshContext()
    await installApp(page)
    await context.setOffline(true)
    const cold = await context.newPage()
    await page.close()
    await cold.goto('/proposal/17')
    await stillOffline(cold)
    await cold.getByTestId('offline-indicator').waitFor()
    await cold.getByRole('link', { name: 'Enviar propuesta' }).first().waitFor()
  })

  test('una propuesta con foto enviada sin conexión sigue pendiente tras cerrar y llega una sola vez', async () => {
    const title = unique('Bancos a la sombra')
    const page = await freshContext()
    await installApp(page)
    await queueOffline(page, title)
    await expect(page.getByTestId('outbox-item').textContent()).resolves.toContain(T.outbox.withPhoto)

    await page.close()
    const reopened = await context.newPage()
    await reopened.goto('/pendientes')
    const network = await stillOffline(reopened)
    await expect.poll(() => reopened.getByTestId('outbox-state').allTextContents()).toEqual([T.outbox.state.pending])
    expect(await copiesOf(title)).toBe(0)

    await context.setOffline(false)
    await network.online()
    await reopened.getByText(T.outbox.delivered).waitFor()
    await reopened.getByText(T.outbox.empty).waitFor()
    expect(await copiesOf(title)).toBe(1)
    const created = (await proposals()).find((p) => p.title === title) as PublicProposal & { photoThumb: string | null }
    expect(created.photoThumb).toMatch(/^\/api\/media\//)
  })

  test('dos pestañas que envían a la vez dejan una sola copia', async () => {
    const title = unique('Fuente en el parque')
    const page = await freshContext()
    await installApp(page)
    await queueOffline(page, title)
    const second = await context.newPage()
    await second.goto('/pendientes')
    await second.getByTestId('outbox-item').waitFor()

    await context.setOffline(false)
    for (const tab of [page, second]) await tab.getByText(T.outbox.empty).waitFor()
    expect(await copiesOf(title)).toBe(1)
  })

  test('si la conexión se corta tras llegar la propuesta al servidor, el reintento no la duplica', async () => {
    const title = unique('Farolas en la calle')
    // Routing sees the page's own requests only while no service worker sits in between.
    const page = await freshContext({ serviceWorkers: 'block' })
    let posts = 0
    await context.route('**/api/proposals', async (route) => {
      if (route.request().method() !== 'POST') return route.continue()
      posts += 1
      if (posts > 1) return route.continue()
      await route.fetch() // the server stores it...
      await route.abort('connectionreset') // ...and the answer never arrives
    })
    await page.goto('/proposals/new')
    await submitAsVisitor(page, title)
    // The form cannot know whether it arrived: it keeps it, with the same Idempotency-Key.
    await page.waitForURL('**/pendientes')
    await expect.poll(() => page.getByTestId('outbox-state').allTextContents()).toEqual([T.outbox.state.pending])
    expect(await copiesOf(title)).toBe(1)

    await page.getByRole('button', { name: T.outbox.retry }).click()
    await page.getByText(T.outbox.empty).waitFor()
    expect(posts).toBe(2)
    expect(await copiesOf(title)).toBe(1)
  })

  test('una propuesta rechazada por el servidor conserva sus datos y muestra su mensaje', async () => {
    const title = unique('Pista deportiva')
    const admin = await idToken(DEMO_ACCOUNTS[0].email, DEMO_ACCOUNTS[0].password)
    const setOpen = (votingEnabled: boolean) =>
      api('/api/system-config', {
        method: 'PATCH',
        headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
        body: JSON.stringify({ votingEnabled }),
      })
    const page = await freshContext()
    await installApp(page)
    await queueOffline(page, title)
    expect((await setOpen(false)).ok).toBe(true)
    try {
      await context.setOffline(false)
      await expect.poll(() => page.getByTestId('outbox-state').allTextContents()).toEqual([T.outbox.state.rejected])
      await expect(page.getByTestId('outbox-message').textContent()).resolves.toBe(SERVER_TEXTS.submissionsClosed)
      await expect(page.getByTestId('outbox-item').textContent()).resolves.toContain(title)
      expect(await copiesOf(title)).toBe(0)

      // Reopened in the form with everything the person typed.
      await page.getByRole('button', { name: T.outbox.fix }).click()
      await page.waitForURL('**/proposals/new')
      await expect.poll(() => page.locator('form [name=title]').inputValue()).toBe(title)
      await expect(page.locator('form [name=submitterEmail]').inputValue()).resolves.toBe('ana.garcia@example.com')
    } finally {
      await setOpen(true)
    }
  })
})
