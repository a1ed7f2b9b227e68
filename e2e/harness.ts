/**
 * Browser-test harness: the real Worker with the demo data, driven through the system's Chromium.
 *
 * `npm test` runs every `e2e/**\/*.test.ts` after the unit and worker tests; alone: `npm run test:e2e`
 * (or `npx vitest run --config vitest.e2e.config.ts e2e/some.test.ts`). Per run, global-setup.ts starts
 * `wrangler dev` on a free port with a fresh temporary D1/R2, rebuilds the SPA if its sources changed,
 * and loads scripts/demo-data/ through POST /__local/seed. Files run one at a time (2-core machines).
 *
 * In a test file:
 *
 *   import { expect, test } from 'vitest'
 *   import { DEMO_ACCOUNTS, api, useBrowser } from './harness'
 *
 *   const browser = useBrowser() // one Chromium per file, fresh profile; a new page per test
 *
 *   test('la portada lista las propuestas', async () => {
 *     const { page } = browser
 *     await page.goto('/')                       // relative to the Worker's URL
 *     await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toContain('…')
 *     await browser.axeCheck()                   // fails on any axe violation, whatever its impact
 *     await browser.screenshot('portada')        // e2e/artifacts/portada.png (gitignored)
 *   })
 *
 * - Console errors and uncaught page errors fail the test that caused them, after it ran; a test that
 *   expects one calls `browser.ignoreConsoleErrors(/texto/)` first.
 * - A failing test leaves a screenshot in e2e/artifacts/ named after the test.
 * - `browser.newPage()` opens more tabs in the same profile (shared session, IndexedDB, service worker).
 * - `api(path, init)` fetches from the Worker; `idToken(email, password)` signs in with the local identity
 *   provider's REST API for calls with `Authorization: Bearer`.
 * - Demo data: `DEMO_ACCOUNTS` (admin, vecina) and `inject('seeded')` (counts) describe what is loaded.
 * - Tests share one database for the whole run: a test that changes data (votes, new proposals, roles)
 *   must not rely on other tests' leftovers, and should create what it changes.
 */
import AxeBuilder from '@axe-core/playwright'
import { mkdirSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type BrowserContext, type Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from 'vitest'
import { ADMIN_TEXTS, COOKIE_TEXTS } from '../copy'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium.mjs'
import { DEMO_ACCOUNTS, ROOT } from '../scripts/lib/local-server.mjs'

export { CHROMIUM_ARGS, CHROMIUM_PATH }

export { DEMO_ACCOUNTS }

export const baseURL = inject('baseURL')
const ARTIFACTS = join(ROOT, 'e2e', 'artifacts')

export function api(path: string, init?: RequestInit): Promise<Response> {
  return fetch(new URL(path, baseURL), init)
}

/** An ID token from the local identity provider (the same REST call the SPA makes). */
export async function idToken(email: string, password: string): Promise<string> {
  const res = await api('/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=local', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  })
  const body = (await res.json()) as { idToken?: string }
  if (!res.ok || !body.idToken) throw new Error(`sign-in as ${email} failed: ${res.status} ${JSON.stringify(body)}`)
  return body.idToken
}

export interface MailboxEntry {
  email: string
  kind: string
  oobCode?: string
  subject: string
  body: string
  createdAt: string
}

/** Every e-mail the local provider and the portal have sent, newest first (/__local/mailbox.json). */
export async function mailbox(origin = baseURL): Promise<MailboxEntry[]> {
  return (await (await fetch(new URL('/__local/mailbox.json', origin))).json()) as MailboxEntry[]
}

/**
 * Opens the newest confirmation link sent to `email`, as the person would from their inbox (the
 * provider's accounts:update with the oobCode). Freshly registered accounts need it before they vote.
 */
export async function confirmEmail(email: string, origin = baseURL): Promise<void> {
  const mail = (await mailbox(origin)).find((m) => m.email === email.toLowerCase() && m.kind === 'VERIFY_EMAIL' && m.oobCode)
  if (!mail) throw new Error(`no confirmation e-mail for ${email}`)
  const res = await fetch(new URL('/identitytoolkit.googleapis.com/v1/accounts:update?key=local', origin), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ oobCode: mail.oobCode }),
  })
  if (!res.ok) throw new Error(`confirming ${email} failed: ${res.status} ${await res.text()}`)
}

export interface NewResident {
  email: string
  name: string
  surname: string
  phone: string
}

/**
 * A resident registers on /auth with the form, as a person would (password 'secreto-123'): they land on
 * 'Mi Perfil' and the provider at `origin` has sent the confirmation e-mail, which confirmEmail opens.
 */
export async function signUp(page: Page, person: NewResident, origin = baseURL): Promise<void> {
  await page.goto('/auth')
  await page.getByRole('tab', { name: 'Registrarse' }).click()
  await page.getByLabel('Email').fill(person.email)
  await page.getByLabel('Contraseña').fill('secreto-123')
  await page.getByLabel('Nombre').fill(person.name)
  await page.getByLabel('Apellidos').fill(person.surname)
  await page.getByLabel('Teléfono').fill(person.phone)
  await page.getByRole('button', { name: 'Crear cuenta' }).click()
  await page.waitForURL('**/profile')
  await eventually(async () => (await mailbox(origin)).some((m) => m.email === person.email && m.kind === 'VERIFY_EMAIL')).toBe(true)
}

/** Cold pages on a small machine can take a few seconds; vitest's default poll gives up after one. */
export const eventually = <V>(read: () => V | Promise<V>) => expect.poll(read, { timeout: 15_000 })

/** The one toast on screen (§4: one at a time). */
export const toast = (page: Page) => page.getByTestId('toast')

export const demoAccount = (role: string) => DEMO_ACCOUNTS.find((a) => a.role === role)!

/** An Authorization header for a demo account, for API calls a test makes to set up its data. */
export async function bearer(role: string) {
  const { email, password } = demoAccount(role)
  return { Authorization: `Bearer ${await idToken(email, password)}` }
}

/** Signs a demo account in through the /auth screen, as a person would, and waits to leave it. */
/**
 * Makes the next page a first visit: nothing kept from earlier visits of this origin (the service worker
 * they installed, its caches, local storage, cookies) nor in the HTTP cache.
 */
export async function forgetEarlierVisits(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Storage.clearDataForOrigin', { origin: new URL(baseURL).origin, storageTypes: 'all' })
  await cdp.send('Network.clearBrowserCache')
  await cdp.detach()
}

/**
 * Holds the app's code back on the network for `page` (a page the harness does not wait on, whose
 * browser has not kept the code: a fresh profile or forgetEarlierVisits), as a slow phone would get it:
 * the server's page is shown, its loader runs, the app does not. `start()` lets the code through and
 * waits until the app has started (it marks <html data-app="ready">).
 */
export async function holdBackCode(page: Page): Promise<{ start: () => Promise<void> }> {
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  return {
    start: async () => {
      expect(await page.evaluate(() => document.documentElement.dataset.app), 'la aplicación empezó antes de tiempo').toBeUndefined()
      release()
      await page.waitForFunction(() => document.documentElement.dataset.app === 'ready')
    },
  }
}

/**
 * Chromium 150 keeps the context's network cut across a navigation but forgets it in navigator.onLine
 * (true again, no 'offline' event), which no phone's browser does: the page just loaded is told again
 * through its own DevTools session, and hears 'offline'. `online()` lifts that session's cut too.
 */
export async function stillOffline(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  const conditions = (offline: boolean) =>
    cdp.send('Network.emulateNetworkConditions', { offline, latency: 0, downloadThroughput: -1, uploadThroughput: -1 })
  await conditions(true)
  return { online: () => conditions(false) }
}

/** The council's language setting, as the administrator saves it in the panel (the demo offers Spanish and Catalan). */
export async function offerLanguages(languages: string[]): Promise<void> {
  const res = await api('/api/system-config/languages', {
    method: 'PUT',
    headers: { ...(await bearer('admin')), 'content-type': 'application/json' },
    body: JSON.stringify({ languages }),
  })
  expect(res.status).toBe(200)
}

export async function signIn(page: Page, role: string) {
  const { email, password } = demoAccount(role)
  await page.goto('/auth')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Contraseña', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Iniciar Sesión', exact: true }).click()
  await page
    .waitForURL((url) => !url.pathname.startsWith('/auth'))
    .catch(async (err) => {
      // Still on /auth: what the screen says is why (a refusal, a limit), not the timeout.
      const said = await page.getByRole('alert').allTextContents()
      throw new Error(`sign-in as ${role} stayed on /auth: ${said.join(' | ') || err.message}`)
    })
}

/**
 * `useBrowser` for a visitor who has already answered the cookie dialog: a first visit's notice takes the
 * focus and covers the bottom of the screen, which tests about other screens should not meet.
 */
export function returningVisitorBrowser(options?: BrowserOptions) {
  const browser = useBrowser(options)
  beforeAll(() => browser.context.addInitScript(() => localStorage.setItem('cookieBannerShown', 'true')))
  return browser
}

/** `returningVisitorBrowser` signed in once as a demo account for the whole file. */
export function signedInBrowser(role: string, options?: BrowserOptions) {
  const browser = returningVisitorBrowser(options)
  beforeAll(async () => {
    const page = await browser.newPage()
    await signIn(page, role)
    await page.close()
  })
  return browser
}

/** A fresh presented proposal by the demo resident, so that a test depends on no other test's leftovers. */
export async function createProposal(title: string, fields: { description: string; district: string; scope?: string }) {
  const form = new FormData()
  form.set('title', title)
  form.set('description', fields.description)
  form.set('district', fields.district)
  form.set('scope', fields.scope ?? 'Medio Ambiente')
  const res = await api('/api/proposals', { method: 'POST', headers: await bearer('vecina'), body: form })
  expect(res.status).toBe(201)
  return (await res.json()) as { id: number; title: string }
}

/**
 * Public pages arrive rendered by the server and become interactive a moment later, when the app has
 * hydrated them (it then marks <html data-app="ready">). A person waits for that moment without noticing;
 * a test that clicked or typed before it would be undone by hydration. So `goto` and `reload` wait for it
 * on app pages (pages without #root, such as the local mailbox, are left alone).
 */
function waitForHydration(page: Page): void {
  const ready = () => page.waitForFunction(() => !document.getElementById('root') || document.documentElement.dataset.app === 'ready')
  const goto = page.goto.bind(page)
  const reload = page.reload.bind(page)
  page.goto = async (...args) => {
    const response = await goto(...args)
    await ready()
    return response
  }
  page.reload = async (...args) => {
    const response = await reload(...args)
    await ready()
    return response
  }
}

/**
 * Fails with a readable list when axe finds any violation on the page, minor ones included, by every
 * rule axe runs, its best practices too (two landmarks with one name, a heading order that skips): the
 * legal notice promises WCAG 2.1, and a finding tolerated today hides the next one.
 */
async function axeCheck(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze()
  const describe = (v: (typeof violations)[number]) =>
    `[${v.impact}] ${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}`).join('\n')}`
  if (violations.length) throw new Error(`axe: ${violations.length} violaciones en ${page.url()}:\n${violations.map(describe).join('\n')}`)
}

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(ARTIFACTS, { recursive: true })
  const path = join(ARTIFACTS, `${name.replace(/[^\w.-]+/g, '-')}.png`)
  await page.screenshot({ path, fullPage: true })
  return path
}

export interface BrowserOptions {
  /** Defaults to a 1280×800 desktop; pass e.g. { width: 390, height: 844 } for a phone. */
  viewport?: { width: number; height: number }
  /**
   * The installed app's window instead of a browser tab: Chromium's `--app=` window at the manifest's
   * start_url, whose pages match `(display-mode: standalone)` (CDP's media emulation does not change
   * display-mode). There is one such window per file: each test gets it back where the last one left it,
   * and other pages close.
   */
  standalone?: boolean
  /**
   * 'block' keeps every page of the file from installing the service worker: a file that measures first
   * visits has no use for it, and a worker one case installs once its page is idle (decision 0092) would
   * still be installing when the next case forgets the origin.
   */
  serviceWorkers?: 'allow' | 'block'
}

/**
 * Registers the hooks that give each test a fresh page in one Chromium profile per file. Read `page`
 * inside tests (it changes per test), never at module level.
 */
export function useBrowser({ viewport = { width: 1280, height: 800 }, standalone = false, serviceWorkers = 'allow' }: BrowserOptions = {}) {
  let context: BrowserContext | undefined
  let profile = ''
  let current: Page | undefined
  let appWindow: Page | undefined
  let consoleErrors: string[] = []
  // The console names a failed request's page, not the request: these say which request it was.
  let failedRequests: string[] = []
  let ignored: RegExp[] = []

  const watch = (page: Page) => {
    waitForHydration(page)
    page.on('console', (msg) => {
      if (msg.type() === 'error') consoleErrors.push(`${page.url()}: ${msg.text()}`)
    })
    page.on('response', (response) => {
      if (response.status() >= 400) failedRequests.push(`${response.request().method()} ${response.url()} → ${response.status()}`)
    })
    page.on('pageerror', (err) => consoleErrors.push(`${page.url()}: ${err.message}`))
    return page
  }

  const session = {
    get page(): Page {
      if (!current) throw new Error('browser.page is only available inside a test')
      return current
    },
    get context(): BrowserContext {
      if (!context) throw new Error('browser.context is only available inside a test')
      return context
    },
    /** Console errors seen so far in this test. */
    get consoleErrors(): readonly string[] {
      return consoleErrors
    },
    newPage: async () => watch(await session.context.newPage()),
    ignoreConsoleErrors: (pattern: RegExp) => void ignored.push(pattern),
    axeCheck: (page: Page = session.page) => axeCheck(page),
    screenshot: (name: string, page: Page = session.page) => screenshot(page, name),
  }

  beforeAll(async () => {
    profile = await mkdtemp(join(tmpdir(), 'presupuestos-chromium-'))
    context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      args: standalone ? [...CHROMIUM_ARGS, `--app=${baseURL}/`, `--window-size=${viewport.width},${viewport.height}`] : CHROMIUM_ARGS,
      baseURL,
      viewport,
      locale: 'es-ES',
      timezoneId: 'Europe/Madrid',
      serviceWorkers,
    })
    if (standalone) appWindow = watch(context.pages()[0])
  })

  beforeEach(async () => {
    consoleErrors = []
    failedRequests = []
    ignored = []
    current = appWindow ?? (await session.newPage())
  })

  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail' && current) await screenshot(current, `fallo-${task.name}`).catch(() => {})
    for (const page of session.context.pages()) if (page !== appWindow) await page.close()
    current = undefined
    const unexpected = consoleErrors.filter((e) => !ignored.some((p) => p.test(e)))
    if (unexpected.length)
      throw new Error(
        `errores en la consola del navegador:\n${unexpected.join('\n')}\npeticiones fallidas:\n${failedRequests.join('\n') || '(ninguna)'}`,
      )
  })

  afterAll(async () => {
    await context?.close()
    await rm(profile, { recursive: true, force: true })
  })

  return session
}

/** Admin panel, Propuestas tab, narrowed to one title (a table row or a card, whichever the width shows). */
export async function openAdminFor(page: Page, title: string) {
  await page.goto('/admin')
  await page.getByRole('heading', { name: ADMIN_TEXTS.title, level: 1 }).waitFor()
  await page.getByLabel(ADMIN_TEXTS.filters.search, { exact: true }).fill(title)
  // The server answers the search once typing pauses; until then the table is marked busy.
  await page.locator('[aria-busy="true"]').waitFor({ state: 'detached' })
  await page.getByRole('button', { name: ADMIN_TEXTS.table.menuOf(title) }).waitFor()
}

/** Opens a proposal's 'Acciones' menu in the admin panel and picks one of its items. */
export async function rowAction(page: Page, title: string, item: string) {
  await page.getByRole('button', { name: ADMIN_TEXTS.table.menuOf(title) }).click()
  await page.getByRole('menuitem', { name: item, exact: true }).click()
}

/**
 * A printable page under print media: the site's header and footer, the cookie button and the page's
 * own print button (named `printButton`) are not on the sheet.
 */
export async function expectPrintedWithoutChrome(page: Page, printButton: string) {
  await page.emulateMedia({ media: 'print' })
  for (const hidden of [
    page.locator('#root > div > header'),
    page.getByRole('contentinfo'),
    page.getByRole('button', { name: COOKIE_TEXTS.open }),
    page.getByRole('button', { name: printButton }),
  ]) {
    await expect(hidden.isVisible()).resolves.toBe(false)
  }
}
