// The resident's journey between screens: remembered votes, the toast's sign-in action and coming back
// to where one was after signing in (spec §2, §3, §4, §8).
import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { COOKIE_TEXTS, NEW_PROPOSAL_TEXTS, SHELL_TEXTS, UI_PROPOSALS } from '../copy'
import { api, baseURL, bearer, createProposal, demoAccount, eventually, signIn, toast, useBrowser } from './harness'

const T = UI_PROPOSALS

/** Each test starts as a visitor who has already answered the cookie dialog (one profile per file). */
async function asVisitor(page: Page) {
  await page.addInitScript(() => {
    if (!localStorage.getItem('cookieBannerShown')) localStorage.setItem('cookieBannerShown', 'true')
  })
  await page.goto('/contact')
  await page.evaluate(() => localStorage.removeItem('authSession'))
}

/** Fills the /auth form the page is on and submits it (no navigation first: the address matters). */
async function signInHere(page: Page, role: string) {
  const { email, password } = demoAccount(role)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Contraseña', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Iniciar Sesión', exact: true }).click()
  await page.waitForURL((url) => url.pathname !== '/auth')
}

const newPending = (title: string) =>
  createProposal(title, { description: 'Una propuesta creada por la prueba del recorrido del vecino.', district: 'Sur' })

async function voteByApi(id: number, role: string) {
  const res = await api(`/api/proposals/${id}/vote`, { method: 'POST', headers: await bearer(role) })
  expect(res.status).toBe(200)
}

async function setVoting(votingEnabled: boolean) {
  const res = await api('/api/system-config', {
    method: 'PATCH',
    headers: { ...(await bearer('admin')), 'content-type': 'application/json' },
    body: JSON.stringify({ votingEnabled }),
  })
  expect(res.status).toBe(200)
}

/** Runs `check` with the process closed, and opens it again whatever happens. */
async function whileClosed(check: () => Promise<void>) {
  await setVoting(false)
  try {
    await check()
  } finally {
    await setVoting(true)
  }
}

/**
 * Every vote-button state shown in this page since it loaded, in order of first appearance. Shown: the
 * server's drawing also holds the waiting button a device with a stored session would see, hidden here.
 */
async function watchVoteStates(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { voteStates: string[] }).voteStates = seen
    new MutationObserver(() => {
      for (const el of document.querySelectorAll('[data-vote-state]')) {
        const state = el.getAttribute('data-vote-state')!
        if (el.checkVisibility() && !seen.includes(state)) seen.push(state)
      }
    }).observe(document, { subtree: true, childList: true, attributes: true })
  })
}
const voteStatesSeen = (page: Page) => page.evaluate(() => (window as unknown as { voteStates: string[] }).voteStates)

describe('recorrido del vecino (escritorio)', () => {
  const browser = useBrowser()

  test('votos recordados: «Votada» en la lista, el diálogo y la página desde la primera pintura tras entrar', async () => {
    const { page } = browser
    await asVisitor(page)
    await watchVoteStates(page)
    const voted = await newPending(`Votada antes de entrar ${Date.now()}`)
    await voteByApi(voted.id, 'vecina')

    // From the page's own invitation to sign in, and straight back to it.
    await page.goto(`/proposal/${voted.id}`)
    await page.getByRole('link', { name: T.page.signInToVote }).click()
    await page.waitForURL((url) => url.pathname === '/auth')
    await signInHere(page, 'vecina')
    expect(new URL(page.url()).pathname).toBe(`/proposal/${voted.id}`)
    await page.getByText(T.vote.voted, { exact: true }).waitFor()
    // Nothing after sign-in offered 'Votar' (or waited to know): the votes came with the session.
    expect(await voteStatesSeen(page)).toEqual(['signedOut', 'voted'])

    await page.goto('/proposals')
    const card = page.getByRole('article').filter({ hasText: voted.title })
    await card.getByText(T.vote.voted, { exact: true }).waitFor()
    expect(await card.getByRole('button', { name: T.vote.button, exact: true }).count()).toBe(0)
    // On a phone the card's 'Votada' stays one word on one line ('Vot/ada' before).
    await page.setViewportSize({ width: 390, height: 844 })
    const lines = await card.getByText(T.vote.voted, { exact: true }).evaluate((note) => {
      const words = [...note.childNodes].find((n) => n.nodeType === Node.TEXT_NODE)!
      const range = document.createRange()
      range.selectNodeContents(words)
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size
    })
    expect(lines).toBe(1)
    await page.setViewportSize({ width: 1280, height: 800 })
    await card.getByRole('button', { name: T.card.open(voted.title) }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByText(T.vote.voted, { exact: true }).waitFor()
    expect(await dialog.getByRole('button', { name: T.vote.button, exact: true }).count()).toBe(0)
    await browser.axeCheck()
  })

  test('un voto dado en otra sesión llega como DUPLICATE_VOTE y el botón pasa a «Votada»', async () => {
    const { page } = browser
    await asVisitor(page)
    browser.ignoreConsoleErrors(/403/)
    const proposal = await newPending(`Votada en otro dispositivo ${Date.now()}`)
    await signIn(page, 'admin')
    await page.goto('/proposals')
    const card = page.getByRole('article').filter({ hasText: proposal.title })
    // 'Votar' ready to take the tap: the device knows her votes and this one is not among them.
    await eventually(() => card.getByRole('button', { name: T.vote.button, exact: true }).getAttribute('data-vote-state')).toBe('ready')

    // Meanwhile, the same person votes from another device.
    await voteByApi(proposal.id, 'admin')
    await card.getByRole('button', { name: T.vote.button, exact: true }).click()
    await eventually(() => toast(page).textContent()).toContain(T.vote.duplicate)
    await card.getByText(T.vote.voted, { exact: true }).waitFor()
    expect(await card.getByText('1 voto', { exact: true }).isVisible()).toBe(true)

    // Sign-out forgets them: a visitor sees 'Votar' again.
    await page.goto('/profile')
    await page.getByRole('main').getByRole('button', { name: 'Cerrar sesión' }).click()
    await page.getByRole('link', { name: 'Iniciar Sesión' }).first().waitFor()
    await page.goto('/proposals')
    await page.getByRole('article').filter({ hasText: proposal.title }).getByRole('button', { name: T.vote.button, exact: true }).waitFor()
  })

  test('el voto de un visitante invita a iniciar sesión y vuelve a la lista', async () => {
    const { page } = browser
    await asVisitor(page)
    const proposal = await newPending(`Invitación a votar ${Date.now()}`)
    await page.goto('/proposals')
    const card = page.getByRole('article').filter({ hasText: proposal.title })
    await card.getByRole('button', { name: T.vote.button, exact: true }).click()
    await eventually(() => toast(page).textContent()).toContain(T.vote.signInFirst)
    // The toast waits while the pointer is on it, so its action can be reached.
    await toast(page).hover()
    await browser.axeCheck()
    await toast(page).getByRole('button', { name: T.vote.signInAction }).click()
    await page.waitForURL((url) => url.pathname === '/auth')
    await signInHere(page, 'vecina')
    expect(new URL(page.url()).pathname).toBe('/proposals')
    await page.getByRole('article').filter({ hasText: proposal.title }).getByRole('button', { name: T.vote.button, exact: true }).click()
    await eventually(() => toast(page).textContent()).toContain(T.vote.successTitle)
  })

  test('una ruta protegida vuelve a sí misma tras entrar; una dirección ajena nunca se sigue', async () => {
    const { page } = browser
    await asVisitor(page)
    await page.goto('/profile')
    await page.waitForURL((url) => url.pathname === '/auth')
    await signInHere(page, 'vecina')
    expect(new URL(page.url()).pathname).toBe('/profile')
    await page.evaluate(() => localStorage.removeItem('authSession'))

    // The first through the form, the rest as a person already signed in: both read the same checked
    // address, and one account may sign in only 10 times a minute (LIMIT_SIGNIN_ACCOUNT).
    const [first, ...others] = [
      '//evil.example',
      'https://evil.example/',
      '/\\evil.example',
      '/.//evil.example/x',
      '/%2F%2Fevil.example',
      'javascript:alert(1)',
    ]
    const landsHome = () => {
      const url = new URL(page.url())
      expect(url.origin).toBe(new URL(baseURL).origin)
      expect(url.pathname).toBe('/')
    }
    await page.goto(`/auth?redirect=${encodeURIComponent(first)}`)
    await signInHere(page, 'vecina')
    landsHome()
    for (const evil of others) {
      await page.goto(`/auth?redirect=${encodeURIComponent(evil)}`)
      await page.waitForURL((url) => url.pathname !== '/auth')
      landsHome()
    }
  })
})

describe('proceso cerrado (escritorio)', () => {
  const browser = useBrowser()

  test('con las votaciones cerradas no hay botón que falle ni invitación a enviar; el formulario está desactivado', async () => {
    const { page } = browser
    await asVisitor(page)
    const proposal = await newPending(`Proceso cerrado ${Date.now()}`)
    await signIn(page, 'vecina')
    await whileClosed(async () => {
      await page.goto('/')
      await page.getByRole('main').getByText(SHELL_TEXTS.submissionsClosed).waitFor()
      const header = page.getByRole('banner')
      await header.getByText(SHELL_TEXTS.submissionsClosedShort).waitFor()
      expect(await page.getByRole('link', { name: SHELL_TEXTS.nav.submit }).count()).toBe(0)

      await page.goto('/proposals')
      const card = page.getByRole('article').filter({ hasText: proposal.title })
      await card.getByText(T.vote.closed, { exact: true }).waitFor()
      expect(await page.getByRole('button', { name: T.vote.button, exact: true }).count()).toBe(0)
      await card.getByRole('button', { name: T.card.open(proposal.title) }).click()
      await page.getByRole('dialog').getByText(T.vote.closed, { exact: true }).waitFor()
      await browser.axeCheck()
      await page.keyboard.press('Escape')

      await page.goto(`/proposal/${proposal.id}`)
      await page.getByText(T.vote.closed, { exact: true }).waitFor()
      expect(await page.getByRole('button', { name: T.vote.button, exact: true }).count()).toBe(0)

      await page.goto('/budget-terms')
      await page.getByRole('main').getByText(SHELL_TEXTS.submissionsClosed).waitFor()

      await page.goto('/proposals/new')
      await page.getByText(NEW_PROPOSAL_TEXTS.closedTitle).waitFor()
      await expect(page.getByLabel(NEW_PROPOSAL_TEXTS.fieldTitle).isDisabled()).resolves.toBe(true)
      await expect(page.getByLabel(NEW_PROPOSAL_TEXTS.fieldDescription).isDisabled()).resolves.toBe(true)
      await expect(page.getByRole('button', { name: NEW_PROPOSAL_TEXTS.submit }).isDisabled()).resolves.toBe(true)
      await browser.axeCheck()
    })
  })
})

describe('proceso cerrado (390 px)', () => {
  const browser = useBrowser({ viewport: { width: 390, height: 844 } })

  test('el menú del teléfono muestra el aviso de plazo cerrado en lugar de «Enviar propuesta»', async () => {
    const { page } = browser
    await asVisitor(page)
    await whileClosed(async () => {
      await page.goto('/')
      await page.getByRole('main').getByText(SHELL_TEXTS.submissionsClosed).waitFor()
      await page.getByRole('button', { name: SHELL_TEXTS.nav.openMenu }).click()
      const menu = page.getByRole('dialog')
      await menu.getByText(SHELL_TEXTS.submissionsClosed).waitFor()
      expect(await menu.getByRole('link', { name: SHELL_TEXTS.nav.submit }).count()).toBe(0)
      await browser.axeCheck()
    })
  })
})

describe('la lista en la dirección (escritorio)', () => {
  const browser = useBrowser()
  const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true })

  test('los filtros y las tarjetas cargadas viven en la dirección: Atrás los recupera y el enlace se comparte', async () => {
    const { page } = browser
    await asVisitor(page)
    await page.goto('/proposals')
    const pending = section(page, T.list.pendingSection).getByRole('article')
    await eventually(() => pending.count()).toBe(12)

    // 'Cargar más' sits under its own section's cards and adds them there; the address counts them.
    await section(page, T.list.pendingSection).getByRole('button', { name: T.list.loadMore }).click()
    await eventually(() => pending.count()).toBe(21)
    await eventually(() => new URL(page.url()).searchParams.get('shown')).toBe('21')

    // A filter goes back to the first page and is written into the address.
    await page.getByLabel(T.filters.district).selectOption('Centro')
    await page.getByLabel(T.filters.searchLabel).fill('parque')
    await eventually(() => Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ district: 'Centro', q: 'parque' })
    // The list filters a deferred copy of the filters: wait until three reads in a row, 200 ms apart, agree.
    const headings = () => page.getByRole('article').getByRole('heading').allTextContents()
    let listed: string[] = []
    let sameReads = 0
    await expect
      .poll(
        async () => {
          const now = await headings()
          sameReads = now.length > 0 && now.join('\n') === listed.join('\n') ? sameReads + 1 : 0
          listed = now
          return sameReads
        },
        { interval: 200, timeout: 15_000 },
      )
      .toBeGreaterThanOrEqual(2)

    // Into a proposal and Back: the same filters and the same cards.
    await page.getByRole('article').first().getByRole('button').first().click()
    await page.getByRole('link', { name: T.dialog.fullPage }).click()
    await page.waitForURL(/\/proposal\/\d+$/)
    await page.getByRole('heading', { name: T.page.lifeCycle }).waitFor()
    await page.goBack()
    await eventually(() => page.getByLabel(T.filters.searchLabel).inputValue()).toBe('parque')
    expect(await page.getByLabel(T.filters.district).inputValue()).toBe('Centro')
    await eventually(() => page.getByRole('article').getByRole('heading').allTextContents()).toEqual(listed)

    // A shared filtered list opens filtered; values that do not fit are ignored, not an error.
    const other = await browser.newPage()
    await other.goto('/proposals?status=approved&district=Sur&year=abc&shown=-4')
    await other.getByRole('region', { name: T.list.approvedSection, exact: true }).waitFor()
    expect(await other.getByRole('region', { name: T.list.pendingSection, exact: true }).count()).toBe(0)
    expect(await other.getByLabel(T.filters.district).inputValue()).toBe('Sur')
    expect(await other.getByLabel(T.filters.status).inputValue()).toBe('approved')
    expect(await other.getByLabel(T.filters.year).inputValue()).toBe('')
    await browser.axeCheck(other)
  })

  test('proyectos ejecutados: los filtros también se comparten por la dirección corta', async () => {
    const { page } = browser
    await asVisitor(page)
    await page.goto('/ejecutadas?district=Norte')
    await eventually(() => page.getByLabel(T.filters.district).inputValue()).toBe('Norte')
    await page.getByLabel(T.filters.district).selectOption('')
    await eventually(() => new URL(page.url()).search).toBe('')
  })
})

describe('propuesta rechazada (390 px)', () => {
  const browser = useBrowser({ viewport: { width: 390, height: 844 } })

  test('el ciclo de vida dice «Rechazada» con su fecha, sin pasos pendientes', async () => {
    const { page } = browser
    await asVisitor(page)
    const proposal = await newPending(`Rechazada con fecha ${Date.now()}`)
    const res = await api(`/api/proposals/${proposal.id}/status`, {
      method: 'PATCH',
      headers: { ...(await bearer('admin')), 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'rejected' }),
    })
    const { rejectedAt } = (await res.json()) as { rejectedAt: string }
    await page.goto(`/proposal/${proposal.id}`)
    const cycle = page.getByRole('region', { name: T.page.lifeCycle })
    await cycle.getByText(T.timeline.rejected, { exact: true }).waitFor()
    const day = new Intl.DateTimeFormat('es-ES', { dateStyle: 'long', timeZone: 'Europe/Madrid' }).format(new Date(rejectedAt))
    expect(await cycle.getByRole('listitem').allTextContents()).toEqual([
      expect.stringContaining('Presentada'),
      `✕${T.timeline.rejected}${day}`,
    ])
    expect(await page.getByText(T.timeline.pendingPriority).count()).toBe(0)
    expect(await page.getByText(T.timeline.pendingExecution).count()).toBe(0)
    await browser.axeCheck()
  })
})

describe('navegación (390 px)', () => {
  const browser = useBrowser({ viewport: { width: 390, height: 844 } })

  test('el menú del teléfono lleva a las listas y a los resultados, y permite cerrar sesión', async () => {
    const { page } = browser
    await asVisitor(page)
    await signIn(page, 'vecina')
    const menu = page.getByRole('dialog')
    for (const [name, path] of [
      [SHELL_TEXTS.nav.proposals, '/proposals'],
      [SHELL_TEXTS.nav.executed, '/proposals/executed'],
      [SHELL_TEXTS.nav.results, '/resultados'],
    ] as const) {
      await page.getByRole('button', { name: SHELL_TEXTS.nav.openMenu }).click()
      await menu.getByRole('link', { name, exact: true }).click()
      await page.waitForURL((url) => url.pathname === path)
      await menu.waitFor({ state: 'detached' })
    }
    await page.getByRole('button', { name: SHELL_TEXTS.nav.openMenu }).click()
    await browser.axeCheck()
    await menu.getByRole('button', { name: SHELL_TEXTS.nav.signOut }).click()
    await toast(page).getByText('Sesión cerrada').waitFor()
    await page.getByRole('button', { name: SHELL_TEXTS.nav.openMenu }).click()
    expect(await menu.getByRole('button', { name: SHELL_TEXTS.nav.signOut }).count()).toBe(0)
    await menu.getByRole('link', { name: SHELL_TEXTS.nav.signIn }).waitFor()
  })

  test('las páginas estáticas tienen la misma vuelta al inicio que las listas', async () => {
    const { page } = browser
    await asVisitor(page)
    for (const path of ['/legal-notices', '/contact', '/budget-terms', '/proposals']) {
      await page.goto(path)
      await page.getByRole('main').getByRole('link', { name: T.list.back }).click()
      await page.waitForURL((url) => url.pathname === '/')
    }
  })
})

describe('navegación (1280 px)', () => {
  const browser = useBrowser()

  test('la cabecera enlaza Propuestas, Proyectos Ejecutados y Resultados, marca la actual y cierra sesión', async () => {
    const { page } = browser
    await asVisitor(page)
    await signIn(page, 'admin')
    const nav = page.getByRole('banner').getByRole('navigation')
    await nav.getByRole('link', { name: SHELL_TEXTS.nav.executed, exact: true }).click()
    await page.waitForURL((url) => url.pathname === '/proposals/executed')
    expect(await nav.getByRole('link', { name: SHELL_TEXTS.nav.executed, exact: true }).getAttribute('aria-current')).toBe('page')
    expect(await nav.getByRole('link', { name: SHELL_TEXTS.nav.proposals, exact: true }).getAttribute('aria-current')).toBeNull()
    // Everything fits: no sideways scroll with every link an administrator gets.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280)
    await browser.axeCheck()
    await nav.getByRole('button', { name: SHELL_TEXTS.nav.signOut }).click()
    await toast(page).getByText('Sesión cerrada').waitFor()
    await nav.getByRole('link', { name: SHELL_TEXTS.nav.signIn }).waitFor()
  })
})

describe('enviar, formularios y foco (390 px)', () => {
  const browser = useBrowser({ viewport: { width: 390, height: 844 } })
  const N = NEW_PROPOSAL_TEXTS

  test('un envío fallido lleva el foco al primer campo mal; al enviar, una pantalla con el número y qué pasa ahora', async () => {
    const { page } = browser
    await asVisitor(page)
    await page.goto('/proposals/new')
    // What is done with the data is said beside the button, with the legal notice one tap away.
    const note = page.getByText(SHELL_TEXTS.dataUse.text)
    await note.waitFor()
    expect(await note.getByRole('link', { name: SHELL_TEXTS.dataUse.link }).getAttribute('href')).toBe('/legal-notices')
    await page.getByLabel(N.fieldTitle).fill('Una plaza con más sombra')
    await page.getByRole('button', { name: N.submit }).click()
    await eventually(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('description')

    const title = `Confirmación en pantalla ${Date.now()}`
    await page.getByLabel(N.fieldTitle).fill(title)
    await page.getByLabel(N.fieldDescription).fill('Plantar árboles y poner toldos en la plaza para el verano.')
    await page.getByLabel(N.submitterName).fill('Lucía')
    await page.getByLabel(N.submitterSurname).fill('Martín')
    await page.getByLabel(N.submitterPhone).fill('612345678')
    await page.getByLabel(N.submitterEmail).fill('lucia@example.com')
    await page.getByRole('button', { name: N.submit }).click()
    const heading = page.getByRole('heading', { level: 1, name: N.sent.title })
    await heading.waitFor()
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(N.sent.title)
    const list = (await (await api('/api/proposals?status=pending')).json()) as { id: number; title: string }[]
    const created = list.find((p) => p.title === title)!
    await page.getByText(N.sent.number(created.id, title)).waitFor()
    await page.getByRole('heading', { name: N.sent.nextTitle }).waitFor()
    await browser.axeCheck()
    await page.getByRole('link', { name: N.sent.seeIt }).click()
    await page.waitForURL((url) => url.pathname === `/proposal/${created.id}`)
  })

  test('registro: la nota sobre los datos junto al botón y el foco al primer campo mal', async () => {
    const { page } = browser
    await asVisitor(page)
    await page.goto('/auth')
    await page.getByRole('tab', { name: 'Registrarse' }).click()
    const panel = page.getByRole('tabpanel')
    await panel.getByText(SHELL_TEXTS.dataUse.text).waitFor()
    await panel.getByRole('button', { name: 'Crear cuenta' }).click()
    await eventually(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('email')
  })

  test('«Mis Propuestas» muestra la insignia de estado y la fecha de cada una', async () => {
    const { page } = browser
    await asVisitor(page)
    await signIn(page, 'vecina')
    await page.goto('/profile')
    await page.getByRole('tab', { name: /Mis Propuestas/ }).click()
    const items = page.getByRole('tabpanel').getByRole('listitem')
    await items.first().waitFor()
    const texts = await items.allTextContents()
    expect(texts.length).toBeGreaterThan(0)
    for (const text of texts) expect(text).toMatch(/Presentada|Priorizada|Ejecutada|Rechazada/)
    expect(texts.some((t) => / · \d{1,2} de \w+ de \d{4}/.test(t))).toBe(true)
  })

  test('salto al contenido, tarjeta entera que abre su diálogo y el foco vuelve a ella al cerrar', async () => {
    const { page } = browser
    await asVisitor(page)
    await page.goto('/proposals')
    await page.getByRole('article').first().waitFor()
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: SHELL_TEXTS.skipToContent })
    expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true)
    await page.keyboard.press('Enter')
    await eventually(() => page.evaluate(() => document.activeElement?.id)).toBe('contenido')

    // A tap on the description (not the title) opens the card too.
    const card = page.getByRole('article').first()
    const title = (await card.getByRole('heading').textContent())!
    await card.locator('p').first().scrollIntoViewIfNeeded()
    const description = (await card.locator('p').first().boundingBox())!
    await page.mouse.click(description.x + 10, description.y + description.height / 2)
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('heading', { name: title }).waitFor()
    await dialog.getByRole('button', { name: T.dialog.close }).click()
    await dialog.waitFor({ state: 'detached' })
    await eventually(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(T.card.open(title))
  })

  test('nada tapa nada: el aviso no cubre el botón del menú ni el de cookies tapa el pie', async () => {
    const { page } = browser
    await asVisitor(page)
    await page.goto('/proposals')
    await page.getByRole('article').first().getByRole('button', { name: T.vote.button, exact: true }).click()
    await toast(page).waitFor()
    const overlap = (a: { x: number; y: number; width: number; height: number } | null, b: typeof a) =>
      !!a && !!b && a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
    const menuButton = await page.getByRole('button', { name: SHELL_TEXTS.nav.openMenu }).boundingBox()
    expect(overlap(await toast(page).boundingBox(), menuButton)).toBe(false)
    const cookie = page.getByRole('button', { name: COOKIE_TEXTS.open })
    expect(overlap(await toast(page).boundingBox(), await cookie.boundingBox())).toBe(false)

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    for (const link of await page.getByRole('contentinfo').getByRole('link').all()) {
      expect(overlap(await link.boundingBox(), await cookie.boundingBox())).toBe(false)
    }
  })
})
