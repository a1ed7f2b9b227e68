import { localized } from './localize'
import { configurationRefusals } from './provider-configuration-codes'
/**
 * What a person reads when Firebase Authentication (or the local provider, which answers the same
 * codes) refuses a call: Identity Toolkit v1 signUp, signInWithPassword, signInWithIdp, sendOobCode,
 * resetPassword, update, lookup, delete, and Secure Token's token. Keyed by the code before any ' : '
 * in Firebase's message. The §8 fixed strings are kept where the spec names them; app/lib/identity/
 * provider-errors.ts picks a flow's own wording first and its §8 fallback for a code not listed here.
 */

const SESSION_ENDED = 'Tu sesión ha terminado. Vuelve a iniciar sesión.'
const NOT_ALLOWED = 'Este método de acceso no está habilitado en este momento.'
/** The portal or its Firebase project is set up wrongly: nothing the person can fix (§8 'a configuration error'). */
const MISCONFIGURED = 'Error de configuración del servicio de acceso. Por favor, avisa al Ayuntamiento.'
const INVALID_API_KEY = 'Error de configuración: la clave de la API del proveedor de identidad no es válida.'
const GOOGLE_NOT_CONFIRMED = 'Google no ha confirmado el inicio de sesión. Vuelve a intentarlo.'

export const PROVIDER_ERROR_TEXTS: Readonly<Record<string, string>> = localized('PROVIDER_ERROR_TEXTS', {
  // Signing in and registering with e-mail and password.
  EMAIL_NOT_FOUND: 'No existe una cuenta con este email.',
  INVALID_PASSWORD: 'Contraseña incorrecta.',
  // With e-mail enumeration protection (on in new projects) Firebase no longer says which one failed.
  INVALID_LOGIN_CREDENTIALS: 'El email o la contraseña no son correctos.',
  INVALID_EMAIL: 'El formato del email no es válido.',
  INVALID_IDENTIFIER: 'El formato del email no es válido.',
  MISSING_EMAIL: 'Escribe tu email.',
  MISSING_PASSWORD: 'Escribe tu contraseña.',
  EMAIL_EXISTS: 'Ya existe una cuenta con este email.',
  WEAK_PASSWORD: 'La contraseña debe tener al menos 6 caracteres.',
  PASSWORD_DOES_NOT_MEET_REQUIREMENTS:
    'La contraseña no cumple los requisitos del servicio de acceso. Prueba con una más larga que mezcle mayúsculas, minúsculas, números y símbolos.',
  USER_DISABLED: 'Esta cuenta está desactivada. Ponte en contacto con el Ayuntamiento.',
  OPERATION_NOT_ALLOWED: NOT_ALLOWED,
  PASSWORD_LOGIN_DISABLED: NOT_ALLOWED,
  ADMIN_ONLY_OPERATION: 'Ahora mismo esta operación no está permitida. Ponte en contacto con el Ayuntamiento.',
  TOO_MANY_ATTEMPTS_TRY_LATER: 'Demasiados intentos seguidos. Espera un momento y vuelve a intentarlo.',

  // E-mails with a link: confirming the address, resetting the password, changing the sign-in e-mail.
  RESET_PASSWORD_EXCEED_LIMIT: 'Has pedido demasiados cambios de contraseña seguidos. Espera un rato antes de pedir otro.',
  QUOTA_EXCEEDED: 'Se han enviado demasiados correos desde este servicio. Inténtalo de nuevo más tarde.',
  EXPIRED_OOB_CODE: 'El enlace ha caducado. Pide uno nuevo.',
  INVALID_OOB_CODE: 'El enlace no es válido o ya se ha usado. Pide uno nuevo.',
  MISSING_OOB_CODE: 'El enlace está incompleto. Ábrelo tal como llegó en el correo o pide uno nuevo.',
  INVALID_NEW_EMAIL: 'El formato del nuevo email no es válido.',
  MISSING_NEW_EMAIL: 'Escribe el nuevo email.',
  EMAIL_CHANGE_NEEDS_VERIFICATION: 'El email de acceso solo se puede cambiar confirmando el enlace que te enviamos al nuevo email.',
  UNVERIFIED_EMAIL: 'Primero tienes que confirmar tu email: abre el enlace del correo que te enviamos.',
  CREDENTIAL_TOO_OLD_LOGIN_AGAIN: 'Por seguridad, vuelve a iniciar sesión y repite la operación.',

  // A session that no longer holds (any call with an ID token, and the token refresh).
  TOKEN_EXPIRED: SESSION_ENDED,
  INVALID_ID_TOKEN: SESSION_ENDED,
  INVALID_REFRESH_TOKEN: SESSION_ENDED,
  MISSING_REFRESH_TOKEN: SESSION_ENDED,
  CREDENTIAL_MISMATCH: SESSION_ENDED,
  USER_NOT_FOUND: 'Esta cuenta ya no existe. Vuelve a iniciar sesión o crea una cuenta nueva.',

  // Signing in with Google (signInWithIdp).
  INVALID_IDP_RESPONSE: GOOGLE_NOT_CONFIRMED,
  INVALID_PENDING_TOKEN: GOOGLE_NOT_CONFIRMED,
  MISSING_OR_INVALID_NONCE: GOOGLE_NOT_CONFIRMED,
  FEDERATED_USER_ID_ALREADY_LINKED: 'Esta cuenta de Google ya está unida a otra cuenta del portal.',
  NEED_CONFIRMATION: 'Ya existe una cuenta con este email. Inicia sesión con tu email y contraseña.',
  USER_CANCELLED: 'Autenticación cancelada.',
  BLOCKING_FUNCTION_ERROR_RESPONSE: 'El servicio de acceso no ha permitido la operación. Ponte en contacto con el Ayuntamiento.',

  ...configurationRefusals(INVALID_API_KEY, MISCONFIGURED),
})
