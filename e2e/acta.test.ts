// The year's record of the decision in a real browser: last year's acta of the demo (Oeste 2025), printed
// on A4 with print media emulated, and a proposal the selection left out saying why on its own page.
import { describe, expect, test } from 'vitest'
import { ACTA_TEXTS, FOLLOW_UP_TEXTS, UI_PROPOSALS } from '../copy'
import { api, expectPrintedWithoutChrome, returningVisitorBrowser } from './harness'

/** A demo proposal's id, by its title. */
async function idOf(title: string) {
  const list = (await (await api(`/api/proposals?q=${encodeURIComponent(title)}`)).json()) as { id: number; title: string }[]
  const found = list.find((p) => p.title === title)
  if (!found) throw new Error(`no demo proposal «${title}»`)
  return found.id
}

/** A4's width less the acta's side margins (12 mm each), in CSS pixels (96 per inch). */
const A4_PRINTABLE_PX = Math.floor(((210 - 24) / 25.4) * 96)

describe('el acta de resultados', () => {
  const browser = returningVisitorBrowser()

  test('la de 2025 dice cada candidata con sus votos, su coste y lo que fue de ella, y se imprime en un A4', async () => {
    const { page } = browser
    await page.goto('/resultados/acta/2025')
    await page.getByRole('heading', { level: 1, name: ACTA_TEXTS.yearTitle(2025) }).waitFor()
    const table = page.getByRole('table', { name: ACTA_TEXTS.caption('Oeste') })
    const row = (title: string) => table.getByRole('row').filter({ hasText: title })
    await expect(row('Huertos escolares').textContent()).resolves.toContain('Seleccionada')
    await expect(row('Fuente para mascotas').textContent()).resolves.toMatch(
      /No seleccionada: no cabía en el dinero que quedaba \(faltaban [\d.]+\s€\)/,
    )
    await expect(row('Pintura del paso subterráneo').textContent()).resolves.toContain('Retirada por la junta: Adif la incluye')
    await expect(page.getByText('presupuestos-participativos/2025/Oeste').isVisible()).resolves.toBe(true)
    await expect(page.getByRole('link', { name: ACTA_TEXTS.pb('Oeste') }).getAttribute('href')).resolves.toBe('/api/budget/2025/Oeste.pb')
    await browser.axeCheck()
    await browser.screenshot('acta-2025')

    await page.setViewportSize({ width: A4_PRINTABLE_PX, height: 1000 })
    await expectPrintedWithoutChrome(page, ACTA_TEXTS.print)
    // Nothing wider than the sheet: no table or address runs off the A4's width.
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(A4_PRINTABLE_PX)
    await browser.screenshot('acta-impresion')
    const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1')
    // A4 is 595.28 × 841.89 points (US Letter, the default, would be 612 × 792).
    const [width, height] = pdf
      .match(/\/MediaBox\s*\[0 0 ([\d.]+) ([\d.]+)\]/)!
      .slice(1)
      .map(Number)
    expect(width).toBeCloseTo(595.28, 0)
    expect(height).toBeCloseTo(841.89, 0)
    await page.emulateMedia({ media: 'screen' })
  })

  test('una propuesta que se quedó fuera dice por qué en su página, con el enlace al acta', async () => {
    const { page } = browser
    const id = await idOf('Fuente para mascotas en el parque del Oeste')
    await page.goto(`/proposal/${id}`)
    const outcome = page.getByTestId('outcome')
    await expect(outcome.textContent()).resolves.toMatch(/No seleccionada: no cabía en el dinero que quedaba \(faltaban [\d.]+\s€\)/)
    // The life cycle no longer says it waits to be prioritised, and a decided proposal offers no vote.
    await expect(page.getByText(UI_PROPOSALS.timeline.pendingPriority).count()).resolves.toBe(0)
    await expect(page.getByRole('button', { name: UI_PROPOSALS.vote.button }).count()).resolves.toBe(0)
    await browser.axeCheck()
    await browser.screenshot('propuesta-no-seleccionada')
    await outcome.getByRole('link', { name: FOLLOW_UP_TEXTS.actaLink(2025) }).click()
    await page.waitForURL(/\/resultados\/acta\/2025\?distrito=Oeste/)
    await page.getByRole('table', { name: ACTA_TEXTS.caption('Oeste') }).waitFor()

    // One the board took out, with its public reason: on its page, in what a shared link says, on its card.
    await page.goto(`/proposal/${await idOf('Pintura del paso subterráneo de la estación')}`)
    await expect(page.getByTestId('outcome').textContent()).resolves.toContain('Retirada por la junta: Adif la incluye')
    const shared = await page.locator('meta[property="og:description"]').getAttribute('content')
    expect(shared).toMatch(/^Retirada por la junta: /)
    // Found by its words: other test files add newer proposals in Oeste that fill the list's first page.
    await page.goto(`/proposals?district=Oeste&q=${encodeURIComponent('Pintura del paso subterráneo')}`)
    const card = page.getByRole('article').filter({ hasText: 'Pintura del paso subterráneo' })
    await expect(card.getByTestId('outcome').textContent()).resolves.toContain('Retirada por la junta')
    await expect(card.getByRole('button', { name: UI_PROPOSALS.vote.button }).count()).resolves.toBe(0)
    await browser.screenshot('tarjetas-con-resultado')
  })
})
