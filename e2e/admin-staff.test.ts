// The admin panel as council staff use it: confirmations that say what will happen, 'Deshacer'
// after inline changes, the history of changes, the card list on a tablet, and every admin screen
// accessible at phone, tablet and desktop widths.
import { readFile } from 'node:fs/promises'
import { describe, expect, test } from 'vitest'
import { ADMIN_TEXTS, HISTORY_TEXTS, NEW_PROPOSAL_TEXTS, VALIDATION_TEXTS } from '../copy'
import { api, bearer, createProposal, eventually, openAdminFor, rowAction, toast, signedInBrowser } from './harness'

const T = ADMIN_TEXTS
const H = HISTORY_TEXTS

const newProposal = (title: string) =>
  createProposal(`${title} ${Date.now()}`, {
    description: 'Propuesta creada por la prueba del panel para el personal municipal.',
    district: 'Oeste',
  })

interface Saved {
  status: string
  votes: number
  scope: string
  approvedAt: string | null
  executedAt: string | null
}
const saved = async (id: number) => (await (await api(`/api/proposals/${id}`)).json()) as Saved

async function adminPatch(id: number, json: unknown) {
  const res = await api(`/api/proposals/${id}/status`, {
    method: 'PATCH',
    headers: { ...(await bearer('admin')), 'content-type': 'application/json' },
    body: JSON.stringify(json),
  })
  expect(res.status).toBe(200)
}

describe('confirmar, deshacer e historial', () => {
  const browser = signedInBrowser('admin')

  test('rechazar pide confirmación: cancelar no cambia nada y confirmar la rechaza', async () => {
    const { page } = browser
    const p = await newProposal('Rechazo prueba')
    await openAdminFor(page, p.title)
    const status = page.getByLabel(T.table.statusOf(p.title))

    await status.selectOption('rejected')
    const confirm = page.getByRole('dialog', { name: T.rejectProposal.title })
    await expect(confirm.textContent()).resolves.toContain(T.rejectProposal.text(p.title, 0))
    await confirm.getByRole('button', { name: T.cancel }).click()
    await eventually(() => status.inputValue()).toBe('pending')
    expect((await saved(p.id)).status).toBe('pending')

    await status.selectOption('rejected')
    await confirm.getByRole('button', { name: T.rejectProposal.confirm }).click()
    await eventually(async () => (await saved(p.id)).status).toBe('rejected')
    await eventually(() => status.inputValue()).toBe('rejected')
  })

  test("'Deshacer' devuelve el estado, los votos y las fechas que tenía", async () => {
    const { page } = browser
    const p = await newProposal('Deshacer prueba')
    await adminPatch(p.id, { status: 'approved' })
    const before = await saved(p.id)
    expect(before.approvedAt).not.toBeNull()
    await openAdminFor(page, p.title)

    await page.getByLabel(T.table.statusOf(p.title)).selectOption('executed')
    await eventually(async () => (await saved(p.id)).status).toBe('executed')
    await toast(page).getByRole('button', { name: H.undo }).click()
    await eventually(() => toast(page).textContent()).toContain(H.undoDone)
    const restored = await saved(p.id)
    // Back to 'Priorizada' with the original prioritisation date, not today's stamp.
    expect(restored).toMatchObject({ status: 'approved', approvedAt: before.approvedAt, executedAt: null })
    await eventually(() => page.getByLabel(T.table.statusOf(p.title)).inputValue()).toBe('approved')

    await page.getByLabel(T.table.votesOf(p.title)).fill('25')
    await page.getByRole('button', { name: `${T.table.saveVotes}: ${p.title}` }).click()
    await eventually(async () => (await saved(p.id)).votes).toBe(25)
    await toast(page).getByRole('button', { name: H.undo }).click()
    await eventually(async () => (await saved(p.id)).votes).toBe(0)
    await eventually(() => page.getByLabel(T.table.votesOf(p.title)).inputValue()).toBe('0')
  })

  test('el historial muestra quién, qué, antes y después, por propuesta y en el panel; CSV; una vecina no lo lee', async () => {
    const { page } = browser
    const p = await newProposal('Historial prueba')
    await openAdminFor(page, p.title)
    await page.getByLabel(T.table.scopeOf(p.title)).selectOption('Movilidad Urbana')
    await eventually(async () => (await saved(p.id)).scope).toBe('Movilidad Urbana')

    await rowAction(page, p.title, H.open)
    const dialog = page.getByRole('dialog', { name: H.proposalTitle(p.id) })
    const entry = dialog.getByTestId('history-entry').first()
    await eventually(() => entry.textContent()).toContain('Ámbito: Medio Ambiente → Movilidad Urbana')
    await expect(entry.textContent()).resolves.toContain(H.actions['proposal.scope'])
    await expect(entry.textContent()).resolves.toMatch(/\(#\d+\)/)
    await browser.axeCheck()
    await dialog.getByRole('button', { name: T.close }).click()

    await page.getByRole('tab', { name: H.open }).click()
    await page.getByLabel(H.filters.proposal).fill('abc')
    await expect(page.getByText(VALIDATION_TEXTS.proposalId).isVisible()).resolves.toBe(true)
    await page.getByLabel(H.filters.proposal).fill(String(p.id))
    await expect(page.getByText(VALIDATION_TEXTS.proposalId).count()).resolves.toBe(0)
    await eventually(() => page.getByTestId('history-entry').count()).toBe(1)
    await expect(page.getByTestId('history-entry').textContent()).resolves.toContain(`Propuesta #${p.id}`)
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: H.exportCsv }).click()])
    const csv = await readFile((await download.path())!, 'utf8')
    expect(csv.split('\r\n')[1]).toContain(`Ámbito de una propuesta;Propuesta #${p.id};Ámbito: Medio Ambiente → Movilidad Urbana;`)

    const refused = await api(`/api/admin/history?targetId=${p.id}`, { headers: await bearer('vecina') })
    expect(refused.status).toBe(403)
    expect(JSON.stringify(await refused.json())).not.toContain('Movilidad')
  })
})

describe('tableta de 768 px', () => {
  const browser = signedInBrowser('admin', { viewport: { width: 768, height: 1024 } })

  test('una lista de tarjetas con las mismas acciones, filtros y paginación, sin desplazamiento lateral', async () => {
    const { page } = browser
    const p = await newProposal('Tarjeta prueba')
    await openAdminFor(page, p.title)
    await expect(page.getByRole('table', { name: T.table.caption }).count()).resolves.toBe(0)
    await expect(page.getByRole('list', { name: T.table.cards }).getByRole('listitem').count()).resolves.toBe(1)
    await expect(page.getByLabel(T.filters.channel).isVisible()).resolves.toBe(true)
    await expect(page.getByText(T.pagination.page(1, 1)).isVisible()).resolves.toBe(true)
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(768)

    await page.getByLabel(T.table.statusOf(p.title)).selectOption('approved')
    await eventually(async () => (await saved(p.id)).status).toBe('approved')
    await page.getByLabel(T.table.scopeOf(p.title)).selectOption('Cultura y deporte')
    await eventually(async () => (await saved(p.id)).scope).toBe('Cultura y deporte')
    await page.getByLabel(T.table.votesOf(p.title)).fill('9')
    await page.getByRole('button', { name: `${T.table.saveVotes}: ${p.title}` }).click()
    await eventually(async () => (await saved(p.id)).votes).toBe(9)

    for (const [item, dialog] of [
      [T.table.author, T.author.title],
      [T.table.edit, T.edit.title],
      [H.open, H.proposalTitle(p.id)],
    ]) {
      await rowAction(page, p.title, item)
      await page.getByRole('dialog', { name: dialog }).getByRole('button', { name: T.close }).click()
    }
    await rowAction(page, p.title, T.table.edit)
    await expect(page.getByRole('dialog', { name: T.edit.title }).getByText(NEW_PROPOSAL_TEXTS.chooseImage).isVisible()).resolves.toBe(true)
    await page.getByRole('dialog', { name: T.edit.title }).getByRole('button', { name: T.close }).click()

    // Keyboard only: the menu opens with Enter and its last item (Eliminar) is reached with the arrows.
    await page.getByRole('button', { name: T.table.menuOf(p.title) }).focus()
    await page.keyboard.press('Enter')
    await page.keyboard.press('End')
    await page.keyboard.press('Enter')
    await page.getByRole('dialog', { name: T.deleteProposal.title }).getByRole('button', { name: T.delete }).click()
    await eventually(async () => (await api(`/api/proposals/${p.id}`)).status).toBe(404)
    await page.getByText(T.table.empty).waitFor()
  })
})

// Every admin screen and tab, at a phone, a tablet and a desktop: axe finds nothing at any impact and
// the page never scrolls sideways.
for (const width of [390, 768, 1280]) {
  describe(`administración a ${width} px`, () => {
    const browser = signedInBrowser('admin', { viewport: { width, height: 900 } })

    const check = async (what: string) => {
      await browser.axeCheck()
      expect(
        await browser.page.evaluate(() => document.documentElement.scrollWidth),
        `${what}: desplazamiento lateral`,
      ).toBeLessThanOrEqual(width)
    }

    test('panel (cuatro pestañas), diagnóstico y registro por otros canales', async () => {
      const { page } = browser
      await page.goto('/admin')
      await page
        .getByRole('button', { name: /^Acciones de «/ })
        .first()
        .waitFor()
      await check('Propuestas')
      await page.getByRole('tab', { name: T.tabs.users }).click()
      await page
        .getByRole('button', { name: /^Acciones de / })
        .first()
        .waitFor()
      await check('Usuarios')
      await page.getByRole('tab', { name: T.tabs.config }).click()
      await page.getByRole('button', { name: T.config.maintenanceTitle }).click()
      await page.getByRole('button', { name: T.config.fix }).waitFor()
      await check('Configuración')
      await page.getByRole('tab', { name: H.open }).click()
      await page.getByRole('heading', { name: H.title }).waitFor()
      await page.getByTestId('history-entry').or(page.getByText(H.empty)).first().waitFor()
      await check('Historial')
      await browser.screenshot(`admin-${width}-historial`)

      await page.goto('/admin/diagnostic')
      await page.getByRole('heading', { level: 1 }).waitFor()
      await check('Diagnóstico')
      await page.goto('/admin/registrar')
      await page.getByRole('heading', { level: 1 }).waitFor()
      await check('Registrar')
    })
  })
}
