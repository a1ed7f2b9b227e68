// The yearly cycle the council sets (docs/decisions/0025): the admin's 'Ciclo anual' form in the
// 'Configuración' tab, and the year and deadline the home, the terms, the poster and the form then show.
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { DEFAULT_BUDGET_CYCLE, type BudgetCycle } from '../domain/budget-cycle'
import { ADMIN_TEXTS, NEW_PROPOSAL_TEXTS, POSTER_TEXTS, SHELL_TEXTS, UI_PROPOSALS } from '../copy'
import { api, bearer, signedInBrowser, toast } from './harness'

const T = ADMIN_TEXTS.config

async function config() {
  return (await (await api('/api/system-config')).json()) as BudgetCycle & { votingEnabled: boolean }
}

/** The demo's cycle (its deadline is the last day of its calendar's presentation), read before any test changes it. */
let demo: BudgetCycle = DEFAULT_BUDGET_CYCLE

/** Back to the demo's cycle for the files that run after this one (one Worker serves the whole run). */
async function restoreDefaults() {
  const res = await api('/api/system-config/cycle', {
    method: 'PUT',
    headers: { ...(await bearer('admin')), 'content-type': 'application/json' },
    body: JSON.stringify({ budgetYear: demo.budgetYear, submissionDeadline: demo.submissionDeadline }),
  })
  expect(res.status).toBe(200)
}

async function openCycleForm(page: Page) {
  await page.goto('/admin')
  await page.getByRole('tab', { name: ADMIN_TEXTS.tabs.config }).click()
  await page.getByRole('heading', { name: T.cycleTitle }).waitFor()
}

/** Types a cycle into the form, saves and confirms it in the dialog. */
async function saveCycle(page: Page, year: string, deadline: string) {
  await page.getByLabel(T.budgetYear).fill(year)
  await page.getByLabel(T.submissionDeadline).fill(deadline)
  await page.getByRole('button', { name: T.saveCycle }).click()
  const dialog = page.getByRole('dialog', { name: T.confirmCycleTitle })
  await dialog.getByRole('button', { name: T.saveCycle }).click()
  await toast(page).getByText(T.cycleSaved).waitFor()
  await dialog.waitFor({ state: 'detached' })
}

describe('ciclo anual que fija el Ayuntamiento', () => {
  const browser = signedInBrowser('admin')
  beforeAll(async () => {
    demo = await config()
  })
  afterAll(restoreDefaults)

  test('un dato mal escrito se explica en español, conserva lo escrito y no cambia nada', async () => {
    const { page } = browser
    await openCycleForm(page)
    const year = page.getByLabel(T.budgetYear)
    await expect(year.inputValue()).resolves.toBe(String((await config()).budgetYear))
    await year.fill('226')
    await page.getByRole('button', { name: T.saveCycle }).click()
    await page.getByText('Indica el año del presupuesto con cuatro cifras, entre 2000 y 2100').waitFor()
    await expect(year.evaluate((el) => el === document.activeElement)).resolves.toBe(true)
    await expect(year.getAttribute('aria-invalid')).resolves.toBe('true')
    await expect(year.inputValue()).resolves.toBe('226')
    // A deadline in a year after the budget's is refused on its own field.
    await year.fill('2027')
    await page.getByLabel(T.submissionDeadline).fill('2028-01-10')
    await page.getByRole('button', { name: T.saveCycle }).click()
    await page.getByText('La fecha límite no puede ser de un año posterior al del presupuesto').waitFor()
    await expect(page.getByRole('dialog').count()).resolves.toBe(0)
    expect(await config()).toMatchObject({ budgetYear: 2026, submissionDeadline: demo.submissionDeadline })
    await browser.axeCheck()
  })

  test('el año y la fecha que guarda la administración se ven en el inicio, las bases, el cartel y el formulario', async () => {
    const { page } = browser
    await openCycleForm(page)
    await saveCycle(page, '2100', '2099-05-15')
    expect(await config()).toMatchObject({ budgetYear: 2100, submissionDeadline: '2099-05-15' })
    // Recorded in the history like the other settings, with what changed.
    const history = await api('/api/admin/history?action=config.cycle', { headers: await bearer('admin') })
    const [entry] = ((await history.json()) as { items: { after: unknown }[] }).items
    expect(entry.after).toEqual({ budgetYear: 2100, submissionDeadline: '2099-05-15' })

    const deadline = SHELL_TEXTS.deadline.open('15 de mayo de 2099')
    await page.goto('/')
    await page.getByRole('heading', { level: 1, name: UI_PROPOSALS.home.heroTitle(2100) }).waitFor()
    await page.getByText(SHELL_TEXTS.siteSubtitle(2100)).first().waitFor()
    await page.getByText(deadline).waitFor()
    await page.goto('/budget-terms')
    await page.getByRole('heading', { level: 1, name: 'Presupuesto Participativo 2100' }).waitFor()
    await page.getByText(deadline).waitFor()
    await page.getByText('presupuesto municipal de 2100', { exact: false }).waitFor()
    await page.goto('/cartel')
    await page.getByRole('heading', { level: 1, name: POSTER_TEXTS.budgetName(2100) }).waitFor()
    await page.getByText(POSTER_TEXTS.deadline('15 de mayo de 2099')).waitFor()
    await page.goto('/proposals/new')
    await page.getByRole('heading', { level: 1, name: NEW_PROPOSAL_TEXTS.title }).waitFor()
    await page.getByText(deadline).waitFor()
    await browser.axeCheck()
  })

  test('una fecha ya pasada con las votaciones abiertas se avisa solo a la administración', async () => {
    const { page } = browser
    await openCycleForm(page)
    await saveCycle(page, '2026', '2025-05-12')
    const warning = page.getByTestId('deadline-passed')
    await warning.waitFor()
    await expect(warning.textContent()).resolves.toContain('12 de mayo de 2025')
    await browser.axeCheck()

    // The public pages say the period is open; the past date is nowhere beside a working form, and the
    // administrator's warning is not there either.
    const resident = await browser.newPage()
    for (const [path, text] of [
      ['/', SHELL_TEXTS.deadline.extended],
      ['/budget-terms', SHELL_TEXTS.deadline.extended],
      ['/cartel', POSTER_TEXTS.deadlineExtended],
      ['/proposals/new', SHELL_TEXTS.deadline.extended],
    ]) {
      await resident.goto(path)
      await resident.getByText(text).waitFor()
      const main = (await resident.locator('main').textContent()) ?? ''
      expect(main, path).not.toContain('12 de mayo de 2025')
      expect(main, path).not.toContain(T.deadlinePassed('12 de mayo de 2025'))
    }

    // A date ahead takes the warning away.
    await openCycleForm(page)
    await saveCycle(page, '2100', '2099-05-15')
    await expect(page.getByTestId('deadline-passed').count()).resolves.toBe(0)
  })
})
