// An administrator sees the identities moderation blocked and unblocks one, on a phone, by the panel's
// users tab; the person then signs in again as a new account.
import { expect, test } from 'vitest'
import { ADMIN_TEXTS, HISTORY_TEXTS } from '../copy'
import { api, bearer, eventually, signedInBrowser, toast } from './harness'

const T = ADMIN_TEXTS.users
const browser = signedInBrowser('admin', { viewport: { width: 390, height: 844 } })

/** A resident who registers with the local provider, signs in once, and is deleted by moderation. */
async function blockedResident() {
  const email = `bloqueada-${Date.now()}@example.test`
  const signUp = await api('/identitytoolkit.googleapis.com/v1/accounts:signUp?key=local', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'secreto-123', returnSecureToken: true }),
  })
  const { idToken } = (await signUp.json()) as { idToken: string }
  const me = (await (await api('/api/user', { headers: { Authorization: `Bearer ${idToken}` } })).json()) as {
    id: number
    username: string
  }
  const deleted = await api(`/api/users/${me.id}`, { method: 'DELETE', headers: await bearer('admin') })
  expect(deleted.status).toBe(200)
  return { email, idToken, username: me.username }
}

test('ver las identidades bloqueadas y desbloquear una a 390 px, con su entrada en el historial', async () => {
  const { page } = browser
  const person = await blockedResident()
  const signedIn = async () => (await api('/api/user', { headers: { Authorization: `Bearer ${person.idToken}` } })).status
  expect(await signedIn()).toBe(403)

  await page.goto('/admin')
  await page.getByRole('tab', { name: ADMIN_TEXTS.tabs.users }).click()
  const section = page.getByRole('region', { name: T.blockedTitle })
  const item = section.getByRole('listitem').filter({ hasText: person.username })
  await item.waitFor()
  await expect(item.textContent()).resolves.toContain(person.email)
  await browser.axeCheck()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

  // Keyboard alone: the button, the dialog's confirmation.
  await item.getByRole('button', { name: T.unblockOf(person.username) }).focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: T.unblockTitle })
  await dialog.getByText(T.unblockText(person.username)).waitFor()
  await browser.axeCheck()
  await dialog.getByRole('button', { name: T.unblock }).click()
  await expect(toast(page).textContent()).resolves.toContain(ADMIN_TEXTS.unblocked)
  await eventually(() => item.count()).toBe(0)
  await browser.screenshot('identidades-bloqueadas-390')

  await eventually(signedIn).toBe(200)
  const history = (await (await api('/api/admin/history?action=user.unblock', { headers: await bearer('admin') })).json()) as {
    items: { action: string }[]
  }
  expect(history.items.length).toBeGreaterThan(0)
  expect(HISTORY_TEXTS.actions['user.unblock']).toBe('Identidad desbloqueada')
})
