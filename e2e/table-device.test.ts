// A neighbourhood table's device (issue #33) on a phone: joined online, then a whole session with the
// network really cut (CDP), a reload without signal, and the ballots counted exactly once when the
// signal returns, with the tally the volunteers read. The same browser profile for every test: the
// device keeps its table from one test to the next, as a phone would.
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { cityDay } from '../domain/city-day'
import { CENSUS_ERRORS, CENSUS_UI_TEXTS as C, TABLE_DEVICE_TEXTS as T, TABLE_TEXTS } from '../copy'
import { sealBallot, importTablePublicKey } from '../domain/table-ballot'
import { ERROR_TEXTS } from '../copy/errors'
import { api, bearer, createProposal, eventually, stillOffline, useBrowser } from './harness'

const browser = useBrowser({ viewport: { width: 390, height: 844 } })

interface Person {
  document: string
  birthDate: string
}

const LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE'
/** Residents added to the demo census for this file: documents with their right letter, all of age. */
const residents: Person[] = Array.from({ length: 27 }, (_, i) => {
  const n = 73_310_000 + i * 7
  return { document: `${n}${LETTERS[n % 23]}`, birthDate: `19${60 + (i % 30)}-0${1 + (i % 9)}-1${i % 10}` }
})
/** The demo census's 12-year-old (README): too young to vote. */
const CHILD: Person = { document: '67890123B', birthDate: '2014-04-04' }

const admin = async () => ({ ...(await bearer('admin')), 'content-type': 'application/json' })

const setRules = async (json: Record<string, boolean>) =>
  expect((await api('/api/system-config', { method: 'PATCH', headers: await admin(), body: JSON.stringify(json) })).status).toBe(200)

/**
 * The demo census and these residents as the active census, through the council's own upload (the
 * demo's people stay, so the other files find them as before).
 */
async function censusWithResidents() {
  const demo = [
    ['12345678Z', '12/05/1984', 'Norte'],
    ['X1234567L', '30/09/1946', 'Norte'],
    ['23456789D', '14/02/1958', 'Sur'],
    ['34567890V', '03/11/1972', 'Este'],
    ['45678901G', '21/07/1990', 'Oeste'],
    ['56789012B', '09/01/2001', 'Centro'],
    ['Y7654321G', '30/06/1965', 'Centro'],
    ['67890123B', '04/04/2014', 'Sur'],
  ]
  const ours = residents.map((p) => [p.document, p.birthDate.split('-').reverse().join('/'), 'Norte'])
  const csv = ['DNI;FECHA_NACIMIENTO;DISTRITO', ...[...demo, ...ours].map((row) => row.join(';'))].join('\r\n')
  const form = new FormData()
  form.set('file', new File([`${csv}\r\n`], 'padron.csv', { type: 'text/csv' }))
  const auth = await bearer('admin')
  const upload = await api('/api/admin/census', { method: 'POST', headers: auth, body: form })
  expect(upload.status).toBe(202)
  const { importId } = (await upload.json()) as { importId: number }
  // The queue consumer imports it in the background (expect.poll is for tests, not their setup).
  for (let tries = 0; ; tries++) {
    const state = (await (await api('/api/admin/census', { headers: auth })).json()) as {
      lastImport?: { importId: number; status: string }
    }
    if (state.lastImport?.importId === importId && state.lastImport.status !== 'importing') {
      expect(state.lastImport.status).toBe('done')
      return
    }
    if (tries === 120) throw new Error(`the census import never finished: ${JSON.stringify(state)}`)
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}

let table: { id: number; receiptPrefix: string; place: string }
let joinCode = ''
let parque: { id: number; title: string }
let fuente: { id: number; title: string }

beforeAll(async () => {
  // Census channels are open only while online votes are census persons too (decision 0056).
  await setRules({ residentsOnly: true, censusVoting: true })
  await censusWithResidents()
  const stamp = Date.now().toString(36)
  parque = await createProposal(`Sombra en el parque ${stamp}`, {
    description: 'Toldos y árboles para dar sombra a los juegos infantiles del parque en verano.',
    district: 'Norte',
  })
  fuente = await createProposal(`Fuente en la plaza ${stamp}`, {
    description: 'Una fuente de agua potable en la plaza, junto a los bancos de las personas mayores.',
    district: 'Norte',
  })
  // Somebody who has already voted online, without an account ('Votar sin cuenta').
  const online = await api(`/api/proposals/${parque.id}/census-vote`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(residents[0]),
  })
  expect(online.status, await online.clone().text()).toBe(200)
  const created = await api('/api/admin/tables', {
    method: 'POST',
    headers: await admin(),
    body: JSON.stringify({
      place: `Centro cívico del Norte ${stamp}`,
      district: null,
      day: cityDay(),
      opens: '00:00',
      closes: '23:59',
      volunteers: ['Ana', 'Luis'],
      graceHours: 48,
    }),
  })
  expect(created.status, await created.clone().text()).toBe(201)
  ;({ table, joinCode } = (await created.json()) as { table: typeof table; joinCode: string })
}, 120_000)

afterAll(() => setRules({ residentsOnly: false, ownDistrictOnly: false, censusVoting: false }))

/** The table's record as the council reads it. */
async function record() {
  const res = await api(`/api/admin/tables/${table.id}/record`, { headers: await bearer('admin') })
  expect(res.status).toBe(200)
  return (await res.json()) as { ballots: { counted: number; refused: number; partly: number } }
}

/** Everything the device keeps in IndexedDB, as text. */
const storedOnDevice = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('presupuestos-mesa')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const read = open.result.transaction('data').objectStore('data').getAll()
          read.onsuccess = () => resolve(JSON.stringify(read.result))
          read.onerror = () => reject(read.error)
        }
      }),
  )

const ballotsOnDevice = async (page: Page) =>
  (JSON.parse(await storedOnDevice(page)) as { receipt?: string; sealed?: unknown }[]).filter((v) => v && typeof v.receipt === 'string')

/** Types one person's ballot (or coupon) and saves it; answers the receipt shown, and goes on to the next. */
async function recordOne(page: Page, person: Person, proposals: { title: string }[], check?: () => Promise<void>) {
  await page.getByLabel(C.document).fill(person.document)
  await page.getByLabel(C.birthDate).fill(person.birthDate)
  for (const p of proposals) {
    await page.getByLabel(T.ballot.search).fill(p.title)
    // A ballot's proposals are boxes to tick, a coupon's one a choice among several.
    await page.getByRole('listitem').filter({ hasText: p.title }).locator('input').check()
  }
  await page.getByRole('button', { name: new RegExp(`^(${T.ballot.save}|${T.ballot.saveCoupon})$`) }).click()
  const receipt = page.getByTestId('table-receipt')
  await receipt.waitFor()
  const code = (await receipt.textContent()) ?? ''
  await check?.()
  await page.getByRole('button', { name: T.receipt.next }).click()
  return code
}

const figure = (page: Page, id: string) => page.getByTestId(`tally-${id}`).textContent()

describe('la mesa de un barrio sin señal', () => {
  test('unida con conexión, 20 papeletas y 3 cupones sin red, recargada sin red: al volver la señal cuentan una vez', async () => {
    const { page, context } = browser
    // What the browser says of each request the cut network fails (the page's own reload, the refresh of the list).
    browser.ignoreConsoleErrors(/ERR_INTERNET_DISCONNECTED/)
    await page.context().addInitScript(() => localStorage.setItem('cookieBannerShown', 'true'))
    // The QR's link fills the code; the device joins while online, once.
    await page.goto(`/mesa?codigo=${joinCode}`)
    await expect(page.getByLabel(T.join.code).inputValue()).resolves.toBe(joinCode)
    await browser.axeCheck()
    // A mistyped code is refused in Spanish, and the form keeps what was typed.
    browser.ignoreConsoleErrors(/status of 404/)
    await page.getByLabel(T.join.code).fill('abcd-efgh')
    await page.getByLabel(T.join.label).fill('Móvil 1')
    await page.getByRole('button', { name: T.join.submit }).click()
    await page.getByRole('alert').filter({ hasText: ERROR_TEXTS.TABLE_CODE_INVALID }).waitFor()
    await expect(page.getByLabel(T.join.label).inputValue()).resolves.toBe('Móvil 1')
    await page.getByLabel(T.join.code).fill(joinCode)
    await page.getByRole('button', { name: T.join.submit }).click()
    await page.getByRole('heading', { name: T.session.place(table.place) }).waitFor()
    // The device says when it can lose the signal: the service worker holds the table's screens.
    // (Its first install fetches the whole build: longer than a screen's answer on a busy machine.)
    await expect.poll(() => page.getByTestId('table-offline-ready').textContent(), { timeout: 60_000 }).toBe(T.session.offlineReady)
    await browser.axeCheck()

    await context.setOffline(true)
    await page.getByText(T.sync.offline).waitFor()
    // A mistyped document is refused on the device, in Spanish, and nothing is stored.
    await page.getByLabel(C.document).fill('12345678A')
    await page.getByLabel(C.birthDate).fill('1984-05-12')
    await page.getByRole('button', { name: T.ballot.save }).click()
    await page.getByText(CENSUS_ERRORS.INVALID_DOCUMENT).waitFor()
    await page.getByText(TABLE_TEXTS.proposalIds).waitFor()
    expect(await ballotsOnDevice(page)).toEqual([])

    // 20 ballots: one by a person who voted online already, one by a 12-year-old, 18 more.
    const voters = [residents[0], CHILD, ...residents.slice(1, 19)]
    const receipts: string[] = []
    for (const [i, person] of voters.entries()) {
      // The one who voted online chose the same proposal again: refused whole.
      const both = i % 2 === 1
      // The first receipt, as the person photographs it: large, and still to be checked.
      const shown = async () => {
        await page.getByText(T.receipt.pending).waitFor()
        await browser.axeCheck()
      }
      receipts.push(await recordOne(page, person, both ? [parque, fuente] : [parque], i === 0 ? shown : undefined))
    }
    for (const code of receipts) expect(code).toMatch(new RegExp(`^${table.receiptPrefix}[A-Z2-9]{2}-[A-Z2-9]{4}$`))
    // 3 paper coupons, one proposal each.
    await page.getByRole('tab', { name: T.tabs.coupon }).click()
    await browser.axeCheck()
    for (const person of residents.slice(19, 22)) receipts.push(await recordOne(page, person, [fuente]))

    // The page reloaded without signal still has its table and its 23 ballots.
    await page.reload()
    const network = await stillOffline(page)
    await page.getByRole('tab', { name: T.tabs.tally }).click()
    await eventually(() => figure(page, 'waiting')).toBe('23')
    await browser.axeCheck()

    // Nothing in clear on the device: no document, no birth date, only sealed ballots.
    const stored = await storedOnDevice(page)
    for (const person of [...voters, ...residents.slice(19, 22)]) {
      expect(stored).not.toContain(person.document)
      expect(stored).not.toContain(person.birthDate)
    }
    const kept = await ballotsOnDevice(page)
    expect(kept).toHaveLength(23)
    expect(kept.every((b) => b.sealed)).toBe(true)
    expect((await record()).ballots).toMatchObject({ counted: 0, refused: 0 })
    // The person's receipt, checked online meanwhile, says it is still to be checked.
    await expect((await api(`/api/receipts/${receipts[3]}`)).json()).resolves.toMatchObject({ pending: true, proposals: [] })

    await context.setOffline(false)
    await network.online()
    await eventually(() => figure(page, 'waiting')).toBe('0')
    await eventually(() => figure(page, 'counted')).toBe('21')
    await expect(figure(page, 'refused')).resolves.toBe('2')
    await expect(figure(page, 'sent')).resolves.toBe('23')
    const refusals = await page.getByTestId('tally-refusal').allTextContents()
    expect(refusals).toHaveLength(2)
    expect(refusals.find((r) => r.startsWith(receipts[0]))).toMatch(/Ya había votado/)
    expect(refusals.find((r) => r.startsWith(receipts[1]))?.length).toBeGreaterThan(receipts[1].length + 10)
    await browser.axeCheck()
    // Acknowledged: the sealed ballots are gone, the receipts and outcomes stay for the tally.
    expect((await ballotsOnDevice(page)).every((b) => b.sealed === null)).toBe(true)
    expect((await record()).ballots).toMatchObject({ counted: 21, refused: 2 })
    // A receipt is checkable online now.
    const check = (await (await api(`/api/receipts/${receipts[3]}`)).json()) as { proposals: { id: number }[] }
    expect(check.proposals.map((p) => p.id).sort()).toEqual([parque.id, fuente.id].sort())
  })

  test('dos pestañas a la vez y un envío repetido no cuentan nada dos veces', async () => {
    const { page, context } = browser
    await page.goto('/mesa')
    await page.getByRole('heading', { name: T.session.place(table.place) }).waitFor()
    const second = await browser.newPage()
    await second.goto('/mesa')
    await second.getByRole('heading', { name: T.session.place(table.place) }).waitFor()
    browser.ignoreConsoleErrors(/ERR_INTERNET_DISCONNECTED/)
    await context.setOffline(true)
    for (const person of residents.slice(22, 25)) await recordOne(page, person, [fuente])

    // Both tabs hear 'online' and try to send; one sends, the other finds nothing left.
    const sent: string[] = []
    for (const tab of [page, second])
      tab.on('request', (request) => {
        if (request.method() === 'POST' && request.url().endsWith('/api/tables/ballots'))
          sent.push(...(JSON.parse(request.postData() ?? '{}') as { ballots: { key: string }[] }).ballots.map((b) => b.key))
      })
    await context.setOffline(false)
    for (const tab of [page, second]) {
      await tab.getByRole('tab', { name: T.tabs.tally }).click()
      await eventually(() => figure(tab, 'waiting')).toBe('0')
      await eventually(() => figure(tab, 'counted')).toBe('24')
    }
    expect(sent).toHaveLength(3)
    expect(new Set(sent).size).toBe(3)
    expect((await record()).ballots).toMatchObject({ counted: 24, refused: 2 })

    // An upload whose answer was lost is sent again as it was: the Worker answers it from what it kept.
    const session = JSON.parse(
      await page.evaluate(
        () =>
          new Promise<string>((resolve) => {
            const open = indexedDB.open('presupuestos-mesa')
            open.onsuccess = () => {
              const read = open.result.transaction('data').objectStore('data').get('session')
              read.onsuccess = () => resolve(JSON.stringify(read.result))
            }
          }),
      ),
    ) as { device: { token: string }; table: { publicKey: string } }
    const person = residents[25]
    const sealed = await sealBallot(await importTablePublicKey(session.table.publicKey), {
      kind: 'coupon',
      ...person,
      proposalId: parque.id,
      receipt: `${table.receiptPrefix}ZZ-2345`,
    })
    const body = JSON.stringify({
      sentAt: new Date().toISOString(),
      ballots: [{ key: crypto.randomUUID(), seq: 1000, takenAt: new Date().toISOString(), sealed }],
    })
    const upload = () =>
      api('/api/tables/ballots', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'X-Table-Device': session.device.token },
        body,
      }).then(async (r) => ({ status: r.status, results: ((await r.json()) as { results: { outcome: string }[] }).results }))
    const first = await upload()
    const again = await upload()
    expect(first.status).toBe(200)
    expect(first.results[0].outcome).toBe('counted')
    expect(again).toEqual(first)
    expect((await record()).ballots).toMatchObject({ counted: 25, refused: 2 })
  })

  test("en Resultados, el código de una papeleta aún en la mesa dice 'pendiente', y tras enviarla en qué propuesta contó", async () => {
    const { page, context } = browser
    browser.ignoreConsoleErrors(/ERR_INTERNET_DISCONNECTED/)
    await page.goto('/mesa')
    await page.getByRole('heading', { name: T.session.place(table.place) }).waitFor()
    await context.setOffline(true)
    await page.getByText(T.sync.offline).waitFor()
    const code = await recordOne(page, residents[26], [fuente])
    // The device is put away; the person checks the receipt from home, online.
    await page.close()
    await context.setOffline(false)
    const home = await browser.newPage()
    const checkReceipt = async () => {
      await home.goto('/resultados')
      await home.getByLabel(C.receiptCode).fill(code)
      await home.getByRole('button', { name: C.receiptCheck }).click()
    }
    await checkReceipt()
    await home.getByRole('status').filter({ hasText: TABLE_TEXTS.receiptPending }).waitFor()
    await browser.axeCheck(home)

    const device = await browser.newPage()
    await device.goto('/mesa')
    await device.getByRole('tab', { name: T.tabs.tally }).click()
    await eventually(() => figure(device, 'waiting')).toBe('0')
    await checkReceipt()
    await eventually(() => home.getByRole('status').filter({ hasText: C.receiptCounted }).textContent()).toContain(fuente.title)

    // Everything answered: the device may leave the table, after saying what that forgets.
    await device.getByRole('button', { name: T.session.leave }).click()
    const asked = device.getByRole('group', { name: T.session.leaveConfirm })
    await asked.waitFor()
    await browser.axeCheck(device)
    await asked.getByRole('button', { name: T.session.leave }).click()
    await device.getByRole('heading', { name: T.join.title }).waitFor()
    await expect(ballotsOnDevice(device)).resolves.toEqual([])
  })
})
