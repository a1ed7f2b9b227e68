// One person, one vote: a new password account confirms its e-mail before voting. The registration says
// so, and the vote button says it before any vote is sent (no refused request) and sends the mail again.
import { beforeAll, expect, test } from 'vitest'
import { AUTH_SCREEN_TEXTS, UI_PROPOSALS as T } from '../copy'
import { confirmEmail, createProposal, eventually, mailbox, signUp, toast, useBrowser } from './harness'

const browser = useBrowser({ viewport: { width: 390, height: 844 } })
beforeAll(() => browser.context.addInitScript(() => localStorage.setItem('cookieBannerShown', 'true')))

test('registrarse envía el correo de confirmación y lo dice; sin confirmar, Votar lo explica antes de votar y lo reenvía; confirmado, vota', async () => {
  const { page } = browser
  // No refused vote: a 403 in the console fails the test.
  const proposal = await createProposal(`Bancos a la sombra ${Date.now()}`, {
    description: 'Bancos bajo los árboles del paseo para descansar en verano.',
    district: 'Norte',
  })
  const email = `confirma-${Date.now()}@presupuestos.test`
  await signUp(page, { email, name: 'Rosa', surname: 'Vidal', phone: '612345679' })
  await eventually(() => toast(page).textContent()).toContain(AUTH_SCREEN_TEXTS.registeredText(email))
  expect((await mailbox()).filter((m) => m.email === email && m.kind === 'VERIFY_EMAIL')).toHaveLength(1)
  const [first] = await mailbox()
  expect(first).toMatchObject({
    email,
    kind: 'VERIFY_EMAIL',
    subject: 'Confirma tu email del Presupuesto Participativo',
    oobCode: expect.any(String),
    createdAt: expect.any(String),
  })

  await page.goto(`/proposal/${proposal.id}`)
  // Said before anything is pressed; pressing says it again and sends nothing.
  const status = page.getByRole('status').filter({ hasText: T.vote.unconfirmed })
  await status.waitFor()
  await page.getByRole('button', { name: 'Votar' }).click()
  await eventually(() => toast(page).textContent()).toContain(T.vote.unconfirmedTitle)
  await expect(page.getByText('Votada', { exact: true }).count()).resolves.toBe(0)
  await browser.axeCheck()
  await browser.screenshot('votar-sin-confirmar-390')
  await status.getByRole('button', { name: T.vote.resend }).click()
  await eventually(() => toast(page).textContent()).toContain(T.vote.resent(email))
  expect((await mailbox()).filter((m) => m.email === email && m.kind === 'VERIFY_EMAIL')).toHaveLength(2)

  // The person opens the link in their inbox, comes back and presses Votar again: it counts.
  await confirmEmail(email)
  await page.getByRole('button', { name: 'Votar' }).click()
  await eventually(() => toast(page).textContent()).toContain(T.vote.successTitle)
  await page.getByText('Votada', { exact: true }).waitFor()
})
