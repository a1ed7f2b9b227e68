// Every screen of the app on a 390 px phone and a 1280 px desktop: the page never scrolls sideways and axe
// finds nothing at any impact level (harness.axeCheck). Screens for signed-in people are opened as the
// demo administrator, and every public screen again in Catalan (the demo offers it), in Valencian, in
// Galician and in Basque. The list of screens is read from the router's generated tree, so a new route
// fails here until it is added to e2e/routes.ts.
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { LANGUAGE_TEXTS } from '../copy'
import { languageTag } from '../domain/languages'
import { wholeCatalogue } from '../copy/catalogues/index'
import type { PortalCatalogue } from '../copy/catalogues/portal-catalogue'
import { offerLanguages, signedInBrowser, useBrowser } from './harness'
import { open, PUBLIC, ROUTES, SIGNED_IN } from './routes'

test('cada ruta de la aplicación está en esta lista', () => {
  const listed = Object.keys({ ...PUBLIC, ...SIGNED_IN }).filter((path) => path.startsWith('/'))
  expect(new Set(listed)).toEqual(ROUTES)
})

async function fitsAndPassesAxe(page: Page, width: number, axeCheck: () => Promise<void>) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow, `la página es ${overflow} px más ancha que la pantalla de ${width} px`).toBeLessThanOrEqual(0)
  await axeCheck()
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  describe(`cada pantalla a ${viewport.width} px, sin sesión`, () => {
    const browser = useBrowser({ viewport })
    beforeAll(() => browser.context.addInitScript(() => localStorage.setItem('cookieBannerShown', 'true')))

    for (const [route, address] of Object.entries(PUBLIC)) {
      test(`${route}: cabe en la pantalla y axe no encuentra nada`, async () => {
        // An unknown address is answered with a real 404, which the browser reports in its console.
        if (route === 'not found') browser.ignoreConsoleErrors(/status of 404/)
        await open(browser.page, await address())
        await fitsAndPassesAxe(browser.page, viewport.width, browser.axeCheck)
      })
    }
  })

  // Every public screen again in each co-official language with a complete catalogue, drawn in it. The demo
  // offers Catalan; Valencian, Galician and Basque are switched on for their own pass and off again (the run
  // shares one database). Valencian reads Catalan's texts where its wording is the same (wholeCatalogue).
  for (const language of ['ca', 'va', 'gl', 'eu'] as const) {
    const catalogue = wholeCatalogue(language) as PortalCatalogue
    describe(`cada pantalla pública en ${LANGUAGE_TEXTS.names[language]} a ${viewport.width} px`, () => {
      const browser = useBrowser({ viewport })
      beforeAll(async () => {
        await browser.context.addInitScript(() => localStorage.setItem('cookieBannerShown', 'true'))
        if (language !== 'ca') await offerLanguages(['es', 'ca', language])
      })
      afterAll(async () => {
        if (language !== 'ca') await offerLanguages(['es', 'ca'])
      })

      for (const [route, address] of Object.entries(PUBLIC)) {
        test(`/${language}${route}: en ${LANGUAGE_TEXTS.names[language]}, cabe en la pantalla y axe no encuentra nada`, async () => {
          if (route === 'not found') browser.ignoreConsoleErrors(/status of 404/)
          await open(browser.page, `/${language}${await address()}`)
          expect(await browser.page.evaluate(() => document.documentElement.lang)).toBe(languageTag(language))
          expect(await browser.page.locator('a[href="#contenido"]').textContent()).toBe(catalogue.SHELL_TEXTS!.skipToContent)
          await fitsAndPassesAxe(browser.page, viewport.width, browser.axeCheck)
        })
      }
    })
  }

  describe(`cada pantalla a ${viewport.width} px, con la sesión de la administradora`, () => {
    const browser = signedInBrowser('admin', { viewport })

    for (const [route, address] of Object.entries(SIGNED_IN)) {
      test(`${route}: cabe en la pantalla y axe no encuentra nada`, async () => {
        await open(browser.page, await address())
        await fitsAndPassesAxe(browser.page, viewport.width, browser.axeCheck)
      })
    }
  })
}
