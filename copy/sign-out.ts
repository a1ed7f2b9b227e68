import { localized } from './localize'

/**
 * Signing out, from the frame of every page (the lists too) and from the profile: apart from the sign-in's
 * texts (ui-identity.ts), which only the sign-in and profile screens load, so that a list page says it in
 * its own language and the first visit does not carry the sign-in's texts.
 */
export const SIGN_OUT_TEXTS = localized('SIGN_OUT_TEXTS', {
  failed: 'No se pudo cerrar la sesión correctamente',
  failedProfile: 'No se pudo cerrar sesión',
  doneTitle: 'Sesión cerrada',
  doneText: 'Has cerrado sesión correctamente',
} as const)
