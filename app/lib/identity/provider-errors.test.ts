import { describe, expect, test } from 'vitest'
import { ProviderError, providerCode, providerMessage } from './provider-errors'

const e = (code: string) => new ProviderError(code)

describe('provider error codes → §8 Spanish messages', () => {
  test('the code is the part of the provider message before " : "', () => {
    expect(providerCode('WEAK_PASSWORD : Password should be at least 6 characters')).toBe('WEAK_PASSWORD')
    expect(providerCode('EMAIL_NOT_FOUND')).toBe('EMAIL_NOT_FOUND')
  })

  test('email sign-in', () => {
    expect(providerMessage('signIn', e('INVALID_PASSWORD'))).toBe('Contraseña incorrecta.')
    expect(providerMessage('signIn', e('EMAIL_NOT_FOUND'))).toBe('No existe una cuenta con este email.')
    expect(providerMessage('signIn', e('INVALID_EMAIL'))).toBe('El formato del email no es válido.')
    expect(providerMessage('signIn', e('SOMETHING_ELSE'))).toBe('Error al iniciar sesión. Por favor, intenta de nuevo.')
    expect(providerMessage('signIn', new Error('red'))).toBe('Error al iniciar sesión. Por favor, intenta de nuevo.')
  })

  test('registration', () => {
    expect(providerMessage('register', e('EMAIL_EXISTS'))).toBe('Ya existe una cuenta con este email.')
    expect(providerMessage('register', e('WEAK_PASSWORD'))).toBe('La contraseña debe tener al menos 6 caracteres.')
    expect(providerMessage('register', e('OTHER'))).toBe('Error al crear la cuenta. Por favor, intenta de nuevo.')
  })

  test('password reset', () => {
    expect(providerMessage('reset', e('EMAIL_NOT_FOUND'))).toBe('No existe una cuenta con este email.')
    expect(providerMessage('reset', e('INVALID_EMAIL'))).toBe('El formato del email no es válido.')
    expect(providerMessage('reset', e('OTHER'))).toBe('Error al enviar el email de restablecimiento. Por favor, intenta de nuevo.')
  })

  test('Google popup', () => {
    expect(providerMessage('google', e('popup-blocked'))).toBe(
      'El popup fue bloqueado. Por favor, permite ventanas emergentes para este sitio.',
    )
    expect(providerMessage('google', e('unauthorized-domain'))).toBe('Este dominio no está autorizado para autenticación con Google.')
    expect(providerMessage('google', e('popup-closed'))).toBe('Autenticación cancelada.')
    expect(providerMessage('google', e('no-user'))).toBe('No se pudo obtener la información del usuario')
    expect(providerMessage('google', e('INVALID_IDP_RESPONSE'))).toBe('Error de autenticación: INVALID_IDP_RESPONSE')
  })

  test('changing the sign-in e-mail under enumeration protection', () => {
    expect(providerMessage('changeEmail', e('EMAIL_EXISTS'))).toBe('Ya existe una cuenta con este email.')
    expect(providerMessage('changeEmail', e('INVALID_NEW_EMAIL'))).toBe('El formato del nuevo email no es válido.')
    expect(providerMessage('changeEmail', e('CREDENTIAL_TOO_OLD_LOGIN_AGAIN'))).toMatch(/vuelve a iniciar sesión/)
    expect(providerMessage('changeEmail', e('OPERATION_NOT_ALLOWED'))).toMatch(/confirmando el enlace/)
    expect(providerMessage('changeEmail', e('OTHER'))).toBe('No se pudo cambiar el email de acceso. Por favor, inténtalo de nuevo.')
  })

  test('answers that mean the same in every flow', () => {
    for (const flow of ['signIn', 'register', 'reset', 'google', 'changeEmail'] as const) {
      expect(providerMessage(flow, new ProviderError('UNAVAILABLE', 503))).toMatch(/no responde/)
      expect(providerMessage(flow, new ProviderError('network-request-failed', 0))).toMatch(/conexión/)
      expect(providerMessage(flow, e('USER_DISABLED'))).toMatch(/desactivada/)
      expect(providerMessage(flow, e('TOKEN_EXPIRED'))).toBe('Tu sesión ha terminado. Vuelve a iniciar sesión.')
      expect(providerMessage(flow, e('TOO_MANY_ATTEMPTS_TRY_LATER'))).toMatch(/Demasiados intentos/)
    }
  })
})
