// The council's laboratory ('Laboratorio' in the admin panel): an administrator uploads a real pabulib
// election, sees it computing (the Worker's queue runs it) and reads both rules' selections side by side;
// a file that is not one is explained in Spanish at once.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { BUDGET_TEXTS, LAB_TEXTS, PB_ERROR_TEXTS } from '../copy'
import { signedInBrowser } from './harness'

const T = LAB_TEXTS
// Read from the shared folder beside the repository, never copied into it.
const ASSEN = fileURLToPath(new URL('../../shared/pb/Netherlands_Assen_2024.pb', import.meta.url))

async function openLab(page: Page) {
  await page.goto('/admin')
  await page.getByRole('tab', { name: T.tab }).click()
  await page.getByRole('heading', { name: T.title }).waitFor()
}

describe('laboratorio de reglas de selección', () => {
  const browser = signedInBrowser('admin')

  test('un archivo .pb real se calcula con su progreso y muestra las dos selecciones, sus costes y quién sale ganando (1280 px)', async () => {
    const { page } = browser
    await openLab(page)
    await page.getByLabel(T.fileLabel).setInputFiles({ name: 'assen-2024.pb', mimeType: 'text/plain', buffer: readFileSync(ASSEN) })
    await page.getByRole('button', { name: T.submit }).click()
    // The queue takes the job within a second; until it answers, the page says it is computing.
    await page.getByRole('progressbar', { name: T.progressLabel }).waitFor()
    await expect(page.getByRole('button', { name: T.computing }).isDisabled()).resolves.toBe(true)
    const result = page.getByTestId('lab-result')
    await result.waitFor()
    await expect(result.textContent()).resolves.toContain(T.summary('100.000\u00a0€', 84, 14))
    // Assen's official outcome (equal shares, Add1): 9 projects for 76,700; 'most votes' takes 7 for 99,200.
    const equalShares = page.getByTestId('lab-equal-shares')
    await expect(equalShares.getByRole('heading', { level: 4 }).textContent()).resolves.toBe(BUDGET_TEXTS.rules['equal-shares'])
    await expect(equalShares.textContent()).resolves.toContain(`${T.selectedCount(9)}. ${T.spent('76.700\u00a0€', '23.300\u00a0€')}`)
    await expect(equalShares.getByRole('row').count()).resolves.toBe(10)
    const greedy = page.getByTestId('lab-greedy')
    await expect(greedy.textContent()).resolves.toContain(`${T.selectedCount(7)}. ${T.spent('99.200\u00a0€', '800\u00a0€')}`)
    await expect(greedy.getByRole('row', { name: /PopUp Podium/ }).textContent()).resolves.toContain('7.200\u00a0€')
    // 21 voters fare better under each rule: on a draw, equal shares stands.
    await expect(page.getByTestId('lab-comparison').textContent()).resolves.toBe(
      `${T.comparison(21, 21, 42)} ${T.comparisonVerdict(BUDGET_TEXTS.rules['equal-shares'])}`,
    )
    await page.getByRole('heading', { name: T.onlyEqualShares }).waitFor()
    await expect(page.getByRole('progressbar').count()).resolves.toBe(0)
    await browser.axeCheck()
    await browser.screenshot('laboratorio-1280')
  })

  test('un archivo que no es una votación se explica en español junto al campo', async () => {
    const { page } = browser
    // The refusal is a 400, which Chromium logs.
    browser.ignoreConsoleErrors(/status of 400/)
    await openLab(page)
    const input = page.getByLabel(T.fileLabel)
    await input.setInputFiles({ name: 'notas.pb', mimeType: 'text/plain', buffer: Buffer.from('Lista de la compra\npan;leche\n') })
    await page.getByRole('button', { name: T.submit }).click()
    await page.getByText(PB_ERROR_TEXTS.PB_NO_META).waitFor()
    await expect(input.getAttribute('aria-invalid')).resolves.toBe('true')
    await expect(page.getByTestId('lab-result').count()).resolves.toBe(0)
    await browser.axeCheck()
  })
})

describe('laboratorio en un teléfono (390 px)', () => {
  const browser = signedInBrowser('admin', { viewport: { width: 390, height: 844 } })

  test('las dos selecciones caben en el ancho: las tablas se desplazan dentro de su marco', async () => {
    const { page } = browser
    await openLab(page)
    await page.getByLabel(T.fileLabel).setInputFiles({ name: 'assen-2024.pb', mimeType: 'text/plain', buffer: readFileSync(ASSEN) })
    await page.getByRole('button', { name: T.submit }).click()
    await page.getByTestId('lab-result').waitFor()
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(390)
    await browser.axeCheck()
  })
})
