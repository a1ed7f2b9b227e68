import { describe, expect, test } from 'vitest'
import { IDENTITY_TEXTS } from '@copy'
import { ProviderError, providerCode } from './provider-error'
import { providerMessage, type ProviderFlow } from './provider-messages'

const e = (code: string) => new ProviderError(code)
const FLOWS = ['signIn', 'register', 'reset', 'confirmEmail', 'google', 'changeEmail'] as const satisfies readonly ProviderFlow[]

/** A flow's §8 fallback for a code it has no words for. */
const fallback = (flow: ProviderFlow, code: string) => (flow === 'google' ? IDENTITY_TEXTS.google.other(code) : IDENTITY_TEXTS[flow].other)

/**
 * The codes Firebase documents for the calls the portal makes (Auth REST API reference, "Common error
 * codes" of each call; the JS SDK's server error list in packages/auth/src/api/errors.ts; e-mail
 * enumeration protection, password policy and reCAPTCHA enforcement), by call.
 */
const DOCUMENTED: Record<string, string[]> = {
  'accounts:signUp': [
    'EMAIL_EXISTS',
    'OPERATION_NOT_ALLOWED',
    'TOO_MANY_ATTEMPTS_TRY_LATER',
    'INVALID_EMAIL',
    'MISSING_EMAIL',
    'MISSING_PASSWORD',
    'WEAK_PASSWORD',
    'PASSWORD_DOES_NOT_MEET_REQUIREMENTS',
    'ADMIN_ONLY_OPERATION',
    'PASSWORD_LOGIN_DISABLED',
    'BLOCKING_FUNCTION_ERROR_RESPONSE',
    'CAPTCHA_CHECK_FAILED',
    'MISSING_RECAPTCHA_TOKEN',
    'INVALID_RECAPTCHA_TOKEN',
    'INVALID_RECAPTCHA_ACTION',
    'RECAPTCHA_NOT_ENABLED',
    'MISSING_CLIENT_TYPE',
    'MISSING_RECAPTCHA_VERSION',
    'INVALID_RECAPTCHA_VERSION',
  ],
  'accounts:signInWithPassword': [
    'EMAIL_NOT_FOUND',
    'INVALID_PASSWORD',
    'USER_DISABLED',
    'INVALID_LOGIN_CREDENTIALS',
    'INVALID_EMAIL',
    'MISSING_PASSWORD',
    'TOO_MANY_ATTEMPTS_TRY_LATER',
    'PASSWORD_LOGIN_DISABLED',
    'OPERATION_NOT_ALLOWED',
    'PASSWORD_DOES_NOT_MEET_REQUIREMENTS',
  ],
  'accounts:signInWithIdp': [
    'OPERATION_NOT_ALLOWED',
    'INVALID_IDP_RESPONSE',
    'INVALID_PENDING_TOKEN',
    'MISSING_OR_INVALID_NONCE',
    'FEDERATED_USER_ID_ALREADY_LINKED',
    'EMAIL_EXISTS',
    'NEED_CONFIRMATION',
    'USER_DISABLED',
    'INVALID_ID_TOKEN',
    'INVALID_PROVIDER_ID',
    'INVALID_OAUTH_CLIENT_ID',
    'USER_CANCELLED',
    'BLOCKING_FUNCTION_ERROR_RESPONSE',
  ],
  'accounts:sendOobCode': [
    'EMAIL_NOT_FOUND',
    'INVALID_EMAIL',
    'INVALID_ID_TOKEN',
    'USER_NOT_FOUND',
    'RESET_PASSWORD_EXCEED_LIMIT',
    'QUOTA_EXCEEDED',
    'TOO_MANY_ATTEMPTS_TRY_LATER',
    'INVALID_NEW_EMAIL',
    'MISSING_NEW_EMAIL',
    'EMAIL_EXISTS',
    'CREDENTIAL_TOO_OLD_LOGIN_AGAIN',
    'MISSING_REQ_TYPE',
    'INVALID_REQ_TYPE',
    'MISSING_CONTINUE_URI',
    'INVALID_CONTINUE_URI',
    'UNAUTHORIZED_DOMAIN',
    'INVALID_DYNAMIC_LINK_DOMAIN',
    'MISSING_RECAPTCHA_TOKEN',
  ],
  'accounts:resetPassword': [
    'OPERATION_NOT_ALLOWED',
    'EXPIRED_OOB_CODE',
    'INVALID_OOB_CODE',
    'MISSING_OOB_CODE',
    'USER_DISABLED',
    'WEAK_PASSWORD',
    'PASSWORD_DOES_NOT_MEET_REQUIREMENTS',
  ],
  'accounts:update': [
    'EMAIL_EXISTS',
    'INVALID_ID_TOKEN',
    'WEAK_PASSWORD',
    'CREDENTIAL_TOO_OLD_LOGIN_AGAIN',
    'TOKEN_EXPIRED',
    'EXPIRED_OOB_CODE',
    'INVALID_OOB_CODE',
    'USER_DISABLED',
    'EMAIL_NOT_FOUND',
    'OPERATION_NOT_ALLOWED',
    'EMAIL_CHANGE_NEEDS_VERIFICATION',
    'UNVERIFIED_EMAIL',
    'INVALID_NEW_EMAIL',
  ],
  'accounts:lookup': ['INVALID_ID_TOKEN', 'USER_NOT_FOUND'],
  'accounts:delete': ['INVALID_ID_TOKEN', 'USER_NOT_FOUND', 'CREDENTIAL_TOO_OLD_LOGIN_AGAIN', 'ADMIN_ONLY_OPERATION'],
  'securetoken token': [
    'TOKEN_EXPIRED',
    'USER_DISABLED',
    'USER_NOT_FOUND',
    'INVALID_REFRESH_TOKEN',
    'INVALID_GRANT_TYPE',
    'MISSING_REFRESH_TOKEN',
    'PROJECT_NUMBER_MISMATCH',
  ],
  // Google's API front door, before Identity Toolkit itself (the key, the project).
  'any call': [
    'API_KEY_INVALID',
    'API_KEY_EXPIRED',
    'API_KEY_HTTP_REFERRER_BLOCKED',
    'API_KEY_SERVICE_BLOCKED',
    'CONFIGURATION_NOT_FOUND',
    'PROJECT_NOT_FOUND',
    'PERMISSION_DENIED',
    'INVALID_ARGUMENT',
    'INVALID_TENANT_ID',
    'TENANT_ID_MISMATCH',
    'UNSUPPORTED_TENANT_OPERATION',
    'CREDENTIAL_MISMATCH',
  ],
}

describe('provider error codes → Spanish messages', () => {
  test.each(Object.entries(DOCUMENTED))('every code documented for %s has its own message in every flow', (_call, codes) => {
    for (const code of codes)
      for (const flow of FLOWS) {
        const message = providerMessage(flow, e(code))
        expect(message, `${code} (${flow})`).not.toBe(fallback(flow, code))
        expect(message, `${code} (${flow})`).not.toMatch(/[A-Z]{2,}_/)
      }
  })

  test('an unknown code gets the flow’s §8 fallback', () => {
    expect(providerMessage('signIn', e('SOMETHING_NEW'))).toBe('Error al iniciar sesión. Por favor, intenta de nuevo.')
    expect(providerMessage('signIn', new Error('red'))).toBe('Error al iniciar sesión. Por favor, intenta de nuevo.')
    expect(providerMessage('register', e('SOMETHING_NEW'))).toBe('Error al crear la cuenta. Por favor, intenta de nuevo.')
    expect(providerMessage('reset', e('SOMETHING_NEW'))).toBe('Error al enviar el email de restablecimiento. Por favor, intenta de nuevo.')
    expect(providerMessage('confirmEmail', e('SOMETHING_NEW'))).toBe(
      'No se pudo enviar el email de confirmación. Por favor, inténtalo de nuevo.',
    )
    expect(providerMessage('changeEmail', e('SOMETHING_NEW'))).toBe('No se pudo cambiar el email de acceso. Por favor, inténtalo de nuevo.')
    expect(providerMessage('google', e('SOMETHING_NEW'))).toBe('Error de autenticación: SOMETHING_NEW')
    // Not a key of the catalogue, whatever an object has.
    expect(providerMessage('signIn', e('constructor'))).toBe('Error al iniciar sesión. Por favor, intenta de nuevo.')
  })

  test('the code is read from Firebase’s message, with or without details after it', () => {
    expect(providerCode('WEAK_PASSWORD : Password should be at least 6 characters')).toBe('WEAK_PASSWORD')
    expect(providerCode('TOO_MANY_ATTEMPTS_TRY_LATER')).toBe('TOO_MANY_ATTEMPTS_TRY_LATER')
    expect(
      providerCode('TOO_MANY_ATTEMPTS_TRY_LATER : Access to this account has been temporarily disabled due to many failed login attempts.'),
    ).toBe('TOO_MANY_ATTEMPTS_TRY_LATER')
    expect(
      providerCode('PASSWORD_DOES_NOT_MEET_REQUIREMENTS:Missing password requirements: [Password must contain at least 8 characters]'),
    ).toBe('PASSWORD_DOES_NOT_MEET_REQUIREMENTS')
    expect(providerCode({ message: 'INVALID_NEW_EMAIL : The new email is the current email.' })).toBe('INVALID_NEW_EMAIL')
    // Google's API errors: the reason in the details, else the status.
    const badKey = 'API key not valid. Please pass a valid API key.'
    expect(providerCode({ message: badKey, status: 'INVALID_ARGUMENT', details: [{}, { reason: 'API_KEY_INVALID' }] })).toBe(
      'API_KEY_INVALID',
    )
    expect(providerCode({ message: 'Requests from referer https://x.example/ are blocked.', status: 'PERMISSION_DENIED' })).toBe(
      'PERMISSION_DENIED',
    )
    expect(providerMessage('register', e(providerCode('WEAK_PASSWORD : Password should be at least 6 characters')))).toBe(
      'La contraseña debe tener al menos 6 caracteres.',
    )
    expect(providerMessage('google', e(providerCode({ message: badKey, details: [{ reason: 'API_KEY_INVALID' }] })))).toBe(
      'Error de configuración: la clave de la API del proveedor de identidad no es válida.',
    )
  })

  test('the §8 fixed strings', () => {
    expect(providerMessage('signIn', e('INVALID_PASSWORD'))).toBe('Contraseña incorrecta.')
    expect(providerMessage('signIn', e('EMAIL_NOT_FOUND'))).toBe('No existe una cuenta con este email.')
    expect(providerMessage('signIn', e('INVALID_EMAIL'))).toBe('El formato del email no es válido.')
    expect(providerMessage('register', e('EMAIL_EXISTS'))).toBe('Ya existe una cuenta con este email.')
    expect(providerMessage('register', e('WEAK_PASSWORD'))).toBe('La contraseña debe tener al menos 6 caracteres.')
    expect(providerMessage('reset', e('EMAIL_NOT_FOUND'))).toBe('No existe una cuenta con este email.')
    expect(providerMessage('reset', e('INVALID_EMAIL'))).toBe('El formato del email no es válido.')
    expect(providerMessage('google', e('popup-blocked'))).toBe(
      'El popup fue bloqueado. Por favor, permite ventanas emergentes para este sitio.',
    )
    expect(providerMessage('google', e('unauthorized-domain'))).toBe('Este dominio no está autorizado para autenticación con Google.')
    expect(providerMessage('google', e('popup-closed'))).toBe('Autenticación cancelada.')
    expect(providerMessage('google', e('no-user'))).toBe('No se pudo obtener la información del usuario')
  })

  test('with e-mail enumeration protection a failed sign-in does not say which half was wrong', () => {
    expect(providerMessage('signIn', e('INVALID_LOGIN_CREDENTIALS'))).toBe('El email o la contraseña no son correctos.')
  })

  test('changing the sign-in e-mail speaks of the new address', () => {
    expect(providerMessage('changeEmail', e('EMAIL_EXISTS'))).toBe('Ya existe una cuenta con este email.')
    expect(providerMessage('changeEmail', e('INVALID_EMAIL'))).toBe('El formato del nuevo email no es válido.')
    expect(providerMessage('changeEmail', e('INVALID_NEW_EMAIL'))).toBe('El formato del nuevo email no es válido.')
    expect(providerMessage('changeEmail', e('CREDENTIAL_TOO_OLD_LOGIN_AGAIN'))).toMatch(
      /para cambiar tu email de acceso vuelve a iniciar sesión/,
    )
    expect(providerMessage('changeEmail', e('OPERATION_NOT_ALLOWED'))).toMatch(/confirmando el enlace/)
    expect(providerMessage('signIn', e('OPERATION_NOT_ALLOWED'))).toBe('Este método de acceso no está habilitado en este momento.')
  })

  test('an unreachable or failing provider says so in every flow, whatever the code', () => {
    for (const flow of FLOWS) {
      expect(providerMessage(flow, new ProviderError('UNAVAILABLE', 503))).toMatch(/no responde/)
      expect(providerMessage(flow, new ProviderError('EMAIL_NOT_FOUND', 500))).toMatch(/no responde/)
      expect(providerMessage(flow, new ProviderError('network-request-failed', 0))).toMatch(/conexión/)
      expect(providerMessage(flow, e('USER_DISABLED'))).toMatch(/desactivada/)
      expect(providerMessage(flow, e('TOKEN_EXPIRED'))).toBe('Tu sesión ha terminado. Vuelve a iniciar sesión.')
      expect(providerMessage(flow, e('TOO_MANY_ATTEMPTS_TRY_LATER'))).toMatch(/Demasiados intentos/)
    }
  })
})
