// The council's side of the neighbourhood tables (issue #33) in a real browser against the real Worker:
// a table opened by keyboard with its join code shown once (the QR read back as a phone would), a window
// outside support refused in Spanish at its field with everything typed kept, a device revoked, the table's
// acta printed on A4, and axe on every table screen at 390 and 1280 px. The ballots come from the device
// API, sealed with the table's public key as a table's phone seals them (domain/table-ballot.ts).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, describe, expect, test } from 'vitest'
import { cityDay } from '../domain/city-day'
import { randomCode } from '../domain/receipt-code'
import { importTablePublicKey, sealBallot } from '../domain/table-ballot'
import { ADMIN_TEXTS, TABLE_ADMIN_TEXTS, TABLE_TEXTS } from '../copy'
import { ROOT } from '../scripts/lib/local-server.mjs'
import { api, baseURL, bearer, eventually, expectPrintedWithoutChrome, signedInBrowser, toast } from './harness'

const T = TABLE_ADMIN_TEXTS
const stamp = Date.now().toString(36)

interface Calendar {
  support: { start: string; end: string }
}
interface Joined {
  device: { id: number; label: string; token: string }
  table: { id: number; receiptPrefix: string; publicKey: string }
  proposals: { id: number; title: string; district: string; votable: boolean }[]
}

const json = async (headers: Record<string, string> = {}) => ({ ...headers, 'content-type': 'application/json' })

async function setRules(rules: Record<string, boolean>) {
  const res = await api('/api/system-config', { method: 'PATCH', headers: await json(await bearer('admin')), body: JSON.stringify(rules) })
  expect(res.status).toBe(200)
}

// Other files vote as the resident and as visitors: the census rules go back to off whatever happened.
afterAll(() => setRules({ residentsOnly: false, ownDistrictOnly: false, censusVoting: false }))

async function supportDays(): Promise<Calendar['support']> {
  const config = (await (await api('/api/system-config')).json()) as { calendar: Calendar }
  return config.calendar.support
}

/**
 * 'YYYY-MM-DD' as the date field takes it from the keyboard. Its segments follow Chromium's own language
 * (en-US in the test browser: month, day, year), not the page's; typeTable checks what the field got.
 */
const typedDay = (day: string) => {
  const [year, month, date] = day.split('-')
  return `${month}${date}${year}`
}
/** 'HH:MM' as the time field takes it from the keyboard: in the same language, hours 1–12, minutes, then A or P. */
const typedTime = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number)
  return `${String(hours % 12 || 12).padStart(2, '0')}${String(minutes).padStart(2, '0')}${hours < 12 ? 'A' : 'P'}`
}
const nextDay = (day: string) => new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10)

async function openTablesTab(page: Page) {
  await page.goto('/admin')
  await page.getByRole('heading', { name: ADMIN_TEXTS.title, level: 1 }).waitFor()
  await page.getByRole('tab', { name: T.tab }).click()
  await page.getByRole('heading', { level: 2, name: T.form.title }).waitFor()
}

const focusedName = (page: Page) => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name ?? '')

/** Fills the form from the place field on with the keyboard only: Tab from field to field, typing as a person would. */
async function typeTable(
  page: Page,
  t: { place: string; district: string; day: string; opens: string; closes: string; volunteers: string[] },
) {
  await page.getByLabel(T.form.place).focus()
  await page.keyboard.type(t.place)
  await page.keyboard.press('Tab')
  expect(await focusedName(page)).toBe('district')
  await page.keyboard.type(t.district)
  await page.keyboard.press('Tab')
  expect(await focusedName(page)).toBe('day')
  await page.keyboard.type(typedDay(t.day))
  await expect(page.getByLabel(T.form.day).inputValue()).resolves.toBe(t.day)
  // A date field has a stop per segment: Tab until the opening hour.
  for (let i = 0; i < 4 && (await focusedName(page)) !== 'opens'; i++) await page.keyboard.press('Tab')
  expect(await focusedName(page)).toBe('opens')
  await page.keyboard.type(typedTime(t.opens))
  for (let i = 0; i < 3 && (await focusedName(page)) !== 'closes'; i++) await page.keyboard.press('Tab')
  expect(await focusedName(page)).toBe('closes')
  await page.keyboard.type(typedTime(t.closes))
  await expect(page.getByLabel(T.form.opens).inputValue()).resolves.toBe(t.opens)
  await expect(page.getByLabel(T.form.closes).inputValue()).resolves.toBe(t.closes)
  for (let i = 0; i < 3 && (await focusedName(page)) !== 'volunteers'; i++) await page.keyboard.press('Tab')
  expect(await focusedName(page)).toBe('volunteers')
  await page.keyboard.type(t.volunteers.join('\n'))
}

/** Draws the dialog's SVG QR code on a canvas and reads it back with jsQR, as a phone would. */
async function decodeQr(page: Page, name: string): Promise<string | null> {
  // Evaluated rather than added as a <script>: the site's CSP refuses inline scripts, as it should.
  await page.evaluate(readFileSync(join(ROOT, 'node_modules', 'jsqr', 'dist', 'jsQR.js'), 'utf8'))
  return page.getByRole('img', { name }).evaluate(async (svg) => {
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

/** A table opened through the API for today, the whole day long, and one device joined to it. */
async function tableWithDevice(place: string) {
  const created = await api('/api/admin/tables', {
    method: 'POST',
    headers: await json(await bearer('admin')),
    body: JSON.stringify({
      place,
      district: null,
      day: cityDay(),
      opens: '00:00',
      closes: '23:59',
      volunteers: ['Ana Ruiz', 'Luis Gómez'],
      graceHours: 48,
    }),
  })
  expect(created.status).toBe(201)
  const { joinCode } = (await created.json()) as { joinCode: string }
  const joined = await api('/api/tables/join', {
    method: 'POST',
    headers: await json(),
    body: JSON.stringify({ code: joinCode, label: 'Móvil 1' }),
  })
  expect(joined.status).toBe(201)
  return (await joined.json()) as Joined
}

/** Ballots typed at the table, sealed with its key and sent as the device sends its queue. */
async function upload(joined: Joined, people: { document: string; birthDate: string }[], proposalIds: number[], firstSeq = 0) {
  const key = await importTablePublicKey(joined.table.publicKey)
  const now = new Date().toISOString()
  const ballots = await Promise.all(
    people.map(async (person, i) => ({
      key: crypto.randomUUID(),
      seq: firstSeq + i,
      takenAt: now,
      sealed: await sealBallot(key, { kind: 'ballot', ...person, proposalIds, receipt: randomCode(joined.table.receiptPrefix) }),
    })),
  )
  return api('/api/tables/ballots', {
    method: 'POST',
    headers: await json({ 'X-Table-Device': joined.device.token }),
    body: JSON.stringify({ sentAt: now, ballots }),
  })
}

/** A4's width less the acta's side margins (12 mm each), in CSS pixels (96 per inch). */
const A4_PRINTABLE_PX = Math.floor(((210 - 24) / 25.4) * 96)

describe('mesas en el panel (1280 px)', () => {
  const browser = signedInBrowser('admin')

  test('se abre una mesa con el teclado; una ventana fuera de los apoyos se rechaza en su campo sin perder nada; el código se ve una vez', async () => {
    const { page } = browser
    const support = await supportDays()
    await openTablesTab(page)
    await browser.axeCheck()
    // The Worker's refusal is a 422, which the browser reports in its console.
    browser.ignoreConsoleErrors(/status of 422/)
    const place = `Centro cívico del Oeste ${stamp}`
    await typeTable(page, {
      place,
      district: 'Oeste',
      day: nextDay(support.end),
      opens: '09:30',
      closes: '13:00',
      volunteers: ['Ana Ruiz', 'Luis Gómez'],
    })
    // Enter in the place field sends the form.
    await page.getByLabel(T.form.place).press('Enter')

    // The Worker refuses the day after support in Spanish, at the day's field; everything typed stays.
    const day = page.getByLabel(T.form.day)
    await eventually(() => day.getAttribute('aria-invalid')).toBe('true')
    const described = (await day.getAttribute('aria-describedby'))!.split(' ').at(-1)!
    await expect(page.locator(`[id="${described}"]`).textContent()).resolves.toMatch(
      /^La mesa tiene que celebrarse mientras está abierto el apoyo/,
    )
    await expect(focusedName(page)).resolves.toBe('day')
    await expect(page.getByLabel(T.form.place).inputValue()).resolves.toBe(place)
    await expect(page.getByLabel(T.form.district).inputValue()).resolves.toBe('Oeste')
    await expect(day.inputValue()).resolves.toBe(nextDay(support.end))
    await expect(page.getByLabel(T.form.opens).inputValue()).resolves.toBe('09:30')
    await expect(page.getByLabel(T.form.closes).inputValue()).resolves.toBe('13:00')
    await expect(page.getByLabel(T.form.volunteers).inputValue()).resolves.toBe('Ana Ruiz\nLuis Gómez')
    await browser.axeCheck()

    // The day put right from the keyboard (the field has the focus), then sent with the button.
    await page.keyboard.type(typedDay(support.end))
    await page.getByRole('button', { name: T.form.submit }).focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: T.code.title(place) })
    const code = (await dialog.getByTestId('join-code').textContent())!
    expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/)
    const link = `${baseURL.replace(/\/$/, '')}/mesa?codigo=${code}`
    await expect(decodeQr(page, T.code.qr(code))).resolves.toBe(link)
    await expect(dialog.getByRole('link', { name: link }).getAttribute('href')).resolves.toBe(link)
    await browser.axeCheck()
    await browser.screenshot('mesa-codigo-1280')
    await page.keyboard.press('Escape')
    await dialog.getByTestId('join-code').waitFor({ state: 'detached' })

    // Once: gone from the page and never in the list the Worker answers.
    const card = page.getByRole('article', { name: place })
    await card.waitFor()
    await expect(card.textContent()).resolves.toContain(T.list.volunteers('Ana Ruiz, Luis Gómez'))
    await expect(page.getByText(code).count()).resolves.toBe(0)
    const list = await (await api('/api/admin/tables', { headers: await bearer('admin') })).text()
    expect(list).toContain(place)
    expect(list).not.toContain(code)
    await page.reload()
    await page.getByRole('tab', { name: T.tab }).click()
    await card.waitFor()
    await expect(page.getByText(code).count()).resolves.toBe(0)
    await browser.screenshot('mesas-1280')
  })

  test('se revoca un móvil con su motivo, sus envíos se rechazan, y el acta de la mesa se imprime en un A4', async () => {
    const { page } = browser
    await setRules({ residentsOnly: true, censusVoting: true })
    const place = `Mercado del Sur ${stamp}`
    const joined = await tableWithDevice(place)
    const proposal = joined.proposals.find((p) => p.votable)!
    // Two neighbours counted, one too young (the demo census, README).
    const sent = await upload(
      joined,
      [
        { document: '45678901G', birthDate: '1990-07-21' },
        { document: '56789012B', birthDate: '2001-01-09' },
        { document: '67890123B', birthDate: '2014-04-04' },
      ],
      [proposal.id],
    )
    expect(sent.status).toBe(200)

    await openTablesTab(page)
    const card = page.getByRole('article', { name: place })
    const count = (key: string) => card.locator(`[data-count="${key}"]`).textContent()
    await eventually(() => count('received')).toBe('3')
    await expect(count('counted')).resolves.toBe('2')
    await expect(count('refused')).resolves.toBe('1')
    await expect(count('votes')).resolves.toBe('2')

    // Revoke the device: a confirmation asks the reason, which the schema checks (5 characters at least).
    await card.getByRole('button', { name: T.list.revokeDevice('Móvil 1') }).click()
    const dialog = page.getByRole('dialog', { name: T.dialogs.revokeDeviceTitle('Móvil 1') })
    await dialog.getByLabel(T.dialogs.reason).fill('Roto')
    await dialog.getByRole('button', { name: T.dialogs.revokeConfirm }).click()
    await dialog.getByText(TABLE_TEXTS.reason).waitFor()
    await browser.axeCheck()
    await dialog.getByLabel(T.dialogs.reason).fill('Móvil perdido en el mercado')
    await dialog.getByLabel(T.dialogs.reason).press('Enter')
    await dialog.getByLabel(T.dialogs.reason).waitFor({ state: 'detached' })
    await toast(page).filter({ hasText: T.done.deviceRevoked }).waitFor()
    await card.getByText(/Revocado el .*: Móvil perdido en el mercado/).waitFor()
    await expect(card.getByRole('button', { name: T.list.revokeDevice('Móvil 1') }).count()).resolves.toBe(0)

    // Its later uploads are refused, and nothing more is counted.
    const late = await upload(joined, [{ document: 'Y7654321G', birthDate: '1965-06-30' }], [proposal.id], 3)
    expect(late.status).toBe(403)
    expect(await late.json()).toMatchObject({ error: 'TABLE_REVOKED' })

    // The votes by table show this table's count for the proposal.
    await page.reload()
    await page.getByRole('tab', { name: T.tab }).click()
    const byTable = page.getByRole('table', { name: T.byTable.caption(place) })
    await expect(byTable.getByRole('row', { name: proposal.title }).textContent()).resolves.toContain('2')
    await expect(page.getByRole('link', { name: T.byTable.openData }).getAttribute('href')).resolves.toBe('/api/open-data/table-votes.csv')
    await browser.axeCheck()

    // The acta: place, times, volunteers, devices, uploads, ballots, the refusal's reason, the votes.
    await page.getByRole('link', { name: T.list.record(place) }).click()
    await page.getByRole('heading', { level: 1, name: T.record.title(place) }).waitFor()
    const sheet = page.locator('.acta-sheet')
    await expect(sheet.textContent()).resolves.toContain('Ana Ruiz, Luis Gómez')
    await expect(sheet.textContent()).resolves.toContain(T.record.hours('00:00', '23:59'))
    await expect(page.locator('[data-ballots="counted"]').textContent()).resolves.toBe('2')
    // The revoked device's later ballot is in the acta too, refused with the reason the council gave.
    await expect(page.locator('[data-ballots="refused"]').textContent()).resolves.toBe('2')
    const refusals = page.getByRole('table', { name: T.record.refusalsTitle })
    await expect(refusals.getByRole('row').count()).resolves.toBe(3)
    await expect(refusals.textContent()).resolves.toContain('Móvil perdido en el mercado')
    const votes = page.getByRole('table', { name: T.record.votesTitle })
    await expect(votes.getByRole('row').nth(1).textContent()).resolves.toMatch(/2$/)
    await expect(page.getByRole('table', { name: T.record.devicesTitle }).textContent()).resolves.toContain('Móvil perdido en el mercado')
    await expect(page.getByRole('table', { name: T.record.uploadsTitle }).getByRole('row').count()).resolves.toBeGreaterThan(1)
    const csv = page.getByRole('link', { name: T.record.csv })
    expect(await csv.getAttribute('href')).toBe(`/api/admin/tables/${joined.table.id}/record.csv`)
    const file = await api(`/api/admin/tables/${joined.table.id}/record.csv`, { headers: await bearer('admin') })
    expect(file.status).toBe(200)
    await browser.axeCheck()
    await browser.screenshot('acta-mesa-1280')

    await page.setViewportSize({ width: A4_PRINTABLE_PX, height: 1000 })
    await expectPrintedWithoutChrome(page, T.record.print)
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(A4_PRINTABLE_PX)
    await browser.screenshot('acta-mesa-impresion')
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
})

describe('mesas en el panel (390 px)', () => {
  const browser = signedInBrowser('admin', { viewport: { width: 390, height: 844 } })

  test('en un móvil: abrir una mesa, su código, uno nuevo que deja sin valor el anterior, cerrarla, revocarla y su acta, sin salirse de la pantalla y con axe', async () => {
    const { page } = browser
    const support = await supportDays()
    const place = `Biblioteca del Norte ${stamp}`
    await openTablesTab(page)
    await browser.axeCheck()
    await typeTable(page, { place, district: 'Norte', day: support.end, opens: '17:00', closes: '20:00', volunteers: ['Marta'] })
    await page.getByRole('button', { name: T.form.submit }).click()
    const dialog = page.getByRole('dialog', { name: T.code.title(place) })
    await dialog.getByTestId('join-code').waitFor()
    await browser.axeCheck()
    await browser.screenshot('mesa-codigo-390')
    const first = (await dialog.getByTestId('join-code').textContent())!
    await dialog.getByRole('button', { name: T.code.done }).click()

    // 'Nuevo código': asked first, shown once like the first, and the old one no longer joins.
    const card = page.getByRole('article', { name: place })
    await card.getByRole('button', { name: T.list.newCode }).click()
    const asking = page.getByRole('dialog', { name: T.dialogs.newCodeTitle(place) })
    await asking.getByRole('button', { name: T.dialogs.newCodeConfirm }).click()
    const second = (await dialog.getByTestId('join-code').textContent())!
    expect(second).not.toBe(first)
    await dialog.getByRole('button', { name: T.code.done }).click()
    const join = (code: string) =>
      api('/api/tables/join', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ code, label: 'Móvil 1' }),
      })
    expect((await join(first)).status).toBe(404)

    await card.getByRole('button', { name: T.list.close }).click()
    const closing = page.getByRole('dialog', { name: T.dialogs.closeTitle(place) })
    await closing.getByRole('button', { name: T.dialogs.closeConfirm }).waitFor()
    await browser.axeCheck()
    await closing.getByRole('button', { name: T.dialogs.closeConfirm }).click()
    await card.getByText(T.list.status.closed).waitFor()
    await expect(card.getByRole('button', { name: T.list.newCode }).count()).resolves.toBe(0)
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(390)
    await browser.screenshot('mesas-390')

    // Revoking the whole table asks its reason too; the acta says it is revoked.
    await card.getByRole('button', { name: T.list.revoke }).click()
    const revoking = page.getByRole('dialog', { name: T.dialogs.revokeTitle(place) })
    await revoking.getByLabel(T.dialogs.reason).fill('La biblioteca cierra por obras')
    await revoking.getByRole('button', { name: T.dialogs.revokeConfirm }).click()
    await card.getByText(T.list.status.revoked).waitFor()
    await expect(card.getByRole('button', { name: T.list.revoke }).count()).resolves.toBe(0)

    await card.getByRole('link', { name: T.list.record(place) }).click()
    await page.getByRole('heading', { level: 1, name: T.record.title(place) }).waitFor()
    await expect(page.locator('.acta-sheet dl').first().textContent()).resolves.toContain(T.list.status.revoked)
    await page.getByText(T.record.noVotes).waitFor()
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(390)
    await browser.axeCheck()
    await browser.screenshot('acta-mesa-390')
  })
})
