// Other channels in a real browser: quick entry of paper coupons by keyboard only, the public results page
// against known data, the printable QR poster decoded back to its address, and axe scans of the new pages.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Locator, Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { longDay } from '../copy/dates'
import { cityDay } from '../domain/city-day'
import { CHANNEL_TEXTS, POSTER_TEXTS, RESULTS_TEXTS, SHELL_TEXTS, UI_PROPOSALS, VALIDATION_TEXTS } from '../copy'
import { ROOT } from '../scripts/lib/local-server.mjs'
import { DEMO_ACCOUNTS, api, baseURL, expectPrintedWithoutChrome, idToken, useBrowser } from './harness'

const R = CHANNEL_TEXTS.register
const admin = DEMO_ACCOUNTS.find((a) => a.role === 'admin')!
const stamp = Date.now().toString(36)

interface Totals {
  presented: number
  prioritised: number
  executed: number
  votes: number
}
interface Results {
  years: number[]
  totals: Totals
  byDistrict: (Totals & { district: string })[]
  byScope: (Totals & { scope: string | null })[]
}
interface PublicProposal {
  id: number
  title: string
  district: string
  channel: string
  status: string
  createdAt: string
}

async function adminHeaders() {
  return { Authorization: `Bearer ${await idToken(admin.email, admin.password)}` }
}

/** Opens the register form as the demo admin, signing in first unless this profile already is. */
async function openRegisterForm(page: Page) {
  await page.addInitScript(() => localStorage.setItem('cookieBannerShown', 'true'))
  await page.goto('/admin/registrar')
  const heading = page.getByRole('heading', { level: 1, name: R.title })
  // Signed out, the admin guard sends the visitor to sign in (and back afterwards).
  const signedIn = await Promise.race([
    heading.waitFor().then(() => true),
    page.waitForURL((url) => url.pathname === '/auth').then(() => false),
  ])
  if (signedIn) return
  await page.goto('/auth')
  await page.getByLabel('Email').fill(admin.email)
  await page.getByLabel('Contraseña', { exact: true }).fill(admin.password)
  await page.getByRole('button', { name: 'Iniciar Sesión', exact: true }).click()
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'))
  await page.goto('/admin')
  await page.getByRole('link', { name: R.adminLink }).click()
  await heading.waitFor()
}

const focusedName = (page: Page) => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name ?? '')

/** Presses Tab (or Shift+Tab) until the field called `name` has the focus (a date input has a stop per segment). */
async function tabTo(page: Page, name: string, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  for (let i = 0; i < 12 && (await focusedName(page)) !== name; i++) await page.keyboard.press(key)
  expect(await focusedName(page)).toBe(name)
}

/** A table's body as { row header: [numbers…] }, read from what the page shows. */
async function readTable(table: Locator): Promise<Record<string, number[]>> {
  const rows = await table.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.children].map((cell) => cell.textContent ?? '')))
  return Object.fromEntries(rows.map(([label, ...cells]) => [label, cells.map((c) => Number(c.replace(/\./g, '')))]))
}

const row = (t: Totals) => [t.presented, t.prioritised, t.executed, t.votes]

describe('canales, resultados y cartel', () => {
  const browser = useBrowser()

  test('entrada rápida: tres cupones en papel solo con el teclado, conservando canal, fecha y distrito', async () => {
    const { page } = browser
    await openRegisterForm(page)
    const today = cityDay()
    await expect(page.getByLabel(R.receivedAt).inputValue()).resolves.toBe(today)

    await page.getByLabel(R.quickMode).focus()
    await page.keyboard.press('Space')
    await expect(page.getByLabel(R.quickMode).isChecked()).resolves.toBe(true)
    await tabTo(page, 'district')
    await page.keyboard.type('Oeste')
    await expect(page.getByLabel('Distrito').inputValue()).resolves.toBe('Oeste')

    // Enter in the description with nothing typed: the schema's messages appear at the fields, nothing
    // is sent, and focus goes to the first field to fix (the title, checked at the top of the loop).
    await tabTo(page, 'description')
    await page.keyboard.press('Enter')
    await page.getByText(VALIDATION_TEXTS.titleMin).waitFor()
    await expect(page.getByLabel('Título').getAttribute('aria-invalid')).resolves.toBe('true')

    const titles = [1, 2, 3].map((n) => `Cupón ${n} de la mesa del mercado ${stamp}`)
    for (const [i, title] of titles.entries()) {
      expect(await focusedName(page)).toBe('title')
      await page.keyboard.type(title)
      await page.keyboard.press('Tab')
      await page.keyboard.type(`Texto del cupón número ${i + 1}, copiado tal como lo escribió el vecino.`)
      if (i === 1) {
        // The second coupon is saved with Enter from the description itself.
        await tabTo(page, 'submitterName')
        await page.keyboard.type('Rosa')
        await tabTo(page, 'description', 'Shift+Tab')
      } else {
        await tabTo(page, 'submitterName')
        await page.keyboard.type(i === 0 ? 'Antonio' : 'Lucía')
        await page.keyboard.press('Tab')
        await page.keyboard.type('Pérez Gil')
      }
      await page.keyboard.press('Enter')
      await page
        .getByRole('status')
        .filter({ hasText: R.sessionCount(i + 1) })
        .waitFor()
      // The form starts again with the batch kept and the cursor back on the title.
      await expect.poll(() => focusedName(page)).toBe('title')
      await expect(page.getByLabel('Título').inputValue()).resolves.toBe('')
      await expect(page.getByLabel('Distrito').inputValue()).resolves.toBe('Oeste')
      await expect(page.getByLabel(R.channel).inputValue()).resolves.toBe('papel')
      await expect(page.getByLabel(R.receivedAt).inputValue()).resolves.toBe(today)
    }
    const session = page.getByRole('complementary', { name: R.sessionTitle })
    await expect(session.getByRole('link').allTextContents()).resolves.toEqual([...titles].reverse())

    const list = (await (await api('/api/proposals')).json()) as PublicProposal[]
    const mine = titles.map((t) => list.find((p) => p.title === t))
    for (const p of mine) {
      expect(p).toMatchObject({ channel: 'papel', district: 'Oeste', status: 'pending' })
      expect(p!.createdAt.slice(0, 10)).toBe(today)
    }

    // The public card and page say how it arrived, and nothing about who brought it.
    const receivedBy = UI_PROPOSALS.card.receivedBy('Cupón en papel')
    await page.goto('/proposals')
    // Entered with the day's date at noon, they may sort below proposals sent through the web today.
    await page.getByLabel('Buscar').fill(titles[2])
    await page.getByRole('article').filter({ hasText: titles[2] }).getByText(receivedBy).waitFor()
    await page.goto(`/proposal/${mine[0]!.id}`)
    await page.getByText(receivedBy).waitFor()
    await expect(page.getByText('Antonio').count()).resolves.toBe(0)
  })

  test('un correo con la foto del escrito: entra con su canal, su fecha y la foto reducida, y el formulario vuelve a empezar', async () => {
    const { page } = browser
    await openRegisterForm(page)
    const title = `Correo sobre el alumbrado ${stamp}`
    await page.getByLabel(R.channel).selectOption('email')
    await page.getByLabel(R.receivedAt).fill('2026-01-15')
    await page.getByLabel('Distrito').selectOption('Este')
    await page.getByLabel('Título').fill(title)
    await page.getByLabel('Descripción').fill('Las farolas de la calle del Sol llevan semanas apagadas por la noche.')
    await page.getByLabel('Nombre').fill('Marta')
    await page.getByLabel(R.submitterEmail).fill('no-es-un-correo')
    await page.getByLabel(R.image).setInputFiles(join(ROOT, 'scripts', 'demo-data', 'photos', 'arbolado.jpg'))
    await page.getByRole('button', { name: R.submit }).click()
    await page.getByText(VALIDATION_TEXTS.email).waitFor()
    await page.getByLabel(R.submitterEmail).fill('marta@example.org')
    await page.getByRole('button', { name: R.submit }).click()
    await page
      .getByRole('status')
      .filter({ hasText: R.sessionCount(1) })
      .waitFor()
    // Outside quick entry the next proposal starts from the defaults.
    await expect(page.getByLabel('Distrito').inputValue()).resolves.toBe('Centro')
    await expect(page.getByLabel(R.channel).inputValue()).resolves.toBe('papel')

    const list = (await (await api('/api/proposals')).json()) as (PublicProposal & { photoBig: string | null; photoThumb: string | null })[]
    const saved = list.find((p) => p.title === title)!
    expect(saved).toMatchObject({ channel: 'email', district: 'Este', status: 'pending' })
    expect(saved.createdAt.slice(0, 10)).toBe('2026-01-15')
    for (const src of [saved.photoBig, saved.photoThumb]) {
      const res = await api(src!)
      expect(res.headers.get('content-type')).toBe('image/jpeg')
    }
    expect(JSON.stringify(saved)).not.toContain('marta@example.org')
  })

  test('el formulario de registro pasa axe y se ve bien en móvil y escritorio', async () => {
    const { page } = browser
    await openRegisterForm(page)
    await browser.axeCheck()
    await browser.screenshot('registrar-1280')
    await page.setViewportSize({ width: 390, height: 844 })
    await browser.screenshot('registrar-390')
  })

  test('resultados: las cifras mostradas son las de la base de datos, por año, distrito y ámbito', async () => {
    const { page } = browser
    const before = (await (await api('/api/results')).json()) as Results
    // A cycle of the past no proposal belongs to yet: its numbers are exactly the three registered here,
    // while the council has it as the cycle in course (a year's figures count by the cycle, decision 0058).
    const year = Array.from({ length: 20 }, (_, i) => 2001 + i).find((y) => !before.years.includes(y))!
    const headers = await adminHeaders()
    const demoCycle = (await (await api('/api/system-config')).json()) as { budgetYear: number; submissionDeadline: string }
    const setCycle = async (cycle: { budgetYear: number; submissionDeadline: string }) =>
      expect(
        (
          await api('/api/system-config/cycle', {
            method: 'PUT',
            headers: { ...headers, 'content-type': 'application/json' },
            body: JSON.stringify(cycle),
          })
        ).status,
      ).toBe(200)
    await setCycle({ budgetYear: year, submissionDeadline: `${year}-05-01` })
    const created: { district: string; scope: string; status: string; votes: number; id?: number; title: string }[] = [
      { district: 'Norte', scope: 'Medio Ambiente', status: 'executed', votes: 40, title: `Huerto escolar ${stamp}` },
      { district: 'Norte', scope: 'Movilidad Urbana', status: 'approved', votes: 25, title: `Carril bici ${stamp}` },
      { district: 'Sur', scope: 'Medio Ambiente', status: 'pending', votes: 7, title: `Fuente en el parque ${stamp}` },
    ]
    for (const p of created) {
      const form = new FormData()
      for (const [k, val] of Object.entries({
        title: p.title,
        description: 'Propuesta en papel de la prueba de resultados.',
        district: p.district,
        scope: p.scope,
        channel: 'buzon-asociacion',
        receivedAt: `${year}-04-0${created.indexOf(p) + 1}`,
        submitterName: 'Vecina',
      }))
        form.set(k, val)
      const res = await api('/api/admin/proposals', { method: 'POST', headers, body: form })
      expect(res.status).toBe(201)
      p.id = ((await res.json()) as PublicProposal).id
      const patch = await api(`/api/proposals/${p.id}/status`, {
        method: 'PATCH',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ votes: p.votes, ...(p.status === 'pending' ? {} : { status: p.status }) }),
      })
      expect(patch.status).toBe(200)
    }
    await setCycle({ budgetYear: demoCycle.budgetYear, submissionDeadline: demoCycle.submissionDeadline })
    const mine = (filter: (p: (typeof created)[number]) => boolean): Totals => {
      const some = created.filter(filter)
      return {
        presented: some.length,
        prioritised: some.filter((p) => p.status !== 'pending').length,
        executed: some.filter((p) => p.status === 'executed').length,
        votes: some.reduce((sum, p) => sum + p.votes, 0),
      }
    }
    const plus = (a: Totals | undefined, b: Totals): number[] =>
      row({
        presented: (a?.presented ?? 0) + b.presented,
        prioritised: (a?.prioritised ?? 0) + b.prioritised,
        executed: (a?.executed ?? 0) + b.executed,
        votes: (a?.votes ?? 0) + b.votes,
      })

    await page.addInitScript(() => localStorage.setItem('cookieBannerShown', 'true'))
    await page.goto('/')
    await page.getByRole('contentinfo').getByRole('link', { name: SHELL_TEXTS.footer.results }).click()
    await page.getByRole('heading', { level: 1, name: RESULTS_TEXTS.title }).waitFor()

    // All years: the demo data (read before) plus the three proposals created here.
    const totals = async () =>
      Promise.all(
        ['presented', 'prioritised', 'executed', 'votes'].map(async (m) =>
          Number((await page.locator(`dd[data-measure=${m}]`).textContent())!.replace(/\./g, '')),
        ),
      )
    await expect.poll(totals).toEqual(
      plus(
        before.totals,
        mine(() => true),
      ),
    )
    const districts = await readTable(page.getByRole('table', { name: RESULTS_TEXTS.tableCaption(RESULTS_TEXTS.byDistrict) }))
    expect(districts.Norte).toEqual(
      plus(
        before.byDistrict.find((d) => d.district === 'Norte'),
        mine((p) => p.district === 'Norte'),
      ),
    )
    expect(districts.Sur).toEqual(
      plus(
        before.byDistrict.find((d) => d.district === 'Sur'),
        mine((p) => p.district === 'Sur'),
      ),
    )
    expect(districts.Este).toEqual(
      plus(
        before.byDistrict.find((d) => d.district === 'Este'),
        mine(() => false),
      ),
    )

    // One year: exactly the known data, in the totals, both tables, the charts' text and the top list.
    await page.getByLabel(RESULTS_TEXTS.year).selectOption(String(year))
    await page.waitForURL(`**/resultados?year=${year}`)
    await expect.poll(totals).toEqual([3, 2, 1, 72])
    await expect(readTable(page.getByRole('table', { name: RESULTS_TEXTS.tableCaption(RESULTS_TEXTS.byDistrict) }))).resolves.toEqual({
      Norte: [2, 2, 1, 65],
      Sur: [1, 0, 0, 7],
    })
    await expect(readTable(page.getByRole('table', { name: RESULTS_TEXTS.tableCaption(RESULTS_TEXTS.byScope) }))).resolves.toEqual({
      'Medio Ambiente': [2, 1, 1, 47],
      'Movilidad Urbana': [1, 1, 0, 25],
    })
    await page
      .getByRole('img', { name: /Norte: presentadas 2, priorizadas 2, ejecutadas 1; Sur: presentadas 1, priorizadas 0, ejecutadas 0/ })
      .waitFor()
    await page.getByRole('img', { name: /Medio Ambiente: votos 47; Movilidad Urbana: votos 25/ }).waitFor()
    const top = page.getByRole('region', { name: RESULTS_TEXTS.topTitle }).getByRole('link')
    await expect(top.allTextContents()).resolves.toEqual(created.map((p) => p.title))
    await expect(top.first().getAttribute('href')).resolves.toBe(`/proposal/${created[0].id}`)

    for (const name of [RESULTS_TEXTS.csv, RESULTS_TEXTS.json]) {
      const href = await page.getByRole('link', { name }).getAttribute('href')
      const res = await api(href!)
      expect(res.status).toBe(200)
      expect(await res.text()).toContain(created[2].title)
    }
    await browser.axeCheck()
    await browser.screenshot('resultados-1280')
    await page.setViewportSize({ width: 390, height: 844 })
    await browser.screenshot('resultados-390')
  })

  test('la portada enlaza con los resultados', async () => {
    const { page } = browser
    await page.addInitScript(() => localStorage.setItem('cookieBannerShown', 'true'))
    await page.goto('/')
    await page.getByRole('main').getByRole('link', { name: UI_PROPOSALS.home.resultsLink }).click()
    await page.waitForURL('**/resultados')
  })

  /** Draws the poster's SVG QR code on a canvas and reads it back with jsQR, as a phone would. */
  async function decodeQr(page: Page): Promise<string | null> {
    // Evaluated rather than added as a <script>: the site's CSP refuses inline scripts, as it should.
    await page.evaluate(readFileSync(join(ROOT, 'node_modules', 'jsqr', 'dist', 'jsQR.js'), 'utf8'))
    return page.getByRole('img', { name: /Código QR/ }).evaluate(async (svg) => {
      const modules = (svg as SVGSVGElement).viewBox.baseVal.width
      const image = new Image()
      image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(svg))}`
      await image.decode()
      const canvas = document.createElement('canvas')
      canvas.width = canvas.height = modules * 6
      const context = canvas.getContext('2d')!
      context.drawImage(image, 0, 0, canvas.width, canvas.height)
      const { data, width, height } = context.getImageData(0, 0, canvas.width, canvas.height)
      const jsQR = (window as unknown as { jsQR: (d: Uint8ClampedArray, w: number, h: number) => { data: string } | null }).jsQR
      return jsQR(data, width, height)?.data ?? null
    })
  }

  test('el QR del cartel de distrito abre el formulario con ese distrito elegido', async () => {
    const { page } = browser
    await page.goto('/cartel')
    await page.getByRole('heading', { level: 1, name: POSTER_TEXTS.budgetName(2026) }).waitFor()
    await expect(decodeQr(page)).resolves.toBe(`${baseURL.replace(/\/$/, '')}/proposals/new`)

    await page.getByRole('link', { name: POSTER_TEXTS.districtLine('Norte') }).click()
    await page.getByText(POSTER_TEXTS.districtLine('Norte'), { exact: true }).last().waitFor()
    const expected = `${baseURL.replace(/\/$/, '')}/proposals/new?district=Norte`
    const url = await decodeQr(page)
    expect(url).toBe(expected)
    await page.getByText(expected, { exact: true }).waitFor()
    // The demo's year is in presentation and support: the poster gives presentation's last day and where the year stands.
    const { submissionDeadline } = (await (await api('/api/system-config')).json()) as { submissionDeadline: string }
    await page.getByText(POSTER_TEXTS.deadline(longDay(submissionDeadline))).waitFor()
    await page.getByTestId('cycle-now').waitFor()
    await page.getByText('Asociación Vecinal Norte', { exact: false }).waitFor()

    await page.goto(url!)
    await expect(page.getByLabel('Distrito').inputValue()).resolves.toBe('Norte')
  })

  test('el cartel se imprime en una sola hoja A4 sin la cabecera, el pie ni el botón de cookies', async () => {
    const { page } = browser
    await page.goto('/cartel/Sur')
    await page.getByRole('heading', { level: 1, name: POSTER_TEXTS.budgetName(2026) }).waitFor()
    await browser.axeCheck()
    await browser.screenshot('cartel-1280')
    await expectPrintedWithoutChrome(page, POSTER_TEXTS.print)
    await expect(page.getByRole('img', { name: /Código QR/ }).isVisible()).resolves.toBe(true)
    await browser.screenshot('cartel-impresion')
    const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1')
    expect(pdf.match(/\/Type\s*\/Page\b/g)).toHaveLength(1)
    // A4 is 595.28 × 841.89 points (US Letter, the default, would be 612 × 792).
    const [width, height] = pdf
      .match(/\/MediaBox\s*\[0 0 ([\d.]+) ([\d.]+)\]/)!
      .slice(1)
      .map(Number)
    expect(width).toBeCloseTo(595.28, 0)
    expect(height).toBeCloseTo(841.89, 0)
    await page.emulateMedia({ media: 'screen' })
    await page.setViewportSize({ width: 390, height: 844 })
    await browser.screenshot('cartel-390')
  })

  test('un distrito que no existe no tiene cartel', async () => {
    const { page } = browser
    // The Worker answers it as what it is, a 404, which the browser reports in its console.
    browser.ignoreConsoleErrors(/status of 404/)
    const response = await page.goto('/cartel/Narnia')
    expect(response?.status()).toBe(404)
    await page.getByRole('heading', { level: 1, name: '404 Page Not Found' }).waitFor()
  })
})
