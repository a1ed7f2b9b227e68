// Following a prioritised proposal's execution in a real browser: the administrator publishes milestones
// (with a photo) from 'Acciones' at 1,280 px, and a resident reads the story on the proposal's page at
// 390 px, with JavaScript and without it, axe clean.
import { join } from 'node:path'
import { chromium, type Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { formatEuros } from '../domain/money'
import { FOLLOW_UP_TEXTS as F, UI_PROPOSALS } from '../copy'
import { ROOT } from '../scripts/lib/local-server.mjs'
import {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  api,
  baseURL,
  bearer,
  createProposal,
  eventually,
  openAdminFor,
  rowAction,
  signedInBrowser,
  toast,
  returningVisitorBrowser,
} from './harness'

const PHOTO = join(ROOT, 'scripts', 'demo-data', 'photos', 'pista-deportiva.jpg')

type Detail = {
  status: string
  progress: number | null
  phase: string | null
  milestones: { phase: string; progress: number; photoThumb: string | null }[]
}
const detail = async (id: number) => (await (await api(`/api/proposals/${id}`)).json()) as Detail

/** A page at 390 px in a browser of its own with JavaScript off (and no service worker): the server's HTML alone. */
async function withoutJavaScript(read: (page: Page) => Promise<void>) {
  const noScript = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  try {
    const context = await noScript.newContext({
      baseURL,
      javaScriptEnabled: false,
      serviceWorkers: 'block',
      viewport: { width: 390, height: 844 },
    })
    await read(await context.newPage())
  } finally {
    await noScript.close()
  }
}

/** A fresh proposal, prioritised by the administrator through the API. */
async function prioritised(title: string) {
  const { id } = await createProposal(title, {
    description: 'Propuesta creada por la prueba del seguimiento de la ejecución.',
    district: 'Este',
  })
  const res = await api(`/api/proposals/${id}/status`, {
    method: 'PATCH',
    headers: { ...(await bearer('admin')), 'content-type': 'application/json' },
    body: JSON.stringify({ status: 'approved' }),
  })
  expect(res.status).toBe(200)
  return id
}

describe('administración, 1280 px', () => {
  const browser = signedInBrowser('admin')

  test('publica un hito con foto y, al llegar al 100 %, marca la propuesta como Ejecutada', async () => {
    const { page } = browser
    const title = 'Pista de petanca con bancos (prueba de hitos)'
    const id = await prioritised(title)
    await openAdminFor(page, title)
    await rowAction(page, title, F.menuAction)
    const dialog = page.getByRole('dialog', { name: F.dialogTitle(title) })
    await dialog.getByText(F.noMilestones).waitFor()

    await dialog.getByLabel(F.phase).selectOption('En obras')
    await dialog.getByLabel(F.progress).fill('40')
    await dialog.getByLabel(F.text).fill('Empiezan las obras: vallado y movimiento de tierras.')
    await dialog.getByLabel(F.photo).setInputFiles(PHOTO)
    await browser.axeCheck()
    await dialog.getByRole('button', { name: F.publish }).click()
    await eventually(() => toast(page).textContent()).toContain(F.published)
    await dialog.getByText('Empiezan las obras: vallado y movimiento de tierras.').waitFor()

    const saved = await detail(id)
    expect(saved).toMatchObject({ progress: 40, phase: 'En obras' })
    expect(saved.milestones[0].photoThumb).toMatch(/^\/api\/media\//)
    expect((await api(String(saved.milestones[0].photoThumb))).headers.get('content-type')).toBe('image/jpeg')

    // Going back without a reason is refused beside the field; nothing is published.
    browser.ignoreConsoleErrors(/status of 400/)
    await dialog.getByLabel(F.phase).selectOption('En obras')
    await dialog.getByLabel(F.progress).fill('20')
    await dialog.getByLabel(F.text).fill('Se retira parte del vallado.')
    await dialog.getByRole('button', { name: F.publish }).click()
    await dialog.getByText(/sin un motivo/).waitFor()
    expect((await detail(id)).milestones).toHaveLength(1)

    await dialog.getByLabel(F.phase).selectOption('Finalizada')
    await dialog.getByLabel(F.progress).fill('100')
    await dialog.getByLabel(F.text).fill('Obra terminada y abierta al público.')
    await dialog.getByRole('button', { name: F.publish }).click()
    const offer = page.getByRole('dialog', { name: F.executedTitle })
    await offer.getByRole('button', { name: F.executedConfirm }).click()
    await eventually(async () => (await detail(id)).status).toBe('executed')
    await browser.screenshot('seguimiento-admin-1280')
  })
})

describe('la página de la propuesta cuenta la historia, 390 px', () => {
  const browser = returningVisitorBrowser({ viewport: { width: 390, height: 844 } })

  test('Presentada → Priorizada → cada hito con su foto → Ejecutada, con la barra de avance; también sin JavaScript', async () => {
    const id = await prioritised('Fuente nueva en la plaza del Este (prueba de la historia)')
    const form = new FormData()
    for (const [k, v] of Object.entries({
      date: new Date().toISOString().slice(0, 10),
      phase: 'Adjudicada',
      text: 'Obra adjudicada a una empresa local.',
      progress: '35',
    }))
      form.set(k, v)
    const { readFile } = await import('node:fs/promises')
    form.set('photo', new Blob([await readFile(PHOTO)], { type: 'image/jpeg' }), 'foto.jpg')
    const res = await api(`/api/proposals/${id}/milestones`, { method: 'POST', headers: await bearer('admin'), body: form })
    expect(res.status).toBe(201)

    const { page } = browser
    await page.goto(`/proposal/${id}`)
    const cycle = page.getByRole('region', { name: UI_PROPOSALS.page.lifeCycle })
    const steps = cycle.getByRole('listitem')
    await expect(steps.allInnerTexts()).resolves.toEqual([
      expect.stringContaining('Presentada'),
      expect.stringContaining('Priorizada'),
      expect.stringMatching(/Adjudicada · 35 %[\s\S]*Obra adjudicada a una empresa local\./),
      expect.stringContaining('Pendiente de ejecución'),
    ])
    await expect(cycle.getByRole('progressbar', { name: F.progressLabel(35) }).getAttribute('value')).resolves.toBe('35')
    await cycle.getByRole('img', { name: /Foto del hito «Adjudicada»/ }).waitFor()
    await browser.axeCheck()
    await browser.screenshot('seguimiento-propuesta-390')

    await withoutJavaScript(async (bare) => {
      await bare.goto(`/proposal/${id}`)
      const bareCycle = bare.getByRole('region', { name: UI_PROPOSALS.page.lifeCycle })
      await expect(bareCycle.getByText('Obra adjudicada a una empresa local.').isVisible()).resolves.toBe(true)
      await expect(bareCycle.getByRole('progressbar', { name: F.progressLabel(35) }).isVisible()).resolves.toBe(true)
    })
  })
})

type YearFigures = {
  year: number
  totals: { executed: number; proposals: number; final: number }
  proposals: { status: string; finalCost: number | null; district: string }[]
}

describe('/seguimiento, 390 px', () => {
  const browser = returningVisitorBrowser({ viewport: { width: 390, height: 844 } })

  test('un año elegido: dinero y fases por partida, las propuestas con su barra, filtros por distrito y fase; también sin JavaScript', async () => {
    const { page } = browser
    await page.goto('/seguimiento?year=2025')
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(F.title)
    const table = page.getByRole('table', { name: F.headingsCaption(2025) })
    await expect(table.getByRole('row', { name: /^Centro/ }).textContent()).resolves.toMatch(/Centro/)
    const cards = page.locator('section[aria-labelledby="seguimiento-propuestas"] li')
    const all = await cards.count()
    expect(all).toBeGreaterThan(3)
    await expect(page.getByRole('progressbar').first().isVisible()).resolves.toBe(true)
    await browser.axeCheck()

    await page.getByLabel(F.district, { exact: true }).selectOption('Este')
    await page.waitForURL(/district=Este/)
    await eventually(() => cards.count()).toBeLessThan(all)
    await expect(cards.first().textContent()).resolves.toContain('Este')
    await browser.screenshot('seguimiento-390')

    await withoutJavaScript(async (bare) => {
      expect((await bare.goto('/seguimiento?year=2025'))?.status()).toBe(200)
      await bare.getByLabel(F.phaseFilter, { exact: true }).selectOption('En licitación')
      await bare.getByRole('button', { name: F.apply }).click()
      await bare.waitForURL(/phase=En\+licitaci/)
      const bareCards = bare.locator('section[aria-labelledby="seguimiento-propuestas"] li')
      expect(await bareCards.count()).toBeGreaterThan(0)
      for (const text of await bareCards.allTextContents()) expect(text).toContain('En licitación')
    })
  })

  test('el canal Atom se lee como Atom: una entrada por hito', async () => {
    const { page } = browser
    const res = await api('/seguimiento/feed.atom')
    expect(res.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8')
    const xml = await res.text()
    await page.goto('/seguimiento')
    const feed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml')
      const atom = 'http://www.w3.org/2005/Atom'
      const entries = [...doc.getElementsByTagNameNS(atom, 'entry')]
      return {
        error: doc.getElementsByTagName('parsererror').length,
        root: `${doc.documentElement.namespaceURI} ${doc.documentElement.localName}`,
        title: doc.documentElement.getElementsByTagNameNS(atom, 'title')[0]?.textContent,
        entries: entries.length,
        complete: entries.every((e) => ['id', 'title', 'updated', 'link'].every((tag) => e.getElementsByTagNameNS(atom, tag).length === 1)),
        ids: new Set(entries.map((e) => e.getElementsByTagNameNS(atom, 'id')[0].textContent)).size,
      }
    }, xml)
    const milestones = (
      await Promise.all(
        ((await (await api('/api/proposals')).json()) as { id: number; status: string }[])
          .filter((p) => p.status === 'approved' || p.status === 'executed')
          .map(async (p) => (await detail(p.id)).milestones.length),
      )
    ).reduce((a, b) => a + b, 0)
    expect(feed).toEqual({
      error: 0,
      root: 'http://www.w3.org/2005/Atom feed',
      title: F.feedTitle,
      entries: milestones,
      complete: true,
      ids: milestones,
    })
  })

  test('la portada, «Proyectos Ejecutados» y los datos abiertos dicen las mismas cifras', async () => {
    const years = (await (await api('/api/open-data/accountability.json')).json()) as YearFigures[]
    const executed = years.flatMap((y) => y.proposals).filter((p) => p.status === 'executed')
    const finalCost = executed.reduce((sum, p) => sum + (p.finalCost ?? 0), 0)
    expect(years.reduce((sum, y) => sum + y.totals.executed, 0)).toBe(executed.length)
    // 'Coste final' is what the executed works cost, every year together.
    expect(years.reduce((sum, y) => sum + y.totals.final, 0)).toBe(finalCost)
    const impact = (await (await api('/api/accountability/impact')).json()) as { executed: number; finalCost: number }
    expect(impact).toMatchObject({ executed: executed.length, finalCost })
    const { page } = browser
    const words = `${executed.length} proyectos ejecutados, con un coste final de ${formatEuros(finalCost)}`
    for (const address of ['/', '/proposals/executed']) {
      await page.goto(address)
      await expect(page.getByTestId('impact').textContent()).resolves.toContain(words)
    }
  })
})
