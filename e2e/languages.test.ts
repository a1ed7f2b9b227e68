// The portal in Catalan (the demo offers Spanish and Catalan): a shared link opens in its language, the
// switcher keeps the page, and the accessibility complaint works on a phone in Catalan, e-mail included.
// Basque, offered by the council for one test, is served at /eu/ in Basque; Valencian, offered for another,
// shows its own wording where it differs from Catalan's.
import { expect, test } from 'vitest'
import { ACCESSIBILITY_TEXTS, SHELL_TEXTS } from '../domain/texts'
import { CA } from '../domain/texts/catalogues/ca/index'
import { EU } from '../domain/texts/catalogues/eu/index'
import { GL } from '../domain/texts/catalogues/gl/index'
import { wholeCatalogue } from '../domain/texts/catalogues/index'
import { VA } from '../domain/texts/catalogues/va/index'
import { everySpanishText } from '../domain/texts/reference'
import { api, eventually, forgetEarlierVisits, mailbox, offerLanguages, useBrowser } from './harness'

const browser = useBrowser({ viewport: { width: 390, height: 844 } })
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

test.each([
  ['ca', CA],
  ['va', wholeCatalogue('va')],
  ['eu', EU],
  ['gl', GL],
] as const)(
  'a first visit in %s: the home page and the list keep every text in the language once the app has started',
  async (language, catalogue) => {
    const spanish = untranslated(catalogue as Record<string, unknown>)
    // In Valencian, neither the Catalan wording of a text Valencian words otherwise.
    if (language === 'va') for (const text of untranslated(VA as Record<string, unknown>, CA)) spanish.add(text)
    await offerLanguages(['es', language])
    try {
      for (const path of ['/', '/proposals']) {
        const { page } = browser
        // A first visit: nothing saved, no service worker, the catalogue's parts loaded as a newcomer's are.
        await forgetEarlierVisits(page)
        // The harness's goto waits until the app has started and hydrated the page.
        await page.goto(`/${language}${path}`, { waitUntil: 'networkidle' })
        // Every text node and every label, placeholder or title the page shows.
        const shown = await page.evaluate(() => {
          const texts: string[] = []
          const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
          for (let node = walker.nextNode(); node; node = walker.nextNode())
            if (!node.parentElement?.closest('script, style')) texts.push(node.textContent!.trim())
          for (const el of document.body.querySelectorAll('[aria-label], [placeholder], [title], [alt]'))
            for (const name of ['aria-label', 'placeholder', 'title', 'alt']) texts.push(el.getAttribute(name)?.trim() ?? '')
          return texts.filter(Boolean)
        })
        expect(
          shown.filter((text) => spanish.has(text)),
          `/${language}${path}`,
        ).toEqual([])
      }
    } finally {
      await offerLanguages(['es', 'ca'])
    }
  },
)

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
