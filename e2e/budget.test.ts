// The participatory budget in a real browser at 1280 px: the technical assessment dialog from a row's
// 'Acciones', and a heading's selection previewed under both rules, changed by the board and confirmed.
import { describe, expect, test } from 'vitest'
import { ADMIN_TEXTS, BUDGET_TEXTS, BUDGET_VALIDATION, SHELL_TEXTS } from '../copy'
import { flatCalendar, type CycleCalendar } from '../domain/cycle-calendar'
import { api, bearer, createProposal, eventually, openAdminFor, rowAction, signedInBrowser, toast } from './harness'

const T = BUDGET_TEXTS.admin
/** The demo is in its support phase: the selection is confirmed once the council has moved on, and the calendar is put back for the files after this one. */
async function withSupportClosed(confirm: () => Promise<void>) {
  const headers = { ...(await bearer('admin')), 'content-type': 'application/json' }
  const { calendar, budgetYear } = (await (await api('/api/system-config')).json()) as { calendar: CycleCalendar; budgetYear: number }
  const moved = await api('/api/system-config/calendar/advance', {
    method: 'POST',
    headers,
    body: JSON.stringify({ year: budgetYear, from: 'support' }),
  })
  expect(moved.status).toBe(200)
  try {
    await confirm()
  } finally {
    const back = { year: budgetYear, ...flatCalendar(calendar) }
    expect((await api('/api/system-config/calendar', { method: 'PUT', headers, body: JSON.stringify(back) })).status).toBe(200)
  }
}

const euros = (text: string) => new RegExp(text.replace('.', '\\.').replace(' ', '\\s'))

describe('presupuesto participativo (administración)', () => {
  const browser = signedInBrowser('admin')

  test('la evaluación técnica se hace desde Acciones: exige el coste si es viable y lo muestra en la tabla', async () => {
    const { page } = browser
    const title = `Bancos nuevos en el paseo ${Date.now()}`
    const { id } = await createProposal(title, { description: 'Propuesta creada por la prueba de evaluación técnica.', district: 'Oeste' })
    await openAdminFor(page, title)
    await rowAction(page, title, T.assess)
    const dialog = page.getByRole('dialog', { name: T.assessTitle(title) })
    await dialog.getByLabel(T.feasibilityField).selectOption('feasible')
    await browser.axeCheck()
    await dialog.getByRole('button', { name: ADMIN_TEXTS.save }).click()
    await dialog.getByText(BUDGET_VALIDATION.costRequired).waitFor()
    // Focus goes to the field to fix; nothing typed is lost.
    await eventually(() => dialog.getByLabel(T.costField).evaluate((el) => el === document.activeElement)).toBe(true)
    await dialog.getByLabel(T.costField).fill('45.000')
    await dialog.getByLabel(T.serviceField).fill('Servicio de Parques y Jardines')
    await dialog.getByLabel(T.reportField).fill('Viable: seis bancos con respaldo a la sombra.')
    await dialog.getByRole('button', { name: ADMIN_TEXTS.save }).click()
    await eventually(() => toast(page).first().textContent()).toContain(T.assessmentSaved)
    const row = page.getByRole('row').filter({ hasText: title })
    await eventually(() => row.textContent()).toMatch(euros('45.000 €'))
    const pub = (await (await api(`/api/proposals/${id}`)).json()) as Record<string, unknown>
    expect(pub).toMatchObject({
      feasibility: 'feasible',
      estimatedCost: 45000,
      assessment: 'Viable: seis bancos con respaldo a la sombra.',
    })
    expect(JSON.stringify(pub)).not.toContain('Parques')
  })

  test('la selección de Norte: cada regla con lo que queda, la otra al lado, un cambio con motivo y la confirmación', async () => {
    const { page } = browser
    // /resultados and /seguimiento read first, in the page load that confirms: the session holds their
    // figures (never stale on their own), and only the confirmation can say they changed (issue 35).
    await page.goto('/resultados')
    const selectedOnResults = page.locator('section[aria-labelledby="resultados-presupuesto"]')
    await selectedOnResults.waitFor()
    expect(await selectedOnResults.textContent()).not.toContain('Ludoteca de verano')
    const footer = page.getByRole('navigation', { name: SHELL_TEXTS.footer.linksLabel })
    await footer.getByRole('link', { name: SHELL_TEXTS.footer.followUp }).click()
    const northOnFollowUp = page.locator('section[aria-labelledby="seguimiento-partidas"]').getByRole('row').filter({ hasText: 'Norte' })
    await northOnFollowUp.waitFor()
    expect(await northOnFollowUp.textContent()).not.toMatch(euros('210.000 €'))
    const nav = page.getByRole('navigation', { name: SHELL_TEXTS.nav.label })
    await nav.getByRole('link', { name: SHELL_TEXTS.nav.admin }).click()
    await page.getByRole('tab', { name: T.tab }).click()
    await page.getByLabel(T.heading).selectOption('Norte')
    const money = page.getByTestId('selection-money')
    // Equal shares: the two smaller proposals, what each supporter pays, and 175.000 € left.
    await eventually(() => money.textContent()).toMatch(euros('175.000 €'))
    const table = page.getByRole('table', { name: T.caption('Norte', 'Reparto equitativo') })
    await eventually(() => table.getByRole('row').filter({ hasText: 'Ludoteca de verano' }).textContent()).toContain(T.fits)
    expect(await table.getByText(/vecinos ponen/).count()).toBeGreaterThan(0)
    await page.getByText(T.otherTitle('Mayoría de apoyos')).waitFor()
    await browser.axeCheck()

    // Most votes: the bike lane and the garden, 25.000 € left.
    await page.getByLabel(/Mayoría de apoyos/).check()
    await eventually(() => money.textContent()).toMatch(euros('25.000 €'))
    const greedy = page.getByRole('table', { name: T.caption('Norte', 'Mayoría de apoyos') })
    const garden = greedy.getByRole('row').filter({ hasText: 'Huerto urbano comunitario' })
    await garden.getByRole('button', { name: /^Quitar/ }).click()
    const confirm = page.getByRole('button', { name: T.confirm })
    expect(await confirm.isDisabled()).toBe(true)
    await garden.getByRole('textbox').fill('El solar se destinará a la ampliación del colegio.')
    // Without the garden, the summer play centre fits: 40.000 € left.
    await eventually(() => money.textContent()).toMatch(euros('40.000 €'))
    await browser.axeCheck()
    await withSupportClosed(async () => {
      await confirm.click()
      await page
        .getByRole('dialog', { name: T.confirmTitle('Norte') })
        .getByRole('button', { name: T.confirm })
        .click()
      await page.getByTestId('selection-confirmed').waitFor()
    })
    // Back to /resultados in the same session: the confirmed selection is there.
    await nav.getByRole('link', { name: SHELL_TEXTS.nav.results }).click()
    await eventually(() => selectedOnResults.textContent()).toContain('Ludoteca de verano')
    // And /seguimiento: Norte's money selected is the two approved proposals' (the figure /api/budget says below).
    await footer.getByRole('link', { name: SHELL_TEXTS.footer.followUp }).click()
    await eventually(() => northOnFollowUp.textContent()).toMatch(euros('210.000 €'))

    const budget = (await (await api('/api/budget')).json()) as { headings: { district: string; selected: number; remaining: number }[] }
    expect(budget.headings.find((h) => h.district === 'Norte')).toMatchObject({ selected: 210_000, remaining: 40_000 })
    const proposals = (await (await api('/api/proposals')).json()) as { title: string; status: string }[]
    const status = (start: string) => proposals.find((p) => p.title.startsWith(start))?.status
    expect([status('Carril bici que una'), status('Ludoteca de verano'), status('Huerto urbano comunitario')]).toEqual([
      'approved',
      'approved',
      'pending',
    ])
  })
})
