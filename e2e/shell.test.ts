// The frame of every screen: cookie consent on first visit, 404, mobile menu, titles and axe on each route.
import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { forgetEarlierVisits, returningVisitorBrowser, useBrowser } from './harness'

const ROUTES = [
  ['/auth', 'Acceso'],
  ['/proposals/new', 'Nueva Propuesta'],
  ['/legal-notices', 'Avisos Legales'],
  ['/contact', 'Contacto'],
  ['/budget-terms', 'Bases Presupuesto'],
  ['/no-existe', 'Página no encontrada'],
] as const

/** A first visit again, from a blank page: no app left running whose own notice could set the flag again. */
async function forgetTheAnswer(page: Page) {
  await page.goto('about:blank')
  await forgetEarlierVisits(page)
}

describe('consentimiento de cookies', () => {
  const browser = useBrowser()

  test('se abre en la primera visita sin bloquear la página, y «Solo necesarias» lo guarda', async () => {
    const { page } = browser
    await page.goto('/contact')
    const dialog = page.getByRole('dialog', { name: 'Preferencias de cookies' })
    await dialog.getByRole('tab', { name: 'Resumen' }).waitFor()
    await browser.axeCheck()
    // The first visit's notice leaves the page usable (docs/decisions/0083): its heading stays in the
    // accessibility tree and its links work, and the notice is still there on the next page.
    await page.getByRole('heading', { level: 1, name: 'Contacto' }).waitFor()
    await page.getByRole('banner').getByRole('link', { name: 'Propuestas' }).first().click()
    await page.waitForURL('**/proposals')
    await dialog.getByRole('tab', { name: 'Resumen' }).waitFor()
    // The tabs by keyboard (the ARIA tab pattern): an arrow chooses the next tab, and only it is in the tab order.
    await dialog.getByRole('tab', { name: 'Resumen' }).focus()
    await page.keyboard.press('ArrowRight')
    const settings = dialog.getByRole('tab', { name: 'Configuración' })
    await expect(settings.getAttribute('aria-selected')).resolves.toBe('true')
    await expect(settings.evaluate((tab) => tab === document.activeElement)).resolves.toBe(true)
    await expect(dialog.getByRole('tab', { name: 'Resumen' }).getAttribute('tabindex')).resolves.toBe('-1')
    await expect(dialog.getByRole('switch', { name: 'Necesarias' }).isDisabled()).resolves.toBe(true)
    await browser.axeCheck()
    await page.keyboard.press('Home')
    await dialog.getByRole('link', { name: /política de cookies/i }).waitFor()
    await settings.click()
    await dialog.getByRole('button', { name: 'Solo necesarias' }).click()
    await page.getByTestId('toast').getByText('Preferencias guardadas').waitFor()
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cookiePreferences') ?? 'null'))
    expect(stored).toEqual({ necessary: true, functional: false, analytics: false, marketing: false })

    // Not again on the next visit; the round button reopens it.
    await page.reload()
    await page.waitForTimeout(500)
    await expect(dialog.count()).resolves.toBe(0)
    await page.getByRole('button', { name: 'Preferencias de cookies' }).click()
    await dialog.getByRole('tab', { name: 'Resumen' }).waitFor()
  })

  test('el aviso de la primera visita recibe el foco y se cierra con Escape, sin volver', async () => {
    const { page } = browser
    await forgetTheAnswer(page)
    await page.goto('/contact')
    const dialog = page.getByRole('dialog', { name: 'Preferencias de cookies' })
    await dialog.getByRole('tab', { name: 'Resumen' }).waitFor()
    await expect(dialog.evaluate((notice) => notice.contains(document.activeElement))).resolves.toBe(true)
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    await page.reload()
    await page.getByRole('heading', { level: 1, name: 'Contacto' }).waitFor()
    await page.waitForTimeout(500)
    await expect(dialog.count()).resolves.toBe(0)
  })

  test('quien ya escribe en la búsqueda sigue en ella cuando llega el aviso', async () => {
    const { page } = browser
    await forgetTheAnswer(page)
    // The notice waits for the consent record: held until the person is typing.
    let answer!: () => void
    const typing = new Promise<void>((resolve) => {
      answer = resolve
    })
    await page.route('**/api/cookie-consent', async (route) => {
      await typing
      await route.continue()
    })
    await page.goto('/proposals')
    const search = page.getByLabel('Buscar')
    await search.click()
    await page.keyboard.type('parque')
    answer()
    const dialog = page.getByRole('dialog', { name: 'Preferencias de cookies' })
    await dialog.getByRole('tab', { name: 'Resumen' }).waitFor()
    await page.keyboard.type(' infantil')
    await expect(search.inputValue()).resolves.toBe('parque infantil')
    await page.unroute('**/api/cookie-consent')
  })
})

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  describe(`pantallas a ${viewport.width} px`, () => {
    const browser = returningVisitorBrowser({ viewport })

    for (const [path, title] of ROUTES) {
      test(`${path}: título propio, sin errores de accesibilidad graves`, async () => {
        const { page } = browser
        // An unknown address answers 404 on purpose, which Chromium reports in the console.
        if (path === '/no-existe') browser.ignoreConsoleErrors(/status of 404/)
        await page.goto(path)
        await page.getByRole('heading', { level: 1 }).waitFor()
        await expect(page.title()).resolves.toBe(`${title} · Presupuestos Participativos`)
        await browser.axeCheck()
        await browser.screenshot(`${viewport.width}${path.replace(/\//g, '_')}`)
      })
    }

    test('la ruta desconocida muestra el 404 con la pista para desarrollo', async () => {
      const { page } = browser
      browser.ignoreConsoleErrors(/status of 404/)
      const response = await page.goto('/ruta/que-no-existe')
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('404 Page Not Found')
      await expect(page.getByText('/ruta/que-no-existe').isVisible()).resolves.toBe(true)
    })
  })
}

describe('menú móvil a 390 px', () => {
  const browser = returningVisitorBrowser({ viewport: { width: 390, height: 844 } })

  test('el menú se abre por la derecha, se usa con el teclado y navega', async () => {
    const { page } = browser
    await page.goto('/contact')
    await expect(page.getByRole('link', { name: 'Enviar propuesta' }).isVisible()).resolves.toBe(false)
    await page.getByRole('button', { name: 'Abrir menú' }).click()
    const menu = page.getByRole('dialog', { name: 'Menú' })
    await menu.getByRole('navigation').waitFor()
    // Measured once the slide-in has ended (Headless UI marks a running transition with data-transition),
    // however long a busy machine takes.
    await menu.locator('[data-transition]').first().waitFor({ state: 'detached' })
    const box = await menu.getByRole('navigation').boundingBox()
    // The panel sits against the right edge (its nav inside a 16 px padding).
    expect(box!.x + box!.width).toBeGreaterThanOrEqual(370)
    expect(box!.x).toBeGreaterThan(50)
    await browser.axeCheck()
    await browser.screenshot('menu-movil-390')
    await page.keyboard.press('Escape')
    await menu.waitFor({ state: 'detached' })
    await page.getByRole('button', { name: 'Abrir menú' }).click()
    await menu.getByRole('link', { name: 'Iniciar Sesión' }).click()
    await page.waitForURL('**/auth')
    await menu.waitFor({ state: 'detached' })
  })
})
