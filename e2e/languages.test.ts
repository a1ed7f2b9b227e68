// The portal in Catalan (the demo offers Spanish and Catalan): a shared link opens in its language, the
// switcher keeps the page, and the accessibility complaint works on a phone in Catalan, e-mail included.
// Basque, offered by the council for one test, is served at /eu/ in Basque; Valencian, offered for another,
// shows its own wording where it differs from Catalan's.
import { expect, test } from 'vitest'
import { ACCESSIBILITY_TEXTS, SHELL_TEXTS } from '../copy'
import { CA } from '../copy/catalogues/ca/index'
import { EU } from '../copy/catalogues/eu/index'
import { GL } from '../copy/catalogues/gl/index'
import { wholeCatalogue } from '../copy/catalogues/index'
import { VA } from '../copy/catalogues/va/index'
import { everySpanishText } from '../copy/reference'
import type { Page } from 'playwright-core'
import { STATUSES } from '../domain/statuses'
import { api, bearer, createProposal, eventually, forgetEarlierVisits, mailbox, offerLanguages, signIn, useBrowser } from './harness'

const browser = useBrowser({ viewport: { width: 390, height: 844 } })
const context = () => browser.context
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

/**
 * Spanish texts whose translation differs, by language: any of them on a page in that language is a text its
 * catalogue's parts missed. Against Catalan, the Catalan texts Valencian words otherwise.
 */
function untranslated(catalogue: Record<string, unknown>, reference: unknown = everySpanishText()): Set<string> {
  const found = new Set<string>()
  const walk = (spanish: unknown, own: unknown) => {
    if (typeof spanish === 'string') {
      if (typeof own === 'string' && own !== spanish) found.add(spanish)
    } else if (spanish && typeof spanish === 'object' && own && typeof own === 'object')
      for (const [key, value] of Object.entries(spanish)) walk(value, (own as Record<string, unknown>)[key])
  }
  walk(reference, catalogue)
  return found
}

/**
 * The API's own codes, in English: a page that shows one as a word (a notice of kind 'milestone', a
 * channel 'paper') has drawn a code where a name belongs, in any language.
 */
/** Every word the catalogue's own texts write (its strings, not its functions' words). */
function wordsOf(catalogue: unknown, words = new Set<string>()): Set<string> {
  if (typeof catalogue === 'string') for (const word of catalogue.split(/[^\p{L}-]+/u)) words.add(word.toLowerCase())
  else if (catalogue && typeof catalogue === 'object') for (const value of Object.values(catalogue)) wordsOf(value, words)
  return words
}

const CODES = new Set([
  ...STATUSES,
  'milestone',
  'feasible',
  'unfeasible',
  'not-selected',
  'withdrawn',
  'selected',
  'paper',
  'phone',
  'census',
  'greedy',
  'equal-shares',
])

/** Every text node and every label, placeholder or title the page shows. */
const shownTexts = (page: Page) =>
  page.evaluate(() => {
    const texts: string[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode())
      if (!node.parentElement?.closest('script, style')) texts.push(node.textContent!.trim())
    for (const el of document.body.querySelectorAll('[aria-label], [placeholder], [title], [alt]'))
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) texts.push(el.getAttribute(name)?.trim() ?? '')
    return texts.filter(Boolean)
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

test.each([
  ['ca', CA],
  ['va', wholeCatalogue('va')],
  ['eu', EU],
  ['gl', GL],
] as const)(
  "in %s, the public pages, a proposal's and the notices show no Spanish text the catalogue words otherwise and no code in English",
  async (language, catalogue) => {
    const spanish = untranslated(catalogue as Record<string, unknown>)
    // In Valencian, neither the Catalan wording of a text Valencian words otherwise.
    if (language === 'va') for (const text of untranslated(VA as Record<string, unknown>, CA)) spanish.add(text)
    const id = await proposalWithMilestone()
    await offerLanguages(['es', language])
    const { page } = browser
    // A code that is also a word of the language itself ('paper' in Catalan) is that word, not the code.
    const own = wordsOf(catalogue)
    const check = async (path: string) => {
      const shown = await shownTexts(page)
      const english = shown.flatMap((text) => text.split(/[^\p{L}-]+/u)).filter((word) => CODES.has(word) && !own.has(word))
      expect({ spanish: shown.filter((text) => spanish.has(text)), english }, `/${language}${path}`).toEqual({ spanish: [], english: [] })
    }
    try {
      // A first visit of the lists: nothing saved, no service worker, the catalogue's parts loaded as a
      // newcomer's are. The harness's goto waits until the app has started and hydrated the page.
      for (const path of ['/', '/proposals']) {
        await forgetEarlierVisits(page)
        await page.goto(`/${language}${path}`, { waitUntil: 'networkidle' })
        await check(path)
      }
      // The pages that show the names of scopes, phases and statuses, opened from there.
      for (const path of [`/proposal/${id}`, '/seguimiento', '/resultados']) {
        await page.goto(`/${language}${path}`, { waitUntil: 'networkidle' })
        await check(path)
      }
      // Her notices: a status and a milestone.
      await context().addInitScript(() => localStorage.setItem('cookieBannerShown', 'true'))
      await signIn(page, 'vecina')
      await page.goto(`/${language}/avisos`, { waitUntil: 'networkidle' })
      await page
        .getByRole('link', { name: /Huerto urbano en el parque/ })
        .first()
        .waitFor()
      await check('/avisos')
    } finally {
      await offerLanguages(['es', 'ca'])
    }
  },
)

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
    page.on('response', (res) => {
      if (res.request().resourceType() !== 'document' || res.frame() !== page.mainFrame()) return
      documents.push(
        (async () => ({
          status: res.status(),
          lang: res.status() === 200 ? (/<html lang="([^"]+)"/.exec(await res.text())?.[1] ?? null) : null,
        }))(),
      )
    })
    let loads = 0
    page.on('load', () => loads++)
    await page.goto('/')
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
