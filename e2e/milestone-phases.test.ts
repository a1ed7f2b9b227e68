// The council's phases of the execution, edited by an administrator in 'Configuración' on a phone
// (390 px): a blank name and removing a phase milestones use are refused in Spanish with nothing
// changed; a rename, a new phase and a move are saved, and /seguimiento names them. Axe clean.
import { afterAll, describe, expect, test } from 'vitest'
import { DEFAULT_MILESTONE_PHASES } from '../domain/milestones'
import { ADMIN_TEXTS, FOLLOW_UP_TEXTS as F, LANGUAGE_TEXTS, VALIDATION_TEXTS } from '../copy'
import { api, bearer, signedInBrowser, toast } from './harness'

const T = ADMIN_TEXTS.config

const phases = async () => ((await (await api('/api/system-config')).json()) as { milestonePhases: string[] }).milestonePhases

/** Other files read the demo's phases: put the defaults back, renamed milestones with them. */
async function restoreDefaults() {
  const now = await phases()
  const renamed = new Map([['En contratación', 'En licitación']])
  const body = {
    phases: DEFAULT_MILESTONE_PHASES.map((name) => {
      const was = [...renamed].find(([, to]) => to === name)?.[0] ?? name
      return now.includes(was) ? { name, was } : { name }
    }),
  }
  const res = await api('/api/system-config/phases', {
    method: 'PUT',
    headers: { ...(await bearer('admin')), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  expect(res.status).toBe(200)
}

describe('fases de la ejecución en Configuración, 390 px', () => {
  const browser = signedInBrowser('admin', { viewport: { width: 390, height: 844 } })
  afterAll(restoreDefaults)

  test('el administrador añade, renombra y ordena fases; quitar una fase con hitos se explica y no cambia nada', async () => {
    const { page } = browser
    await page.goto('/admin')
    await page.getByRole('tab', { name: ADMIN_TEXTS.tabs.config }).click()
    await page.getByRole('heading', { name: T.phasesTitle }).waitFor()
    const saved = await phases()
    expect(saved).toEqual(DEFAULT_MILESTONE_PHASES)
    const last = saved.length + 1

    // A new phase left blank: the field says why and keeps the focus; nothing is sent.
    await page.getByRole('button', { name: T.phaseAdd }).click()
    await page.getByRole('button', { name: T.savePhases }).click()
    const added = page.getByLabel(T.phaseLabel(last), { exact: true })
    await page.getByText(VALIDATION_TEXTS.phaseName).waitFor()
    await expect(added.evaluate((el) => el === document.activeElement)).resolves.toBe(true)
    await expect(added.getAttribute('aria-invalid')).resolves.toBe('true')
    expect(await phases()).toEqual(saved)

    // Named, moved above 'Finalizada' by keyboard, and 'En licitación' renamed.
    await added.fill('Recepción de la obra')
    await page.getByRole('button', { name: T.phaseUp('Recepción de la obra') }).press('Enter')
    await expect(page.getByLabel(T.phaseLabel(last - 1), { exact: true }).inputValue()).resolves.toBe('Recepción de la obra')
    // Focus stays on the phase that moved, so it can be moved again.
    await expect(page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).resolves.toBe(T.phaseUp('Recepción de la obra'))
    await page.getByLabel(T.phaseLabel(2), { exact: true }).fill('En contratación')
    // The demo offers Catalan: a new phase is named in Catalan too, in the same form (docs/decisions/0068).
    await page.getByLabel(T.phaseLabelIn(last - 1, LANGUAGE_TEXTS.names.ca), { exact: true }).fill("Recepció de l'obra")
    await browser.axeCheck()
    await page.getByRole('button', { name: T.savePhases }).click()
    await toast(page).getByText(T.phasesSaved).waitFor()
    const expected = ['En redacción del proyecto', 'En contratación', 'Adjudicada', 'En obras', 'Recepción de la obra', 'Finalizada']
    await expect.poll(phases).toEqual(expected)
    // The form shows the saved list.
    await expect(page.getByLabel(T.phaseLabel(2), { exact: true }).inputValue()).resolves.toBe('En contratación')

    // 'En obras' has milestones in the demo: removing it is refused in Spanish, the list stays.
    // The refusal is the Worker's (only it knows the milestones): the browser logs its 409.
    browser.ignoreConsoleErrors(/status of 409/)
    await page.getByRole('button', { name: T.phaseRemove('En obras') }).click()
    await page.getByRole('button', { name: T.savePhases }).click()
    const refusal = page.locator('form [role="alert"]').filter({ hasText: 'En obras' })
    await refusal.waitFor()
    await expect(refusal.textContent()).resolves.toMatch(
      /^La fase «En obras» la usan \d+ hitos: cámbialos de fase antes de quitarla\. No se ha cambiado nada\.$/,
    )
    expect(await phases()).toEqual(expected)
    await browser.axeCheck()
    await browser.screenshot('fases-ejecucion-390')

    // /seguimiento counts by the council's phases, in their order.
    await page.goto('/seguimiento')
    await page.getByRole('heading', { name: F.phasesTitle }).waitFor()
    const headers = await page.locator('section[aria-labelledby="seguimiento-fases"] thead th').allTextContents()
    expect(headers.slice(1)).toEqual(['Sin iniciar', ...expected])
  })
})
