// The public list at city scale (10,000 proposals, bench/dataset.mjs) on a Worker of its own, so the other
// browser tests keep the demo data: the list asks the server for what it shows, never the whole list, and
// its filters, search and 'Cargar más' behave as §2 says.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page, Request } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { generateDataset } from '../bench/dataset.mjs'
import { UI_PROPOSALS } from '../copy'
import { ROOT, applyMigrations, executeSqlFile, freePort, startWorker } from '../scripts/lib/local-server.mjs'
import { eventually, useBrowser } from './harness'

const T = UI_PROPOSALS
const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true })
const cards = (page: Page, name: string) => region(page, name).getByRole('article')

let city: { url: string; stop: () => Promise<void> }
let data = ''

beforeAll(async () => {
  data = mkdtempSync(join(tmpdir(), 'city-list-'))
  await applyMigrations({ persistTo: data })
  const dataset = generateDataset({ proposals: 10_000, users: 10, votesPerUser: 1 })
  writeFileSync(join(data, 'dataset.sql'), dataset.sql)
  await executeSqlFile(join(data, 'dataset.sql'), { persistTo: data })
  city = await startWorker({ port: await freePort(), persistTo: data, assets: join(ROOT, 'dist') })
}, 180_000)

afterAll(async () => {
  await city?.stop()
  rmSync(data, { recursive: true, force: true })
})

describe('la lista con 10.000 propuestas', () => {
  const browser = useBrowser({ viewport: { width: 390, height: 844 } })

  test('pide al servidor solo lo que muestra: filtros, búsqueda y «Cargar más» como dice §2', async () => {
    const { page } = browser
    await page.addInitScript(() => localStorage.setItem('cookieBannerShown', 'true'))
    const asked: { url: URL; at: number }[] = []
    let listBytes = 0
    page.on('request', (req: Request) => {
      const url = new URL(req.url())
      if (url.pathname === '/api/proposals') asked.push({ url, at: Date.now() })
    })
    page.on('response', async (res) => {
      const url = new URL(res.url())
      if (url.pathname === '/api/proposals' || (url.pathname === '/proposals' && res.request().resourceType() === 'document'))
        listBytes += Number((await res.allHeaders())['content-length'] ?? (await res.body()).length)
    })

    await page.goto(`${city.url}/proposals`)
    await eventually(() => cards(page, T.list.pendingSection).count()).toBe(12)
    await eventually(() => cards(page, T.list.approvedSection).count()).toBe(12)
    // The page came with its first pages; the data a first visit moves stays small (the app's code aside).
    console.info(`first visit to /proposals: ${(listBytes / 1024).toFixed(1)} KB of page and list data as sent`)
    expect(listBytes / 1024).toBeLessThan(150)

    // A district: one request per section, 12 each, from the server; the count starts again at 12.
    await page.getByLabel(T.filters.district).selectOption('Sur')
    await eventually(() => asked.filter((a) => a.url.searchParams.get('district') === 'Sur').length).toBe(2)
    await eventually(async () =>
      (await cards(page, T.list.pendingSection).allTextContents()).every((t) => /Sur|Toda la ciudad/.test(t)),
    ).toBe(true)
    expect(await cards(page, T.list.pendingSection).count()).toBe(12)

    // 'Cargar más': 9 more, half a second after asking, continuing by cursor.
    const before = asked.length
    const loadMore = region(page, T.list.pendingSection).getByRole('button', { name: T.list.loadMore })
    const pressed = Date.now()
    await loadMore.click()
    await eventually(() => cards(page, T.list.pendingSection).count()).toBe(21)
    const next = asked.slice(before).find((a) => a.url.searchParams.get('cursor') && a.url.searchParams.get('status') === 'pending')!
    expect(next.url.searchParams.get('limit')).toBe('9')
    expect(next.at - pressed).toBeGreaterThanOrEqual(450)

    // A search, accents and capitals aside: typing sends one request per section once it pauses, and
    // every keystroke lands (how long a keystroke waits is measured by npm run bench:web, not here).
    const typedFrom = asked.length
    await page.getByLabel('Buscar').pressSequentially('ILUMINACION', { delay: 40 })
    expect(await page.getByLabel('Buscar').inputValue()).toBe('ILUMINACION')
    await eventually(async () => {
      const titles = await cards(page, T.list.pendingSection).getByRole('heading').allTextContents()
      return titles.length === 12 && titles.every((t) => t.includes('Iluminación LED'))
    }).toBe(true)
    const searches = asked.slice(typedFrom).filter((a) => a.url.searchParams.has('q'))
    expect(searches.map((a) => a.url.searchParams.get('q'))).toEqual(['ILUMINACION', 'ILUMINACION'])
    expect(searches.every((a) => a.url.searchParams.get('limit') === '12' && a.url.searchParams.get('district') === 'Sur')).toBe(true)

    // Never the whole list: every request names a section and a page size.
    expect(asked.length).toBeGreaterThan(0)
    for (const { url } of asked) {
      expect(url.searchParams.get('status'), url.search).toMatch(/^(pending|approved)$/)
      expect(Number(url.searchParams.get('limit')), url.search).toBeLessThanOrEqual(21)
    }
  })
})
