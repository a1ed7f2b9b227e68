// The production rehearsal in a real browser: the production build against the Worker in its
// production configuration, with identity and Google on origins of their own (see
// scripts/lib/rehearsal.mjs). What a resident and an administrator do on the first day.
import type { Page } from 'playwright-core'
import { describe, expect, inject, test } from 'vitest'
import { ADMIN_TEXTS, AUTH_SCREEN_TEXTS, IDENTITY_TEXTS, SIGN_OUT_TEXTS, UI_PROPOSALS } from '../../copy'
import { api, confirmEmail, eventually, mailbox, openAdminFor, returningVisitorBrowser, signUp, toast, useBrowser } from '../harness'

const identity = inject('identityURL')
const google = inject('googleURL')
const admin = inject('rehearsalAdmin')

/** A presented proposal, sent as a visitor would (the Worker answers it in production mode). */
async function newProposal(title: string) {
  const form = new FormData()
  for (const [k, v] of Object.entries({
    title,
    description: 'Una propuesta del ensayo de producción con texto suficiente.',
    district: 'Centro',
    scope: 'Medio Ambiente',
    submitterName: 'Eva',
    submitterSurname: 'Ruiz',
    submitterPhone: '612345678',
    submitterEmail: 'eva@ensayo.test',
  }))
    form.set(k, v)
  const res = await api('/api/proposals', { method: 'POST', body: form })
  expect(res.status).toBe(201)
  return (await res.json()) as { id: number; title: string }
}

async function signInAs(page: Page, email: string, password: string) {
  await page.goto('/auth')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Contraseña', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Iniciar Sesión', exact: true }).click()
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'))
}

async function signOut(page: Page) {
  await page.goto('/profile')
  // The header and the profile both offer it now.
  await page.getByRole('button', { name: 'Cerrar sesión' }).first().click()
  await toast(page).getByText(SIGN_OUT_TEXTS.doneTitle).waitFor()
}

/** The page showing Google's (stand-in) account chooser, in this window or one beside it. */
const googleChooser = (page: Page) =>
  page
    .context()
    .pages()
    .find((p) => p.url().startsWith(`${google}/`))

/**
 * Continuar con Google: the account chooser on Google's (stand-in) origin, wherever the portal opens it
 * (this window or one beside it, as the old popup hand-off did), and back to the portal signed in.
 */
async function googleSignIn(page: Page, email: string, name: string) {
  // The auth screen only logs a failed Google sign-in (§2): keep those lines to say why it failed.
  const logged: string[] = []
  page.on('console', (msg) => void logged.push(msg.text()))
  await page.goto('/auth')
  await page.getByRole('button', { name: 'Continuar con Google' }).click()
  await eventually(() => googleChooser(page)?.url()).toMatch(`${google}/`)
  const chooser = googleChooser(page)!
  await chooser.getByLabel('Email').fill(email)
  await chooser.getByLabel('Nombre y apellidos').fill(name)
  await chooser.getByRole('button', { name: 'Continuar' }).click()
  await toast(page)
    .getByText(IDENTITY_TEXTS.welcomeTitle)
    .waitFor({ timeout: 15_000 })
    .catch((error: Error) => {
      throw new Error(`no sign-in after choosing the Google account; the page logged: ${JSON.stringify(logged)}\n${error.message}`)
    })
  await eventually(() => page.evaluate(() => localStorage.getItem('authSession') !== null)).toBe(true)
}

async function vote(page: Page, proposalId: number) {
  await page.goto(`/proposal/${proposalId}`)
  await page.getByRole('button', { name: 'Votar' }).click()
  await eventually(() => toast(page).textContent()).toContain(UI_PROPOSALS.vote.successTitle)
}

describe('ensayo de producción, escritorio (1280 px)', () => {
  const browser = returningVisitorBrowser()

  test('la página es la construcción de producción: sin proveedor local, identidad en otro origen', async () => {
    expect((await api('/__local/mailbox.json')).status).toBe(404)
    expect((await api('/identitytoolkit.googleapis.com/v1/accounts:signUp', { method: 'POST' })).status).toBe(404)
    const headers = (await api('/')).headers
    expect(headers.get('content-security-policy')).toContain(`connect-src 'self' ${identity}`)
  })

  test('registrarse, confirmar el email, cerrar e iniciar sesión, votar, cambiar el email y restablecer la contraseña', async () => {
    const { page } = browser
    const email = `residente-${Date.now()}@ensayo.test`
    const proposal = await newProposal(`Fuente en la plaza ${Date.now()}`)
    await signUp(page, { email, name: 'Elena', surname: 'Soto', phone: '612345670' }, identity)
    await confirmEmail(email, identity)

    await signOut(page)
    await signInAs(page, email, 'secreto-123')
    await vote(page, proposal.id)

    // A new sign-in address: a link goes to it; the address changes once it is opened.
    const newEmail = `elena-${Date.now()}@ensayo.test`
    await page.goto('/profile')
    await page.getByLabel('Email').fill(newEmail)
    await page.getByRole('button', { name: 'Guardar cambios' }).click()
    await eventually(() => toast(page).textContent()).toContain(newEmail)
    const change = (await mailbox(identity)).find((m) => m.email === newEmail && m.kind === 'VERIFY_AND_CHANGE_EMAIL')!
    await page.goto(/https?:\/\/\S+/.exec(change.body)![0])
    await page.getByText(`Email confirmado: ${newEmail}`).waitFor()

    // Forgotten password, from the sign-in screen, with the new address.
    await page.goto('/')
    await signOut(page)
    await page.goto('/auth')
    await page.getByLabel('Email').fill(newEmail)
    await page.getByRole('button', { name: AUTH_SCREEN_TEXTS.forgot }).click()
    await eventually(async () => (await mailbox(identity)).some((m) => m.email === newEmail && m.kind === 'PASSWORD_RESET')).toBe(true)
    const reset = (await mailbox(identity)).find((m) => m.email === newEmail && m.kind === 'PASSWORD_RESET')!
    await page.goto(/https?:\/\/\S+/.exec(reset.body)![0])
    await page.getByLabel(/Nueva contraseña/).fill('nueva-clave-456')
    await page.getByRole('button', { name: 'Guardar contraseña' }).click()
    await page.getByText('Contraseña cambiada').waitFor()
    await signInAs(page, newEmail, 'nueva-clave-456')
    await page.goto('/profile')
    await expect(page.getByLabel('Email').inputValue()).resolves.toBe(newEmail)
  })

  test('Continuar con Google en escritorio: el selector de Google (otro origen, con su COOP) devuelve la sesión', async () => {
    const { page } = browser
    await page.goto('/contact')
    await page.evaluate(() => localStorage.removeItem('authSession'))
    const proposal = await newProposal(`Árboles en la avenida ${Date.now()}`)
    await googleSignIn(page, `google-escritorio-${Date.now()}@ensayo.test`, 'Jorge Navas')
    // Google accounts come with the e-mail confirmed: the vote counts straight away.
    await vote(page, proposal.id)
    await browser.screenshot('ensayo-google-1280')
  })
})

describe('ensayo de producción, administración', () => {
  const browser = returningVisitorBrowser()

  test('moderación del administrador y cierre de sesión', async () => {
    const { page } = browser
    await page.goto('/contact')
    await page.evaluate(() => localStorage.removeItem('authSession'))
    const proposal = await newProposal(`Moderación en el ensayo ${Date.now()}`)
    await signInAs(page, admin.email, admin.password)
    await openAdminFor(page, proposal.title)
    await page.getByLabel(ADMIN_TEXTS.table.statusOf(proposal.title)).selectOption('approved')
    await eventually(() => toast(page).textContent()).toContain(ADMIN_TEXTS.proposalUpdated)
    await eventually(async () => ((await (await api(`/api/proposals/${proposal.id}`)).json()) as { status: string }).status).toBe(
      'approved',
    )
    await signOut(page)
    await page.goto('/admin')
    await page.waitForURL((url) => url.pathname !== '/admin')
  })
})

describe('ensayo de producción, PWA instalada en un móvil (390 px, ventana standalone)', () => {
  // Chromium's app window (--app=, as an installed PWA opens): display-mode standalone, one window.
  const browser = useBrowser({ viewport: { width: 390, height: 844 }, standalone: true })

  test('Continuar con Google en la app instalada', async () => {
    const { page } = browser
    const standalone = () => page.evaluate(() => matchMedia('(display-mode: standalone)').matches)
    await page.goto('/auth')
    expect(await standalone()).toBe(true)
    let popups = 0
    browser.context.on('page', () => popups++)
    const proposal = await newProposal(`Bancos en el parque ${Date.now()}`)
    await googleSignIn(page, `google-movil-${Date.now()}@ensayo.test`, 'Lucía Prado')
    // The whole sign-in happened in the app's one window, which is still the installed app's.
    expect(popups).toBe(0)
    expect(await standalone()).toBe(true)
    await vote(page, proposal.id)
    await browser.screenshot('ensayo-google-390-standalone')
  })
})
