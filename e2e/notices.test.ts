// Notices ('Avisos') in the browser: the header badge and /avisos, following, the anonymous opt-in box,
// e-mail notices turned on in 'Mi Perfil', and the service worker showing a Web Push message.
import { describe, expect, test } from 'vitest'
import { NOTICE_TEXTS } from '../copy'
import { api, bearer, createProposal, eventually, signedInBrowser, toast, useBrowser } from './harness'

const adminSets = async (id: number, status: string) => {
  const res = await api(`/api/proposals/${id}/status`, {
    method: 'PATCH',
    headers: { ...(await bearer('admin')), 'content-type': 'application/json' },
    body: JSON.stringify({ status }),
  })
  expect(res.status).toBe(200)
}
interface Mail {
  email: string
  kind: string
  subject: string
  body: string
  headers: Record<string, string>
}
const mailsTo = async (address: string, kind = 'NOTICE') =>
  ((await (await api('/__local/mailbox.json')).json()) as Mail[]).filter((m) => m.email === address && m.kind === kind)

describe('avisos de una persona con cuenta', () => {
  const browser = signedInBrowser('vecina')

  test('el enlace Avisos cuenta los no leídos y /avisos los muestra y los marca como leídos', async () => {
    const { page } = browser
    const mine = await createProposal(`Fuente en el parque ${Date.now()}`, {
      description: 'Una fuente de agua potable junto a los columpios del parque.',
      district: 'Sur',
    })
    await page.goto('/')
    const link = page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: /^Avisos/ })
    const unread = async () => {
      const name = (await link.getAttribute('aria-label')) ?? ''
      return name === 'Avisos, ninguno sin leer' ? 0 : Number(/Avisos, (\d+) sin leer/.exec(name)?.[1])
    }
    // Other tests may have left notices for her: count from her own answer, not from a badge still loading.
    const before = ((await (await api('/api/notifications', { headers: await bearer('vecina') })).json()) as { unread: number }).unread
    await adminSets(mine.id, 'approved')
    await page.reload()
    await eventually(unread).toBe(before + 1)
    await expect(link.textContent()).resolves.toContain(String(before + 1))

    await link.click()
    await page.getByRole('heading', { level: 1, name: 'Avisos' }).waitFor()
    const item = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: mine.title }) })
    await expect(item.textContent()).resolves.toContain('Ahora está: Priorizada')
    await expect(item.getByText('Nuevo').count()).resolves.toBe(1)
    await eventually(unread).toBe(0)
    await browser.axeCheck()
    await browser.screenshot('avisos-1280')

    await item.getByRole('link', { name: mine.title }).click()
    await page.waitForURL(`**/proposal/${mine.id}`)
  })

  test('Seguir y Dejar de seguir desde la página de una propuesta', async () => {
    const { page } = browser
    const mine = await createProposal(`Bancos a la sombra ${Date.now()}`, {
      description: 'Bancos bajo los árboles de la avenida para descansar.',
      district: 'Este',
    })
    await page.goto(`/proposal/${mine.id}`)
    // The author follows her proposal from the start.
    const unfollow = page.getByRole('button', { name: `Dejar de seguir la propuesta «${mine.title}»` })
    await unfollow.click()
    await expect(toast(page).textContent()).resolves.toContain('Ya no recibirás avisos de esta propuesta.')
    await page.getByRole('button', { name: `Seguir la propuesta «${mine.title}»` }).click()
    await unfollow.waitFor()
    const follows = await (await api('/api/user/follows', { headers: await bearer('vecina') })).json()
    expect((follows as { proposalIds: number[] }).proposalIds).toContain(mine.id)
    await browser.axeCheck()
  })

  test('activar los avisos por e-mail en Mi Perfil', async () => {
    const { page } = browser
    // Until her stored choice arrives there is no box to click (it would be a guess drawn as 'off'),
    // only a loading status; then the box appears with what the server holds.
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    const settingsUrl = '**/api/user/notification-settings'
    await page.route(settingsUrl, async (route) => {
      if (route.request().method() === 'GET') await held
      await route.fallback()
    })
    await page.goto('/profile')
    const box = page.getByRole('checkbox', { name: 'Recibir por e-mail los avisos de las propuestas que sigo' })
    await page.getByRole('status').getByText(NOTICE_TEXTS.settingsLoading).waitFor({ state: 'attached' })
    await expect(box.count()).resolves.toBe(0)
    release()
    await box.waitFor()
    await page.unroute(settingsUrl)
    await expect(box.isChecked()).resolves.toBe(false)
    await box.check()
    await expect(toast(page).textContent()).resolves.toContain('Preferencias de avisos guardadas')
    const settings = await (await api('/api/user/notification-settings', { headers: await bearer('vecina') })).json()
    expect(settings).toMatchObject({ email: true })
    await page.reload()
    await eventually(() =>
      page.getByRole('checkbox', { name: 'Recibir por e-mail los avisos de las propuestas que sigo' }).isChecked(),
    ).toBe(true)

    // The next change of one of her proposals reaches her mailbox.
    const mine = await createProposal(`Carril bici ${Date.now()}`, {
      description: 'Un carril bici que una el barrio con el centro de salud.',
      district: 'Norte',
    })
    await adminSets(mine.id, 'rejected')
    await eventually(async () =>
      (await mailsTo('vecina@presupuestos.test')).some((m) => m.subject.includes(mine.title) && m.subject.endsWith('Rechazada')),
    ).toBe(true)
    await browser.axeCheck()
  })
})

describe('avisos sin cuenta y en el dispositivo', () => {
  const browser = useBrowser({ viewport: { width: 390, height: 844 } })

  test('la casilla del formulario anónimo está sin marcar y, marcada, pide confirmar la dirección antes de traer el aviso por e-mail', async () => {
    const { page } = browser
    await page.addInitScript(() => localStorage.setItem('cookieBannerShown', 'true'))
    const address = `vecino-${Date.now()}@example.test`
    const title = `Papeleras en la plaza ${Date.now()}`
    await page.goto('/proposals/new')
    const box = page.getByRole('checkbox', { name: 'Quiero recibir por e-mail los avisos sobre esta propuesta' })
    await expect(box.isChecked()).resolves.toBe(false)
    await page.getByLabel('Título').fill(title)
    await page.getByLabel('Descripción').fill('Más papeleras alrededor de la plaza, que se llenan los fines de semana.')
    await page.getByLabel('Nombre').fill('Tomás')
    await page.getByLabel('Apellidos').fill('Ruiz')
    await page.getByLabel('Teléfono').fill('600111222')
    await page.getByLabel('Email').fill(address)
    await box.check()
    await browser.axeCheck()
    await page.getByRole('button', { name: 'Enviar propuesta' }).last().click()
    await page.getByText(NOTICE_TEXTS.optInSent(address)).waitFor()
    const sent = async () => (await (await api(`/api/proposals?q=${encodeURIComponent(title)}`)).json()) as { id: number }[]
    await eventually(async () => (await sent()).length).toBe(1)
    const [id] = (await sent()).map((p) => p.id)

    // The address hears nothing until its holder confirms it (worker/notices/opt-in-confirmation.test.ts).
    const [confirmation] = await mailsTo(address, 'NOTICE_CONFIRM')
    expect(confirmation.subject).toBe(`Confirma los avisos de la propuesta «${title}»`)
    await page.goto(/https?:\/\/\S+\/api\/notifications\/confirm\/[0-9a-f]{64}/.exec(confirmation.body)![0])
    await page.getByRole('heading', { level: 1, name: 'Confirmar los avisos por e-mail' }).waitFor()
    await browser.axeCheck()
    await page.getByRole('button', { name: 'Confirmar los avisos' }).click()
    await page.getByText(`Listo: te avisaremos por e-mail cuando cambie la propuesta «${title}».`).waitFor()

    await adminSets(id, 'executed')
    await eventually(async () => (await mailsTo(address)).length).toBe(1)
    const [mail] = await mailsTo(address)
    expect(mail.subject).toBe(`Novedades de la propuesta «${title}»: Ejecutada`)
    expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')

    // The unsubscribe page works from a browser, without script.
    await page.goto(/<(.+)>/.exec(mail.headers['List-Unsubscribe'])![1])
    await page.getByRole('button', { name: 'Darme de baja' }).click()
    await page.getByText('Listo: no te enviaremos más avisos por e-mail a esta dirección.').waitFor()
  })

  test('el service worker muestra el mensaje push con el enlace a la propuesta', async () => {
    const { page, context } = browser
    await context.grantPermissions(['notifications'])
    await page.goto('/')
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 })
    const cdp = await context.newCDPSession(page)
    const registration = new Promise<{ registrationId: string; scopeURL: string }>((resolve) =>
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const active = registrations.find((r: { isDeleted: boolean }) => !r.isDeleted)
        if (active) resolve(active)
      }),
    )
    await cdp.send('ServiceWorker.enable')
    const { registrationId, scopeURL } = await registration
    const message = { title: 'Propuesta priorizada', body: '«Fuente en el parque» ahora está: Priorizada.', url: '/proposal/7' }
    const shown = () =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          data: n.data as unknown,
        })),
      )
    // A push that arrives while the worker is still starting up is delivered again, as a push service would;
    // the notification's tag (its URL) keeps it to one on screen.
    await eventually(async () => {
      await cdp.send('ServiceWorker.deliverPushMessage', {
        origin: new URL(scopeURL).origin,
        registrationId,
        data: JSON.stringify(message),
      })
      return shown()
    }).toEqual([{ title: message.title, body: message.body, data: { url: '/proposal/7' } }])
  })
})
