// The administration in a real browser (spec §2 'Admin panel' and 'Admin diagnostics', §8):
// moderation, paper votes, edit with a photo, delete, both exports read back, voting switch, roles,
// password reset, both diagnostics, the guard for residents, and axe scans of both admin routes.
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { inflateRawSync } from 'node:zlib'
import type { Locator } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { ADMIN_TEXTS, NEW_PROPOSAL_TEXTS, SHELL_TEXTS } from '../copy'
import { api, bearer, createProposal, demoAccount, eventually, openAdminFor, rowAction, toast, signedInBrowser } from './harness'
import { ROOT } from '../scripts/lib/local-server.mjs'

const T = ADMIN_TEXTS
const PHOTO = join(ROOT, 'scripts', 'demo-data', 'photos', 'arbolado.jpg')
const account = demoAccount

/** A fresh proposal per test, so no test depends on another's leftovers. */
const newProposal = (title: string) =>
  createProposal(title, { description: 'Propuesta creada por la prueba de administración del navegador.', district: 'Sur' })

const proposal = async (id: number) => {
  const res = await api(`/api/proposals/${id}`)
  return { status: res.status, body: res.ok ? ((await res.json()) as Record<string, unknown>) : null }
}

/** Opens a user's 'Acciones' menu and picks one of its items. */
async function userAction(row: Locator, item: string) {
  await row.getByRole('button', { name: /^Acciones de/ }).click()
  await row.page().getByRole('menuitem', { name: item, exact: true }).click()
}

/** The entries of a .xlsx (a zip), read through its central directory with node's zlib. */
function unzip(buffer: Buffer): Map<string, string> {
  const files = new Map<string, string>()
  const end = buffer.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]))
  let at = buffer.readUInt32LE(end + 16)
  for (let i = 0, n = buffer.readUInt16LE(end + 10); i < n; i++) {
    const method = buffer.readUInt16LE(at + 10)
    const size = buffer.readUInt32LE(at + 20)
    const nameLength = buffer.readUInt16LE(at + 28)
    const skip = nameLength + buffer.readUInt16LE(at + 30) + buffer.readUInt16LE(at + 32)
    const name = buffer.toString('utf8', at + 46, at + 46 + nameLength)
    const local = buffer.readUInt32LE(at + 42)
    const start = local + 30 + buffer.readUInt16LE(local + 26) + buffer.readUInt16LE(local + 28)
    const data = buffer.subarray(start, start + size)
    files.set(name, (method === 8 ? inflateRawSync(data) : data).toString('utf8'))
    at += 46 + skip
  }
  return files
}

describe('residente', () => {
  const browser = signedInBrowser('vecina')

  test('una vecina que abre /admin vuelve a la portada con el aviso', async () => {
    const { page } = browser
    await page.goto('/admin')
    await page.waitForURL((url) => url.pathname === '/')
    await expect(toast(page).textContent()).resolves.toContain(SHELL_TEXTS.admin.notAdmin)
  })
})

describe('administración', () => {
  const browser = signedInBrowser('admin')

  test('moderar: filtrar, priorizar (la página pública lo muestra con fecha), votos en papel; axe', async () => {
    const { page } = browser
    const p = await newProposal(`Moderación prueba ${Date.now()}`)
    await openAdminFor(page, p.title)
    await browser.axeCheck()
    await browser.screenshot('admin-propuestas-1280')
    await expect(page.getByRole('table', { name: T.table.caption }).getByRole('row').count()).resolves.toBe(2)
    await expect(page.getByText(T.pagination.page(1, 1))).toBeTruthy()

    await page.getByLabel(T.table.statusOf(p.title)).selectOption('approved')
    await eventually(() => toast(page).textContent()).toContain(T.proposalUpdated)
    await eventually(async () => (await proposal(p.id)).body?.status).toBe('approved')

    const votes = page.getByLabel(T.table.votesOf(p.title))
    const save = page.getByRole('button', { name: `${T.table.saveVotes}: ${p.title}` })
    await expect(save.isDisabled()).resolves.toBe(true)
    await votes.fill('-1')
    await expect(save.isDisabled()).resolves.toBe(true)
    await votes.fill('42')
    await save.click()
    await eventually(async () => (await proposal(p.id)).body?.votes).toBe(42)
    await eventually(() => save.isDisabled()).toBe(true)

    await page.getByLabel(T.table.scopeOf(p.title)).selectOption('Movilidad Urbana')
    await eventually(async () => (await proposal(p.id)).body?.scope).toBe('Movilidad Urbana')

    const today = new Intl.DateTimeFormat('es-ES', { dateStyle: 'long', timeZone: 'Europe/Madrid' }).format(new Date())
    await page.goto(`/proposal/${p.id}`)
    await eventually(() => page.locator('main').textContent()).toContain('Priorizada')
    await expect(page.locator('main').textContent()).resolves.toContain(today)
  })

  test('editar con una foto nueva y eliminar con confirmación', async () => {
    const { page } = browser
    const p = await newProposal(`Edición prueba ${Date.now()}`)
    await openAdminFor(page, p.title)

    await rowAction(page, p.title, T.table.edit)
    const dialog = page.getByRole('dialog', { name: T.edit.title })
    await dialog.getByLabel(T.edit.fieldTitle).fill(`${p.title} editada`)
    await dialog.getByLabel(T.edit.fieldDistrict).selectOption('Este')
    await dialog.getByLabel(T.edit.fieldImage).setInputFiles(PHOTO)
    await expect(dialog.getByText(NEW_PROPOSAL_TEXTS.chooseImage).isVisible()).resolves.toBe(true)
    await dialog.getByRole('img', { name: NEW_PROPOSAL_TEXTS.imagePreviewAlt }).waitFor()
    await dialog.getByRole('button', { name: T.save, exact: true }).click()
    await eventually(() => toast(page).textContent()).toContain(T.proposalUpdated)
    const edited = (await proposal(p.id)).body!
    expect(edited.title).toBe(`${p.title} editada`)
    expect(edited.district).toBe('Este')
    expect(edited.photoBig).toBeTruthy()
    expect((await api(String(edited.photoThumb))).headers.get('content-type')).toMatch(/^image\//)

    await rowAction(page, `${p.title} editada`, T.delete)
    const confirm = page.getByRole('dialog', { name: T.deleteProposal.title })
    await expect(confirm.textContent()).resolves.toContain('sus 0 votos')
    await confirm.getByRole('button', { name: T.cancel }).click()
    expect((await proposal(p.id)).status).toBe(200)
    await rowAction(page, `${p.title} editada`, T.delete)
    await confirm.getByRole('button', { name: T.delete }).click()
    await eventually(() => toast(page).textContent()).toContain(T.proposalDeleted)
    await eventually(async () => (await proposal(p.id)).status).toBe(404)
    await expect(page.getByText(T.table.empty).isVisible()).resolves.toBe(true)
  })

  test('exportar CSV y Excel con las columnas de §3, los votos por canal y las filas filtradas', async () => {
    const { page } = browser
    const p = await newProposal(`=Exportación prueba ${Date.now()}`)
    // One vote with an account: the web channel's column counts it.
    expect((await api(`/api/proposals/${p.id}/vote`, { method: 'POST', headers: await bearer('vecina') })).status).toBe(200)
    await openAdminFor(page, p.title)

    const [csvDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: T.exportCsv }).click()])
    expect(csvDownload.suggestedFilename()).toMatch(/^propuestas-\d{4}-\d{2}-\d{2}\.csv$/)
    const csv = await readFile((await csvDownload.path())!, 'utf8')
    const lines = csv.split('\r\n')
    expect(lines[0]).toBe(
      '\uFEFFID;Título;Descripción;Estado;Distrito;Ámbito;Votos;Fecha de Creación;Canal;Viabilidad;Coste estimado;' +
        'Votos web (con cuenta);Votos sin cuenta (padrón);Votos en papel;Votos por teléfono;Votos por WhatsApp;Votos en mesa;Votos del recuento manual',
    )
    expect(lines[1]).toMatch(
      new RegExp(
        `^${p.id};'=Exportación prueba \\d+;Propuesta creada por la prueba de administración del navegador\\.;Presentada;Sur;Medio Ambiente;1;\\d{4}-\\d{2}-\\d{2};Plataforma web;Pendiente de evaluación;;1;0;0;0;0;0;0$`,
      ),
    )
    expect(lines).toHaveLength(3) // header, one filtered row, final CRLF

    const [xlsxDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: T.exportExcel }).click()])
    expect(xlsxDownload.suggestedFilename()).toMatch(/^propuestas-\d{4}-\d{2}-\d{2}\.xlsx$/)
    const files = unzip(await readFile((await xlsxDownload.path())!))
    expect(files.get('xl/workbook.xml')).toContain('name="Propuestas"')
    const sheet =
      [...files.entries()].find(([name]) => name.startsWith('xl/worksheets/sheet'))![1] + (files.get('xl/sharedStrings.xml') ?? '')
    for (const text of [...T.exportHeader, p.title, 'Presentada', 'Medio Ambiente', 'Plataforma web', 'Pendiente de evaluación'])
      expect(sheet).toContain(text.replace(/&/g, '&amp;'))
    expect(sheet).toContain(`<v>${p.id}</v>`)

    // The channel filter: a web proposal is not among those that came on a paper coupon.
    await page.getByLabel(T.filters.channel).selectOption('papel')
    await page.getByText(T.table.empty).waitFor()
    await page.getByLabel(T.filters.channel).selectOption('web')
    await page.getByRole('row', { name: new RegExp(p.title.slice(1)) }).waitFor()
  })

  test('la tabla pide al servidor una página cada vez: Siguiente y Anterior continúan por cursor, nunca la lista entera', async () => {
    const { page } = browser
    const word = `Paginación${Date.now()}`
    for (const n of [1, 2, 3]) await newProposal(`${word} ${n}`)
    const asked: string[] = []
    page.on('request', (r) => {
      const url = new URL(r.url())
      if (url.pathname.includes('/proposals')) asked.push(url.pathname + url.search)
    })
    // The third one's whole title opens the panel on it; then the word alone finds the three.
    await openAdminFor(page, `${word} 3`)
    await page.getByLabel(T.filters.search, { exact: true }).fill(word)
    const bar = page.getByRole('navigation', { name: T.pagination.label })
    const row = (n: number) => page.getByRole('button', { name: T.table.menuOf(`${word} ${n}`) })
    await bar.getByText(T.pagination.showing(3, 3)).waitFor()
    await bar.getByLabel(T.pagination.pageSize).selectOption('custom')
    await bar.getByLabel(T.pagination.customSize).fill('1')
    await bar.getByRole('button', { name: T.pagination.apply }).click()
    await bar.getByText(T.pagination.page(1, 3)).waitFor()
    await row(3).waitFor() // newest first
    await expect(row(2).count()).resolves.toBe(0)
    await bar.getByRole('button', { name: T.pagination.next }).click()
    await bar.getByText(T.pagination.page(2, 3)).waitFor()
    await row(2).waitFor()
    await bar.getByRole('button', { name: T.pagination.next }).click()
    await row(1).waitFor()
    await expect(bar.getByText(T.pagination.page(3, 3)).isVisible()).resolves.toBe(true)
    await expect(bar.getByRole('button', { name: T.pagination.next }).isDisabled()).resolves.toBe(true)
    await bar.getByRole('button', { name: T.pagination.previous }).click()
    await bar.getByText(T.pagination.page(2, 3)).waitFor()
    await row(2).waitFor()
    // The panel never downloads the whole list; its pages continue by the server's cursor.
    expect(asked).not.toContain('/api/proposals')
    expect(asked.some((u) => u.startsWith('/api/admin/proposals?') && u.includes('cursor='))).toBe(true)
  })

  test('configuración: deshabilitar y habilitar las votaciones; arreglar duplicados', async () => {
    const { page } = browser
    await page.goto('/admin')
    await page.getByRole('tab', { name: T.tabs.config }).click()
    const state = page.getByTestId('voting-state')
    await eventually(() => state.textContent()).toBe(T.config.active)
    const votingEnabled = async () => ((await (await api('/api/system-config')).json()) as { votingEnabled: boolean }).votingEnabled
    try {
      // Closing voting asks first, saying what it touches; 'Cancelar' changes nothing.
      await page.getByRole('button', { name: T.config.disable, exact: true }).click()
      const confirm = page.getByRole('dialog', { name: T.config.confirmDisableTitle })
      await eventually(() => confirm.getByTestId('voting-impact').textContent()).toMatch(
        /^Afecta a \d+ propuestas? presentadas? que reciben votos y a \d+ residentes? registrados?\.$/,
      )
      await confirm.getByRole('button', { name: T.cancel }).click()
      expect(await votingEnabled()).toBe(true)
      await expect(state.textContent()).resolves.toBe(T.config.active)
      await page.getByRole('button', { name: T.config.disable, exact: true }).click()
      await confirm.getByRole('button', { name: T.config.disable }).click()
      await eventually(() => state.textContent()).toBe(T.config.inactive)
      await expect(toast(page).textContent()).resolves.toContain(T.configUpdated)
      expect(await votingEnabled()).toBe(false)
      await page.getByRole('button', { name: T.config.enable, exact: true }).click()
      await page.getByRole('dialog', { name: T.config.confirmEnableTitle }).getByRole('button', { name: T.config.enable }).click()
      await eventually(() => state.textContent()).toBe(T.config.active)
      expect(await votingEnabled()).toBe(true)
    } finally {
      // Other tests submit proposals: voting must be open again whatever happened here.
      await api('/api/system-config', {
        method: 'PATCH',
        headers: { ...(await bearer('admin')), 'content-type': 'application/json' },
        body: JSON.stringify({ votingEnabled: true }),
      })
    }

    // The maintenance tools wait, folded, below the voting control.
    await expect(page.getByRole('button', { name: T.config.fix }).count()).resolves.toBe(0)
    await page.getByRole('button', { name: T.config.maintenanceTitle }).click()
    await expect(page.getByText(T.config.maintenanceText).isVisible()).resolves.toBe(true)
    await page.getByRole('button', { name: T.config.fix }).click()
    await eventually(() =>
      page
        .getByRole('status')
        .filter({ hasText: /configuraci/i })
        .count(),
    ).toBeGreaterThan(0)
    await browser.axeCheck()
  })

  test('usuarios: buscar, ver datos, dar y quitar el rol, restablecer contraseña; nadie se quita su propio rol', async () => {
    const { page } = browser
    const vecina = account('vecina')
    await page.goto('/admin')
    await page.getByRole('tab', { name: T.tabs.users }).click()
    await page.getByLabel(T.users.search, { exact: true }).fill('vecina@')
    await eventually(() => page.getByRole('table', { name: T.users.caption }).getByRole('row').count()).toBe(2)
    await browser.axeCheck()

    const row = page.getByRole('row', { name: /vecina@presupuestos\.test/ })
    await userAction(row, T.users.info)
    const info = page.getByRole('dialog', { name: T.users.infoTitle })
    await expect(info.textContent()).resolves.toContain(vecina.email)
    await expect(info.textContent()).resolves.toContain(T.authMethods.password)
    await info.getByRole('button', { name: T.close }).click()

    try {
      await userAction(row, T.users.makeAdmin)
      await page.getByRole('dialog', { name: T.users.roleTitle }).getByRole('button', { name: T.users.confirm }).click()
      await eventually(() => toast(page).textContent()).toContain(T.roleAdded)
      await eventually(() => row.textContent()).toContain(T.users.admin)

      await userAction(row, T.users.removeAdmin)
      await page.getByRole('dialog', { name: T.users.roleTitle }).getByRole('button', { name: T.users.confirm }).click()
      await eventually(() => toast(page).textContent()).toContain(T.roleRemoved)
    } finally {
      // Other files sign in as the resident: she must leave this test as a plain user whatever happened.
      await api(`/api/users/${(await (await api('/api/user', { headers: await bearer('vecina') })).json()).id}/role`, {
        method: 'PATCH',
        headers: { ...(await bearer('admin')), 'content-type': 'application/json' },
        body: JSON.stringify({ isAdmin: false }),
      })
    }

    await userAction(row, T.users.resetPassword)
    await eventually(() => toast(page).textContent()).toContain(T.emailSent)
    await eventually(async () => (await (await api('/__local/mailbox.json')).text()).includes(vecina.email)).toBe(true)

    // The server refuses self-revocation (403) with its Spanish message, shown in the toast.
    browser.ignoreConsoleErrors(/status of 403/)
    await page.getByLabel(T.users.search, { exact: true }).fill(account('admin').email)
    await userAction(page.getByRole('row', { name: new RegExp(account('admin').email) }), T.users.removeAdmin)
    await page.getByRole('dialog', { name: T.users.roleTitle }).getByRole('button', { name: T.users.confirm }).click()
    await eventually(() => toast(page).getAttribute('role')).toBe('alert')
    await expect(toast(page).textContent()).resolves.not.toContain(T.roleFailed)
  })

  test('diagnóstico: una propuesta, una inexistente, un ID no válido y el análisis completo; axe', async () => {
    const { page } = browser
    const p = await newProposal(`Diagnóstico prueba ${Date.now()}`)
    await page.goto('/admin/diagnostic')
    await eventually(() => page.getByText(T.diagnostics.loaded).isVisible()).toBe(true)
    await expect(page.locator('meta[name="robots"]').getAttribute('content')).resolves.toContain('noindex')
    await browser.axeCheck()

    const id = page.getByLabel(T.diagnostics.idLabel)
    const diagnose = page.getByRole('button', { name: T.diagnostics.diagnose })
    await id.fill('abc')
    await diagnose.click()
    await expect(page.getByText(T.diagnostics.invalidId).isVisible()).resolves.toBe(true)
    await id.fill(String(p.id))
    await diagnose.click()
    await eventually(() => page.getByText(T.diagnostics.available(p.id)).isVisible()).toBe(true)
    await expect(page.locator('main').textContent()).resolves.toContain(p.title)
    // The public API's 404 for a missing proposal is the finding itself, not a page error.
    browser.ignoreConsoleErrors(/status of 404/)
    await id.fill('99999999')
    await diagnose.click()
    await eventually(() => page.getByText(T.diagnostics.notFound(99999999)).isVisible()).toBe(true)

    await page.getByRole('tab', { name: T.diagnostics.tabAll }).click()
    await page.getByRole('button', { name: T.diagnostics.analyzeAll }).click()
    await eventually(() => page.getByText(/^Análisis completado: \d+\/\d+ propuestas accesibles\.$/).isVisible()).toBe(true)
    await browser.axeCheck()

    await page.getByRole('link', { name: T.diagnostics.back }).click()
    await page.waitForURL((url) => url.pathname === '/admin')
  })
})
