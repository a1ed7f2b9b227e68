// An outage of the identity service (Google's keys, the token service) is not a sign-out: the stored
// session stays, and the person is signed in again as soon as the service answers. An admin page that
// cannot check its visitor's permission is not opened meanwhile (§8).
import { beforeAll, expect, test } from 'vitest'
import { SHELL_TEXTS } from '../copy'
import { eventually, signIn, toast, useBrowser } from './harness'

const browser = useBrowser()
beforeAll(() => browser.context.addInitScript(() => localStorage.setItem('cookieBannerShown', 'true')))

/** Deletes the persisted query cache from a page that does not hold it open (robots.txt, same origin). */
async function forgetSavedQueries() {
  await browser.page.goto('/robots.txt')
  await browser.page.evaluate(
    () =>
      new Promise((resolve, reject) =>
        Object.assign(indexedDB.deleteDatabase('presupuestos-cache'), { onsuccess: resolve, onerror: reject, onblocked: reject }),
      ),
  )
}

const storedSession = () => browser.page.evaluate(() => localStorage.getItem('authSession'))

test('un 503 o un fallo de red al comprobar la sesión no la cierra', async () => {
  const { page } = browser
  browser.ignoreConsoleErrors(/status of 503|Failed to load resource|ERR_FAILED/)
  await signIn(page, 'vecina')
  await page.getByRole('link', { name: 'Mi Perfil' }).waitFor()
  const before = await storedSession()
  expect(before).toBeTruthy()

  // The Worker cannot fetch Google's keys: every signed-in call answers 503 IDENTITY_UNAVAILABLE.
  let refused = 0
  await page.route('**/api/user', (route) => {
    refused++
    return route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'IDENTITY_UNAVAILABLE', message: 'No podemos comprobar tu sesión en este momento.' }),
    })
  })
  // Without the saved copy of the user record, the app has to ask the Worker.
  await forgetSavedQueries()
  await page.goto('/')
  await eventually(() => refused).toBeGreaterThan(1)
  expect(await storedSession()).toBe(before)
  // Then the network itself fails.
  await page.unroute('**/api/user')
  await page.route('**/api/user', (route) => route.abort('failed'))
  await forgetSavedQueries()
  await page.goto('/')
  await eventually(storedSession).toBe(before)

  // The service is back: the same session is signed in without typing anything.
  await page.unroute('**/api/user')
  await page.reload()
  await page.getByRole('link', { name: 'Mi Perfil' }).waitFor()
  expect(await storedSession()).toBe(before)
})

test('un 503 del servicio de tokens al renovar no cierra la sesión; un rechazo (400) sí', async () => {
  const { page } = browser
  browser.ignoreConsoleErrors(/status of 503|status of 400|Failed to load resource/)
  await page.goto('/')
  await page.evaluate(() => localStorage.removeItem('authSession'))
  await signIn(page, 'vecina')
  await page.getByRole('link', { name: 'Mi Perfil' }).waitFor()
  // One stand-in for the token service for the whole test, so no refresh slips through to the real one
  // between its two answers: first an outage (503), then a refusal (400).
  let refreshes = 0
  let answer = { status: 503, message: 'UNAVAILABLE' }
  await page.route('**/securetoken.googleapis.com/**', (route) => {
    refreshes++
    return route.fulfill({
      status: answer.status,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: answer.status, message: answer.message } }),
    })
  })
  // Make the stored token look about to expire, so that the next call refreshes it first.
  await page.evaluate(() => {
    const session = JSON.parse(localStorage.getItem('authSession')!)
    localStorage.setItem('authSession', JSON.stringify({ ...session, expiresAt: Date.now() + 1000 }))
  })
  await page.reload()
  await eventually(() => refreshes).toBeGreaterThan(0)
  expect(await storedSession()).toBeTruthy()

  answer = { status: 400, message: 'TOKEN_EXPIRED' }
  await page.reload()
  await eventually(storedSession).toBeNull()
})

test('sin poder comprobar los permisos, /admin vuelve a la portada con el aviso y la sesión sigue', async () => {
  const { page } = browser
  browser.ignoreConsoleErrors(/status of 503|Failed to load resource/)
  await page.goto('/')
  await page.evaluate(() => localStorage.removeItem('authSession'))
  await signIn(page, 'admin')
  await page.getByRole('link', { name: 'Panel de Admin' }).waitFor()
  const before = await storedSession()
  await page.route('**/api/user', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'IDENTITY_UNAVAILABLE', message: 'No podemos comprobar tu sesión en este momento.' }),
    }),
  )
  await forgetSavedQueries()
  await page.goto('/admin')
  // The check is retried three times before it counts as failed.
  await page.waitForURL((url) => url.pathname === '/', { timeout: 20_000 })
  await expect(toast(page).textContent()).resolves.toContain(SHELL_TEXTS.admin.checkFailed)
  expect(await storedSession()).toBe(before)
  await page.unroute('**/api/user')
})
