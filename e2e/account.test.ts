// Identity in the browser: registration → profile, sign-in errors and success, sign-out, profile edit.
import { beforeAll, describe, expect, test } from 'vitest'
import { DEMO_ACCOUNTS, signUp, useBrowser } from './harness'

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

    await signUp(page, { email, name: 'Lucía', surname: 'Martín Gómez', phone: '612345678' })
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
    await page.getByRole('main').getByRole('button', { name: 'Cerrar sesión' }).click()
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
    await page
      .getByTestId('toast')
      .getByText(/administrador/)
      .waitFor()
  })

  test('Continuar con Google lleva al selector de cuentas local y vuelve con la sesión iniciada', async () => {
    const { page } = browser
    // The previous test left the vecina signed in: forget that session first.
    await page.goto('/contact')
    await page.evaluate(() => localStorage.removeItem('authSession'))
    await page.goto('/auth')
    // The chooser replaces the page (no popup) and sends it back to /auth with the answer.
    await page.getByRole('button', { name: 'Continuar con Google' }).click()
    await page.waitForURL((url) => url.pathname === '/__local/google')
    await page.getByLabel('Email').fill(`google-${Date.now()}@presupuestos.test`)
    await page.getByLabel('Nombre y apellidos').fill('Pilar Gómez')
    await page.getByRole('button', { name: 'Continuar' }).click()
    // A Google sign-in clears the first-time flag: home, not the profile.
    await page.waitForURL((url) => url.pathname === '/')
    await page.getByTestId('toast').getByText('¡Bienvenido!').waitFor()
    await page.getByRole('link', { name: 'Mi Perfil' }).first().click()
    await page.getByRole('heading', { level: 1, name: 'Mi Perfil' }).waitFor()
    await expect(page.getByLabel('Nombre').inputValue()).resolves.toBe('Pilar')
  })
})

describe('respuestas de Google falsificadas o repetidas', () => {
  const browser = useBrowser()
  beforeAll(() => browser.context.addInitScript(() => localStorage.setItem('cookieBannerShown', 'true')))

  test('un estado o un nonce que no son los de este inicio de sesión no inician sesión', async () => {
    const { page } = browser
    await page.goto('/contact')
    await page.evaluate(() => localStorage.removeItem('authSession'))
    // Each answer arrives as a fresh page load, as a redirect from the chooser would.
    const forged = async (claims: object, state: string) => {
      await page.goto('/contact')
      await page.goto(`/auth#${new URLSearchParams({ id_token: JSON.stringify(claims), state })}`)
    }
    const claims = { sub: '100000000000000000001', email: 'intrusa@presupuestos.test', email_verified: true, name: 'Intrusa' }
    // No sign-in was started in this tab: nothing to match.
    await forged({ ...claims, nonce: 'n' }, 's')
    await page.getByRole('button', { name: 'Continuar con Google' }).waitFor()
    expect(page.url()).not.toContain('id_token')
    // A started sign-in, answered with another nonce.
    await page.evaluate(() => sessionStorage.setItem('googleSignIn', JSON.stringify({ state: 'st', nonce: 'el-bueno' })))
    await forged({ ...claims, nonce: 'otro' }, 'st')
    await page.getByRole('button', { name: 'Continuar con Google' }).waitFor()
    // And the right answer replayed after its sign-in was used up.
    await forged({ ...claims, nonce: 'el-bueno' }, 'st')
    await page.getByRole('button', { name: 'Continuar con Google' }).waitFor()
    expect(await page.evaluate(() => localStorage.getItem('authSession'))).toBeNull()
    expect(await page.getByRole('link', { name: 'Mi Perfil' }).count()).toBe(0)
  })
})
