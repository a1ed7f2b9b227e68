// One person, one vote: a new password account confirms its e-mail before voting; the vote button says
// why it did not count and sends the confirmation again.
import { beforeAll, expect, test } from 'vitest'
import { UI_PROPOSALS as T } from '../domain/texts'
import { confirmEmail, createProposal, eventually, mailbox, signUp, toast, useBrowser } from './harness'

const browser = useBrowser({ viewport: { width: 390, height: 844 } })
beforeAll(() => browser.context.addInitScript(() => localStorage.setItem('cookieBannerShown', 'true')))

test('registrarse envía el correo de confirmación; sin confirmar, Votar lo explica y lo reenvía; confirmado, vota', async () => {
  const { page } = browser
  // The refused vote is a 403 the browser logs by itself.
  browser.ignoreConsoleErrors(/status of 403/)
  const proposal = await createProposal(`Bancos a la sombra ${Date.now()}`, {
    description: 'Bancos bajo los árboles del paseo para descansar en verano.',
    district: 'Norte',
  })
  const email = `confirma-${Date.now()}@presupuestos.test`
  await signUp(page, { email, name: 'Rosa', surname: 'Vidal', phone: '612345679' })
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
  await page.getByRole('button', { name: 'Votar' }).click()
  const status = page.getByRole('status').filter({ hasText: T.vote.unconfirmed })
  await status.waitFor()
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
