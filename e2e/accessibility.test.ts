// The accessibility statement and its complaints form on a phone (RD 1112/2018 art. 15): reached from the
// footer, nothing typed lost when the connection fails, a reference and an e-mail once it is sent.
import { expect, test } from 'vitest'
import { ACCESSIBILITY_TEXTS, SHELL_TEXTS } from '../copy'
import { eventually, mailbox, useBrowser } from './harness'

const T = ACCESSIBILITY_TEXTS
const browser = useBrowser({ viewport: { width: 390, height: 844 } })

test('a complaint sent at 390 px: kept on the device while offline, then a reference and an e-mail', async () => {
  const { page, context } = browser
  await context.addInitScript(() => localStorage.setItem('cookieBannerShown', 'true'))
  await page.goto('/')
  await page.getByRole('contentinfo').getByRole('link', { name: SHELL_TEXTS.footer.accessibility }).click()
  await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(T.title)
  expect(await page.getByText(T.noManualReview).count()).toBe(1)
  await browser.axeCheck()

  const message = 'El gráfico de resultados no se puede leer con el lector de pantalla del móvil.'
  await page.getByLabel(T.form.email).fill('rosa.accesible@example.test')
  await page.getByLabel(T.form.message).fill(message)
  await context.setOffline(true)
  browser.ignoreConsoleErrors(/Failed to fetch|ERR_INTERNET_DISCONNECTED/)
  await page.getByRole('button', { name: T.form.send, exact: true }).click()
  await eventually(() => page.getByRole('alert').filter({ hasText: T.form.offline }).count()).toBe(1)
  expect(await page.getByLabel(T.form.message).inputValue()).toBe(message)

  // Back online, even after the page was closed and opened again, what was typed is still there.
  await context.setOffline(false)
  await page.reload()
  await eventually(() => page.getByLabel(T.form.message).inputValue()).toBe(message)
  expect(await page.getByLabel(T.form.email).inputValue()).toBe('rosa.accesible@example.test')
  await page.getByRole('button', { name: T.form.send, exact: true }).click()
  const reference = page.getByTestId('accessibility-reference')
  await eventually(() => reference.textContent()).toMatch(/ACC-\d{4}-\d{5}/)
  const number = (await reference.textContent())!.match(/ACC-\d{4}-\d{5}/)![0]
  await browser.axeCheck()
  await browser.screenshot('accesibilidad-390')

  const mail = (await mailbox()).find((m) => m.email === 'rosa.accesible@example.test')
  expect(mail?.subject).toBe(`Hemos recibido tu queja sobre la accesibilidad (${number})`)
  // Sent: the device keeps no copy any more.
  await page.reload()
  expect(await page.getByLabel(T.form.message).inputValue()).toBe('')
})
