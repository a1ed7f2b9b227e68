// The portal in Catalan (the demo offers Spanish and Catalan): a shared link opens in its language, the
// switcher keeps the page, and the accessibility complaint works on a phone in Catalan, e-mail included.
// Basque, offered by the council for one test, is served at /eu/ in Basque; Valencian, offered for another,
// shows its own wording where it differs from Catalan's. And in each of the four, every route of the app
// (e2e/routes.ts: the public ones, the resident's, the administration's with every tab of its panel) shows
// no Spanish text its catalogue words otherwise and no API code in English (e2e/language-check.ts).
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { ACCESSIBILITY_TEXTS, SHELL_TEXTS, VALIDATION_TEXTS } from '../copy'
import { CA } from '../copy/catalogues/ca/index'
import { EU } from '../copy/catalogues/eu/index'
import { VA } from '../copy/catalogues/va/index'
import { languageTag, OTHER_LANGUAGES } from '../domain/languages'
import type { Page, Request, Response } from 'playwright-core'
import { api, bearer, createProposal, eventually, forgetEarlierVisits, mailbox, offerLanguages, signIn, toast, useBrowser } from './harness'
import { type LanguageFindings, languageChecker } from './language-check'
import { PUBLIC, SIGNED_IN } from './routes'

const PHONE = { width: 390, height: 844 }
const browser = useBrowser({ viewport: PHONE })
const firstProposal = async () => ((await (await api('/api/proposals')).json()) as { id: number; title: string }[])[0]

test('switching language on a proposal page keeps the page, its address and the proposal as written', async () => {
  const { page, context } = browser
  await context.addInitScript(() => localStorage.setItem('cookieBannerShown', 'true'))
  const proposal = await firstProposal()
  // The switcher's code is held back until the first tap on it has been made.
  const switcherCode = /\/assets\/language-switcher-[\w-]+\.js$/
  const held: (() => Promise<void>)[] = []
  await page.route(switcherCode, (route) => void held.push(() => route.continue()))
  await page.goto(`/proposal/${proposal.id}`)
  await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(proposal.title)
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('es')
  // The server names the other language's address for crawlers.
  const alternates = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) => links.map((l) => `${l.getAttribute('hreflang')} ${new URL(l.getAttribute('href')!).pathname}`))
  expect(alternates).toEqual([`es /proposal/${proposal.id}`, `ca /ca/proposal/${proposal.id}`, `x-default /proposal/${proposal.id}`])

  // A tap on the server's link before the switcher's code has arrived (held back here) still keeps the
  // choice: the page's loader hears it.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Català' }).click()
  await page.waitForURL(`**/ca/proposal/${proposal.id}`)
  expect(held.length, 'the page asked for the switcher, held back').toBeGreaterThan(0)
  await page.unroute(switcherCode)
  await Promise.all(held.map((release) => release().catch(() => undefined)))
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('ca')
  await eventually(() => page.evaluate(() => document.documentElement.lang)).toBe('ca')
  // The frame in Catalan, the proposal's own words untouched.
  await eventually(() => page.getByRole('contentinfo').getByRole('link', { name: CA.SHELL_TEXTS!.footer!.legal! }).count()).toBe(1)
  expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(proposal.title)
  expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(new RegExp(`/ca/proposal/${proposal.id}$`))
  await browser.axeCheck()
  await browser.screenshot('proposta-en-catala-390')

  // A link inside the page keeps the language; the choice is remembered on the device.
  // The header's logo link (on a phone the menu's links are folded away).
  await page
    .getByRole('banner')
    .getByRole('link', { name: new RegExp(CA.SHELL_TEXTS!.siteName!) })
    .first()
    .click()
  await page.waitForURL((url) => url.pathname === '/ca' || url.pathname === '/ca/')
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('ca')

  // And back to Spanish from the header's switcher.
  await page.getByRole('banner').getByRole('link', { name: 'Español' }).click()
  await page.waitForURL((url) => url.pathname === '/')
  await eventually(() => page.evaluate(() => document.documentElement.lang)).toBe('es')
  expect(await page.getByRole('contentinfo').getByRole('link', { name: SHELL_TEXTS.footer.legal }).count()).toBe(1)
})

// Signing out is in the frame of every page, the lists too, which load only the core part of a catalogue.
test('signing out of a list page in Catalan: the page reloads at its address and says so in Catalan', async () => {
  const { page } = browser
  await page.setViewportSize({ width: 1280, height: 800 })
  try {
    await forgetEarlierVisits(page)
    await signIn(page, 'vecina')
    await page.goto('/ca/proposals')
    await page.getByRole('banner').getByRole('button', { name: CA.SHELL_TEXTS!.nav!.signOut! }).click()
    await page.getByText(CA.SIGN_OUT_TEXTS!.doneTitle!, { exact: true }).waitFor()
    await page.getByText(CA.SIGN_OUT_TEXTS!.doneText!, { exact: true }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/ca/proposals')
  } finally {
    await page.setViewportSize(PHONE)
  }
})

// A list page loads only its catalogue's core: what a resident taps there must be in the core too. Any text
// read outside the parts loaded is a console error (decision 0095), which fails the test.
test("a resident's taps on a list page in Catalan (a vote from a card, its dialog, a search that finds nothing) all answer in Catalan", async () => {
  const { page, context } = browser
  await context.addInitScript(() => localStorage.setItem('cookieBannerShown', 'true'))
  const proposal = await createProposal(`Prova de vot en català ${Date.now()}`, {
    description: 'Una proposta creada per la prova dels tocs en català.',
    district: 'Norte',
  })
  await signIn(page, 'vecina')
  try {
    await tapsInCatalan(page, proposal.title)
  } finally {
    // The later tests of this file see the public screens as a visitor does.
    await forgetEarlierVisits(page)
  }
})

async function tapsInCatalan(page: Page, title: string) {
  const T = CA.UI_PROPOSALS!
  await page.goto('/ca/proposals')
  const card = page.getByRole('region', { name: T.list!.pendingSection!, exact: true }).getByRole('article').filter({ hasText: title })
  await card.getByRole('button', { name: T.vote!.button!, exact: true }).click()
  await eventually(() => toast(page).textContent()).toContain(T.vote!.successTitle!)

  await card.getByRole('button', { name: T.card!.open!(title) }).click()
  const fullPage = page.getByRole('dialog').getByRole('link', { name: T.dialog!.fullPage! })
  await fullPage.waitFor()
  await page.keyboard.press('Escape')
  await fullPage.waitFor({ state: 'detached' })

  await page.getByLabel(T.filters!.searchLabel!, { exact: true }).fill('xyzzy cap resultat')
  await page.getByText(T.list!.noMatch!, { exact: true }).waitFor()
  expect(new URL(page.url()).pathname).toBe('/ca/proposals')
}

// A table's device loads the forms' part of the catalogue: its field checks are those of every form.
test("a table's device in Catalan refuses a name with a character no keyboard gives, in Catalan", async () => {
  const { page, context } = browser
  await context.addInitScript(() => localStorage.setItem('cookieBannerShown', 'true'))
  const T = CA.TABLE_DEVICE_TEXTS!.join!
  await page.goto('/ca/mesa')
  await page.getByLabel(T.code!).fill('ABCD-EFGH')
  await page.getByLabel(T.label!).fill('Mòbil\u0007')
  await page.getByRole('button', { name: T.submit!, exact: true }).click()
  await page.getByText(CA.VALIDATION_TEXTS!.text!, { exact: true }).waitFor()
  expect(await page.getByText(VALIDATION_TEXTS.text).count()).toBe(0)
})

test('a complaint sent at 390 px in Catalan: Catalan refusal, a reference and a Catalan e-mail', async () => {
  const { page, context } = browser
  await context.addInitScript(() => localStorage.setItem('cookieBannerShown', 'true'))
  const T = CA.ACCESSIBILITY_TEXTS!
  await page.goto('/ca/accesibilidad')
  await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(T.title)
  await browser.axeCheck()

  await page.getByLabel(T.form!.email!).fill('jordi.accessible@example.test')
  await page.getByLabel(T.form!.message!).fill('Curt')
  await page.getByRole('button', { name: T.form!.send!, exact: true }).click()
  await eventually(() => page.getByText(T.validation!.messageMin!).count()).toBeGreaterThan(0)

  await page.getByLabel(T.form!.message!).fill('El gràfic de resultats no es pot llegir amb el lector de pantalla del mòbil.')
  await page.getByRole('button', { name: T.form!.send!, exact: true }).click()
  const reference = page.getByTestId('accessibility-reference')
  await eventually(() => reference.textContent()).toMatch(/ACC-\d{4}-\d{5}/)
  const number = (await reference.textContent())!.match(/ACC-\d{4}-\d{5}/)![0]
  expect(await reference.textContent()).toContain('Hem rebut el teu missatge')
  await browser.axeCheck()
  await browser.screenshot('accessibilitat-390-ca')

  const mail = (await mailbox()).find((m) => m.email === 'jordi.accessible@example.test')
  expect(mail?.subject).toBe(`Hem rebut la teva queixa sobre l'accessibilitat (${number})`)
  expect(ACCESSIBILITY_TEXTS.title).not.toBe(T.title)
})

test('with Basque offered, /eu/ is the portal in Basque: its address, the frame and the statement, axe clean at 390 and 1280 px', async () => {
  const { page, context } = browser
  await context.addInitScript(() => localStorage.setItem('cookieBannerShown', 'true'))
  await offerLanguages(['es', 'ca', 'eu'])
  try {
    await page.goto('/eu/')
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/Aurrekontu Parte-hartzaileak$/)
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('eu')
    expect(await page.locator('meta[property="og:locale"]').getAttribute('content')).toBe('eu_ES')
    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) => links.map((l) => `${l.getAttribute('hreflang')} ${new URL(l.getAttribute('href')!).pathname}`))
    expect(alternates).toContain('eu /eu/')
    await eventually(() => page.getByRole('contentinfo').getByRole('link', { name: EU.SHELL_TEXTS!.footer!.legal! }).count()).toBe(1)
    await browser.axeCheck()
    await page.setViewportSize({ width: 1280, height: 800 })
    await browser.axeCheck()
    await browser.screenshot('hasiera-euskaraz-1280')

    // A long page in Basque, its part of the catalogue loaded with it.
    await page.goto('/eu/accesibilidad')
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(EU.ACCESSIBILITY_TEXTS!.title)
    await eventually(() => page.getByRole('button', { name: EU.ACCESSIBILITY_TEXTS!.form!.send!, exact: true }).count()).toBe(1)
    await browser.axeCheck()
    await page.setViewportSize({ width: 390, height: 844 })
    await browser.axeCheck()
    await browser.screenshot('irisgarritasuna-390-eu')
  } finally {
    await offerLanguages(['es', 'ca'])
  }
})

/** A proposal of the vecina's, prioritised and with a milestone: its page, /seguimiento and her /avisos show a scope, phases and notices. */
async function proposalWithMilestone() {
  const { id } = await createProposal(`Huerto urbano en el parque (idiomas) ${Date.now()}`, {
    description: 'Un huerto comunitario con riego por goteo en el parque del barrio.',
    district: 'Este',
    scope: 'Medio Ambiente',
  })
  const admin = await bearer('admin')
  const approved = await api(`/api/proposals/${id}/status`, {
    method: 'PATCH',
    headers: { ...admin, 'content-type': 'application/json' },
    body: JSON.stringify({ status: 'approved' }),
  })
  expect(approved.status).toBe(200)
  const form = new FormData()
  for (const [k, v] of Object.entries({
    date: new Date().toISOString().slice(0, 10),
    phase: 'En obras',
    text: 'Empiezan las obras.',
    progress: '40',
  }))
    form.set(k, v)
  expect((await api(`/api/proposals/${id}/milestones`, { method: 'POST', headers: admin, body: form })).status).toBe(201)
  return id
}

/** The requests to the API each page has in flight, once `watchApi` has started counting them. */
const inFlight = new WeakMap<Page, Set<Request>>()
function watchApi(page: Page) {
  const pending = new Set<Request>()
  inFlight.set(page, pending)
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) pending.add(request)
  })
  page.on('requestfinished', (request) => pending.delete(request))
  page.on('requestfailed', (request) => pending.delete(request))
}

/**
 * Waits until the screen's data is drawn: no API request in flight twice 50 ms apart, then no spinner.
 * Not networkidle, whose 500 ms of silence the service worker's precaching also holds up, on each of the
 * hundred and more screens this file reads.
 */
async function settle(page: Page) {
  const pending = inFlight.get(page)!
  for (let quiet = 0; quiet < 2; ) {
    await page.waitForTimeout(50)
    quiet = pending.size ? 0 : quiet + 1
  }
  await page.waitForFunction(() => !document.querySelector('[role="status"] .animate-spin'))
}

/** Opens a screen (the harness's goto waits until the app has hydrated it) and waits for its data. */
async function show(page: Page, address: string) {
  await page.goto(address)
  await page.getByRole('heading', { level: 1 }).first().waitFor()
  await settle(page)
}

/** Every tab of the screen's tab list, each opened in turn; `read` runs on each panel once its data is there. */
async function eachTab(page: Page, read: (tab: string) => Promise<void>) {
  const tabs = page.getByRole('tablist').first().getByRole('tab')
  const count = await tabs.count()
  expect(count, `${page.url()} has tabs`).toBeGreaterThan(1)
  for (let i = 0; i < count; i++) {
    await tabs.nth(i).click()
    await settle(page)
    await read(`tab ${i + 1} (${(await tabs.nth(i).textContent())?.trim()})`)
  }
}

/** Twenty screens and more per test: on a busy 2-core machine, longer than the config's minute for one. */
const SLOW_MACHINE = 120_000

describe.each(OTHER_LANGUAGES)('every route in %s', (language) => {
  // One test per kind of visitor, so that a failure names the screens of one of them, and each reads
  // every screen before failing: the findings of a pass come out together, by address.
  const findings = languageChecker(language)
  const found: Record<string, LanguageFindings> = {}
  const read = async (page: Page, where: string) => {
    expect(await page.evaluate(() => document.documentElement.lang), where).toBe(languageTag(language))
    const { spanish, english } = await findings(page)
    if (spanish.length || english.length) found[where] = { spanish, english }
  }
  const expectNothingFound = () => expect(found).toEqual({})
  // The signed-in screens in this language at both widths: axe finds nothing at any impact level (the
  // public ones are every-route.test.ts's, in each language too). The phone's width is this file's own.
  const readWithAxe = async (page: Page, where: string) => {
    await read(page, where)
    for (const viewport of [{ width: 1280, height: 800 }, PHONE]) {
      await page.setViewportSize(viewport)
      try {
        await browser.axeCheck()
      } catch (error) {
        throw new Error(`${where} at ${viewport.width} px: ${(error as Error).message}`)
      }
    }
  }
  let proposal: number
  beforeAll(async () => {
    await browser.context.addInitScript(() => localStorage.setItem('cookieBannerShown', 'true'))
    proposal = await proposalWithMilestone()
    await offerLanguages(['es', language])
  })
  afterAll(() => offerLanguages(['es', 'ca']))
  beforeEach(() => {
    for (const key of Object.keys(found)) delete found[key]
  })

  test(
    `in ${language}, no public screen shows a Spanish text its catalogue words otherwise, nor a code in English`,
    async () => {
      const { page } = browser
      watchApi(page)
      for (const [route, address] of Object.entries(PUBLIC)) {
        // The lists as a first visit: nothing saved, no service worker, the catalogue's parts loaded as a
        // newcomer's are. The screens after them as one who goes on browsing.
        if (route === '/' || route === '/proposals') await forgetEarlierVisits(page)
        if (route === 'not found') browser.ignoreConsoleErrors(/status of 404/)
        // The proposal with a scope, phases and statuses to name.
        const path = route === '/proposal/$id' ? `/proposal/${proposal}` : await address()
        await show(page, `/${language}${path}`)
        await read(page, `/${language}${path}`)
      }
      expectNothingFound()
    },
    SLOW_MACHINE,
  )

  test(
    `in ${language}, no screen of the resident's (her account, her proposals, her notices) shows one, and axe finds nothing at 390 and 1280 px`,
    async () => {
      const { page } = browser
      watchApi(page)
      await forgetEarlierVisits(page)
      await signIn(page, 'vecina')
      for (const [route, address] of [
        ...Object.entries(SIGNED_IN).filter(([route]) => !route.startsWith('/admin')),
        ['/proposals/new', PUBLIC['/proposals/new']] as const,
      ]) {
        const path = `/${language}${await address()}`
        await show(page, path)
        // Her notices: a status and a milestone of her proposal.
        if (route === '/avisos')
          await page
            .getByRole('link', { name: /Huerto urbano en el parque/ })
            .first()
            .waitFor()
        if (route === '/profile') await eachTab(page, (tab) => readWithAxe(page, `${path}, ${tab}`))
        else await readWithAxe(page, path)
      }
      expectNothingFound()
    },
    SLOW_MACHINE * 2,
  )

  test(
    `in ${language}, no screen of the administration, nor any tab of its panel, shows one, and axe finds nothing at 390 and 1280 px`,
    async () => {
      const { page } = browser
      watchApi(page)
      await forgetEarlierVisits(page)
      await signIn(page, 'admin')
      for (const [route, address] of Object.entries(SIGNED_IN).filter(([route]) => route.startsWith('/admin'))) {
        const path = `/${language}${await address()}`
        await show(page, path)
        if (route === '/admin') await eachTab(page, (tab) => readWithAxe(page, `${path}, ${tab}`))
        else await readWithAxe(page, path)
      }
      expectNothingFound()
    },
    SLOW_MACHINE * 2,
  )
})

test('a language chosen is the one drawn first: after picking Galego, / is answered in Galician by the server, with no Spanish page and no reload', async () => {
  const { page } = browser
  await offerLanguages(['es', 'gl'])
  try {
    await forgetEarlierVisits(page)
    await page.goto('/')
    await page.getByRole('contentinfo').getByRole('link', { name: 'Galego' }).click()
    await page.waitForURL((url) => url.pathname === '/gl/' || url.pathname === '/gl')
    // The installed app's way too: the page's service worker answers the navigation.
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 20_000 })

    const documents: Promise<{ status: number; lang: string | null }>[] = []
    const onDocument = (res: Response) => {
      if (res.request().resourceType() !== 'document' || res.frame() !== page.mainFrame()) return
      documents.push(
        (async () => ({
          status: res.status(),
          lang: res.status() === 200 ? (/<html lang="([^"]+)"/.exec(await res.text())?.[1] ?? null) : null,
        }))(),
      )
    }
    page.on('response', onDocument)
    let loads = 0
    const onLoad = () => loads++
    page.on('load', onLoad)
    await page.goto('/')
    // Only this visit's documents: a later navigation's body is gone by the time it would be read.
    page.off('response', onDocument)
    page.off('load', onLoad)
    expect(new URL(page.url()).pathname).toBe('/gl/')
    const drawn = (await Promise.all(documents)).filter((d) => d.status === 200)
    // One page, the Galician one: no Spanish page was drawn first and replaced by the app.
    expect(drawn).toEqual([{ status: 200, lang: 'gl' }])
    expect(loads).toBe(1)
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('gl')

    // Back to Spanish: the choice goes with it, and / is Spanish again.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Español' }).click()
    await page.waitForURL((url) => url.pathname === '/')
    await page.goto('/')
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es')
  } finally {
    await offerLanguages(['es', 'ca'])
  }
})

test('with Valencian offered, switching to Valencià on a proposal page at 390 px shows its Valencian wording', async () => {
  const { page, context } = browser
  await context.addInitScript(() => localStorage.setItem('cookieBannerShown', 'true'))
  await offerLanguages(['es', 'va'])
  try {
    const proposal = await firstProposal()
    await page.goto(`/proposal/${proposal.id}`)
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(proposal.title)
    await page.getByRole('contentinfo').getByRole('link', { name: 'Valencià' }).click()
    await page.waitForURL(`**/va/proposal/${proposal.id}`)
    await eventually(() => page.evaluate(() => document.documentElement.lang)).toBe('ca-valencia')
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('va')
    // Valencian where its wording differs from Catalan's ('Compartix', not 'Comparteix'; 'Seguix'), Catalan's elsewhere.
    const share = VA.UI_PROPOSALS!.share!
    await eventually(() => page.getByRole('button', { name: share.buttonLabel!(proposal.title) }).textContent()).toBe(share.button)
    expect(share.button).toBe('Compartix')
    expect(await page.getByRole('contentinfo').getByRole('link', { name: CA.SHELL_TEXTS!.footer!.legal! }).count()).toBe(1)
    expect(await page.locator('link[rel="alternate"][hreflang="ca-ES-valencia"]').getAttribute('href')).toMatch(
      new RegExp(`/va/proposal/${proposal.id}$`),
    )
    await browser.axeCheck()
    await browser.screenshot('proposta-en-valencia-390')
  } finally {
    await offerLanguages(['es', 'ca'])
  }
})
