// The year's calendar (docs/decisions/0058): the council's 'Calendario' form at the top of
// 'Configuración' on a phone (390 px), by keyboard, refusing dates out of order in Spanish with nothing
// changed; and a resident who reads where the year stands on the home page, the terms and the poster, and
// finds an unfeasible proposal with its reason and no vote button. Axe clean.
import { describe, expect, test } from 'vitest'
import { CALENDAR_FORM_TEXTS as F, CYCLE_TEXTS, UI_PROPOSALS } from '../copy'
import { api, eventually, signedInBrowser, useBrowser } from './harness'

const config = async () =>
  (await (await api('/api/system-config')).json()) as { phase: string; calendar: Record<string, { start: string; end: string }> }

describe('el calendario del año', () => {
  const admin = signedInBrowser('admin', { viewport: { width: 390, height: 844 } })

  test('la administración lo edita con el teclado a 390 px: unas fechas desordenadas se explican y no cambian nada', async () => {
    const { page } = admin
    const before = await config()
    expect(before.phase).toBe('support')
    await page.goto('/admin')
    await page.getByRole('tab', { name: 'Configuración' }).click()
    await page.getByRole('heading', { name: CYCLE_TEXTS.title }).waitFor()
    const supportEnd = page.locator('input[name="supportEnd"]')
    await expect(supportEnd.inputValue()).resolves.toBe(before.calendar.support.end)

    // Support ending before it starts, typed and sent by keyboard: refused on its field, focus on it.
    await supportEnd.focus()
    await page.keyboard.type('01012025')
    await page.keyboard.press('Enter')
    await page.getByText(F.endBeforeStart).waitFor()
    await eventually(() => supportEnd.evaluate((el) => el === document.activeElement)).toBe(true)
    await expect(supportEnd.getAttribute('aria-invalid')).resolves.toBe('true')
    expect(await config()).toEqual(before)
    await admin.axeCheck()
    await admin.screenshot('calendario-390')

    // 'Pasar a la siguiente fase' asks first; cancelled with Escape, nothing moves.
    await page.getByRole('button', { name: F.advance }).focus()
    await page.keyboard.press('Enter')
    const confirm = page.getByRole('dialog', { name: F.advanceTitle }).getByRole('button', { name: F.advanceConfirm })
    await confirm.waitFor()
    await admin.axeCheck()
    await page.keyboard.press('Escape')
    await confirm.waitFor({ state: 'detached' })
    expect(await config()).toEqual(before)
  })
})

describe('el calendario para los vecinos', () => {
  const resident = useBrowser({ viewport: { width: 390, height: 844 } })

  test('una vecina ve dónde está el año y una propuesta no viable con su motivo y sin botón de votar', async () => {
    const { page } = resident
    await page.goto('/')
    const now = page.getByTestId('cycle-now')
    await eventually(() => now.textContent()).toMatch(
      /^Ahora: Presentación de propuestas y Apoyos, hasta el .+\. Después: evaluación técnica, desde el .+\.$/,
    )
    await page.goto('/budget-terms')
    await page.getByTestId('cycle-calendar').waitFor()
    await expect(page.locator('[data-testid="cycle-calendar"] [aria-current="step"]').count()).resolves.toBe(2)
    await resident.axeCheck()
    await page.goto('/cartel')
    await page.getByText(/^Ahora: Presentación de propuestas y Apoyos/).waitFor()

    const list = (await (await api('/api/proposals')).json()) as { id: number; title: string; feasibility: string }[]
    const unfeasible = list.find((p) => p.title === 'Festival de música de barrio')!
    expect(unfeasible.feasibility).toBe('unfeasible')
    await page.goto(`/proposal/${unfeasible.id}`)
    await page.getByRole('heading', { level: 1, name: unfeasible.title }).waitFor()
    await page
      .getByText(/un festival es un gasto corriente/)
      .first()
      .waitFor()
    await expect(page.getByRole('button', { name: UI_PROPOSALS.vote.button }).count()).resolves.toBe(0)
    // On the list, its card says it is not feasible and offers no vote either.
    await page.goto('/proposals?district=Este')
    const card = page.getByRole('article').filter({ hasText: unfeasible.title })
    await card.getByTestId('card-assessment').waitFor()
    await expect(card.getByTestId('card-assessment').textContent()).resolves.toContain('No viable')
    await expect(card.getByRole('button', { name: UI_PROPOSALS.vote.button }).count()).resolves.toBe(0)
    await resident.axeCheck()
  })
})
