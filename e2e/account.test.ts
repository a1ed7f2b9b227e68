// Identity in the browser: registration → profile, sign-in errors and success, sign-out, profile edit.
import { beforeAll, describe, expect, test } from 'vitest'
import { DEMO_ACCOUNTS, useBrowser } from './harness'

const vecina = DEMO_ACCOUNTS.find((a) => a.role === 'vecina')!

describe('acceso y perfil', () => {
  const browser = useBrowser()
  // The consent dialog has its own test (shell.test.ts); here it would only cover the forms.
  beforeAll(() => browser.context.addInitScript(() => localStorage.setItem('cookieBannerShown', 'true')))

  test('registrarse lleva a Mi Perfil con los datos escritos', async () => {
    const { page } = browser
    const email = `nueva-${Date.now()}@presupuestos.test`
    await page.goto('/auth')
    await page.getByRole('tab', { name: 'Registrarse' }).click()
    // Validation first: the messages of RegisterSchema appear at the fields, nothing is sent.
    await page.getByRole('button', { name: 'Crear cuenta' }).click()
    await page.getByText('El nombre es obligatorio').waitFor()
    await page.getByText('La contraseña debe tener al menos 6 caracteres').first().waitFor()

    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Contraseña').fill('secreto-123')
    await page.getByLabel('Nombre').fill('Lucía')
    await page.getByLabel('Apellidos').fill('Martín Gómez')
    await page.getByLabel('Teléfono').fill('612345678')
    await page.getByRole('button', { name: 'Crear cuenta' }).click()

    await page.waitForURL('**/profile')
    await page.getByRole('heading', { level: 1, name: 'Mi Perfil' }).waitFor()
    await expect(page.getByLabel('Nombre').inputValue()).resolves.toBe('Lucía')
    await expect(page.getByLabel('Apellidos').inputValue()).resolves.toBe('Martín Gómez')
    await expect(page.getByLabel('Email').inputValue()).resolves.toBe(email)
    await page.getByRole('tab', { name: 'Mis Propuestas (0)' }).waitFor()
    await browser.axeCheck()
    await browser.screenshot('perfil-1280')

    // The session survives a reload.
    await page.reload()
    await page.getByRole('heading', { level: 1, name: 'Mi Perfil' }).waitFor()
    await expect(page.getByLabel('Nombre').inputValue()).resolves.toBe('Lucía')

    // Editing the profile.
    await page.getByLabel('Teléfono').fill('699 000 111')
    await page.getByRole('button', { name: 'Guardar cambios' }).click()
    await page.getByTestId('toast').getByText('Perfil actualizado').waitFor()

    // Signing out clears the session and says so after the reload.
    await page.getByRole('button', { name: 'Cerrar sesión' }).click()
    await page.getByTestId('toast').getByText('Sesión cerrada').waitFor()
    await page.getByRole('link', { name: 'Iniciar Sesión' }).first().waitFor()
    await page.goto('/profile')
    await page.waitForURL((url) => url.pathname === '/auth')
  })

  test('iniciar sesión: contraseña incorrecta en rojo, luego bienvenida y vuelta a la portada', async () => {
    const { page } = browser
    // The provider's refusal of the wrong password is a 400 the browser logs by itself.
    browser.ignoreConsoleErrors(/status of 400/)
    await page.goto('/auth')
    await page.getByLabel('Email').fill('correo-mal')
    await page.getByLabel('Contraseña').fill('x')
    await page.getByRole('button', { name: 'Iniciar Sesión', exact: true }).click()
    await page.getByText('El formato del email no es válido.').waitFor()

    await page.getByLabel('Email').fill(vecina.email)
    await page.getByLabel('Contraseña').fill('no-es-esta')
    await page.getByRole('button', { name: 'Iniciar Sesión', exact: true }).click()
    await page.getByRole('alert').filter({ hasText: 'Contraseña incorrecta.' }).first().waitFor()

    await page.getByLabel('Contraseña').fill(vecina.password)
    await page.getByRole('button', { name: 'Iniciar Sesión', exact: true }).click()
    await page.waitForURL((url) => url.pathname === '/')
    await page.getByTestId('toast').getByText('¡Bienvenido!').waitFor()
    await page.getByRole('link', { name: 'Mi Perfil' }).first().waitFor()

    // Signed-in people visiting /auth are sent on.
    await page.goto('/auth')
    await page.waitForURL('**/profile')
  })

  test('un usuario sin permisos de administrador vuelve a la portada desde /admin', async () => {
    const { page } = browser
    await page.goto('/admin')
    await page.waitForURL((url) => url.pathname === '/')
    await page.getByTestId('toast').getByText(/administrador/).waitFor()
  })

  test('Continuar con Google abre el selector de cuentas local y entra', async () => {
    const { page } = browser
    // The previous test left the vecina signed in: forget that session first.
    await page.goto('/contact')
    await page.evaluate(() => localStorage.removeItem('authSession'))
    await page.goto('/auth')
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Continuar con Google' }).click()])
    await popup.getByLabel('Email').fill(`google-${Date.now()}@presupuestos.test`)
    await popup.getByLabel('Nombre y apellidos').fill('Pilar Gómez')
    await popup.getByRole('button', { name: 'Continuar' }).click()
    // A Google sign-in clears the first-time flag: home, not the profile.
    await page.waitForURL((url) => url.pathname === '/')
    await page.getByTestId('toast').getByText('¡Bienvenido!').waitFor()
    await page.getByRole('link', { name: 'Mi Perfil' }).first().click()
    await page.getByRole('heading', { level: 1, name: 'Mi Perfil' }).waitFor()
    await expect(page.getByLabel('Nombre').inputValue()).resolves.toBe('Pilar')
  })
})
