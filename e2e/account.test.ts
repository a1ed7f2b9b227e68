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
    await expect(page.getByText('El nombre es obligatorio').isVisible()).resolves.toBe(true)
    await expect(page.getByText('La contraseña debe tener al menos 6 caracteres').first().isVisible()).resolves.toBe(true)

    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Contraseña').fill('secreto-123')
    await page.getByLabel('Nombre').fill('Lucía')
    await page.getByLabel('Apellidos').fill('Martín Gómez')
    await page.getByLabel('Teléfono').fill('612345678')
    await page.getByRole('button', { name: 'Crear cuenta' }).click()

    await page.waitForURL('**/profile')
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Mi Perfil')
    await expect(page.getByLabel('Nombre').inputValue()).resolves.toBe('Lucía')
    await expect(page.getByLabel('Apellidos').inputValue()).resolves.toBe('Martín Gómez')
    await expect(page.getByLabel('Email').inputValue()).resolves.toBe(email)
    await expect(page.getByRole('tab', { name: 'Mis Propuestas (0)' }).isVisible()).resolves.toBe(true)
    await browser.axeCheck()
    await browser.screenshot('perfil-1280')

    // The session survives a reload.
    await page.reload()
    await expect(page.getByRole('link', { name: 'Mi Perfil' }).first().isVisible()).resolves.toBe(true)
    await expect(page.getByLabel('Nombre').inputValue()).resolves.toBe('Lucía')

    // Editing the profile.
    await page.getByLabel('Teléfono').fill('699 000 111')
    await page.getByRole('button', { name: 'Guardar cambios' }).click()
    await page.getByTestId('toast').getByText('Perfil actualizado').waitFor()

    // Signing out clears the session and says so after the reload.
    await page.getByRole('button', { name: 'Cerrar sesión' }).click()
    await page.getByTestId('toast').getByText('Sesión cerrada').waitFor()
    await expect(page.getByRole('link', { name: 'Iniciar Sesión' }).first().isVisible()).resolves.toBe(true)
    await page.goto('/profile')
    await page.waitForURL('**/auth')
  })

  test('iniciar sesión: contraseña incorrecta en rojo, luego bienvenida y vuelta a la portada', async () => {
    const { page } = browser
    await page.goto('/auth')
    await page.getByLabel('Email').fill('correo-mal')
    await page.getByLabel('Contraseña').fill('x')
    await page.getByRole('button', { name: 'Iniciar Sesión', exact: true }).click()
    await expect(page.getByText('El formato del email no es válido.').isVisible()).resolves.toBe(true)

    await page.getByLabel('Email').fill(vecina.email)
    await page.getByLabel('Contraseña').fill('no-es-esta')
    await page.getByRole('button', { name: 'Iniciar Sesión', exact: true }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Contraseña incorrecta.' }).first().isVisible({ timeout: 10_000 })).resolves.toBe(true)
    await page.getByRole('alert').filter({ hasText: 'Contraseña incorrecta.' }).first().waitFor()

    await page.getByLabel('Contraseña').fill(vecina.password)
    await page.getByRole('button', { name: 'Iniciar Sesión', exact: true }).click()
    await page.waitForURL((url) => url.pathname === '/')
    await page.getByTestId('toast').getByText('¡Bienvenido!').waitFor()
    await expect(page.getByRole('link', { name: 'Mi Perfil' }).first().isVisible()).resolves.toBe(true)

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
})
