import { localized } from './localize'
/** Sign-in with the identity provider (§8 'Sign-in (provider)') and the /auth screen (§2). */
export const IDENTITY_TEXTS = localized('IDENTITY_TEXTS', {
  /** The Google hand-off's own codes; Firebase's are in PROVIDER_ERROR_TEXTS (provider-errors.ts). */
  google: {
    popupBlocked: 'El popup fue bloqueado. Por favor, permite ventanas emergentes para este sitio.',
    unauthorizedDomain: 'Este dominio no está autorizado para autenticación con Google.',
    cancelled: 'Autenticación cancelada.',
    noUser: 'No se pudo obtener la información del usuario',
    other: (message: string) => `Error de autenticación: ${message}`,
    notConfigured: 'El acceso con Google no está configurado en este servidor.',
  },
  /** Each flow's §8 fallback, for a refusal whose code has no text of its own. */
  signIn: { other: 'Error al iniciar sesión. Por favor, intenta de nuevo.' },
  register: { other: 'Error al crear la cuenta. Por favor, intenta de nuevo.' },
  reset: {
    other: 'Error al enviar el email de restablecimiento. Por favor, intenta de nuevo.',
    sentTitle: 'Email enviado',
    sentText: 'Revisa tu correo: te hemos enviado un enlace para restablecer la contraseña.',
  },
  confirmEmail: { other: 'No se pudo enviar el email de confirmación. Por favor, inténtalo de nuevo.' },
  changeEmail: {
    loginAgain: 'Por seguridad, para cambiar tu email de acceso vuelve a iniciar sesión y repite el cambio.',
    other: 'No se pudo cambiar el email de acceso. Por favor, inténtalo de nuevo.',
    pending: (email: string) =>
      `Te hemos enviado un enlace a ${email}. Tu email de acceso cambiará cuando lo abras; hasta entonces sigue siendo el de antes.`,
  },
  /** The provider could not be reached or failed (network, 5xx), whatever the flow. */
  common: {
    unavailable: 'El servicio de acceso no responde en este momento. Inténtalo de nuevo en unos minutos.',
    network: 'No hay conexión con el servicio de acceso. Comprueba tu conexión e inténtalo de nuevo.',
  },
  welcomeTitle: '¡Bienvenido!',
  welcomeText: 'Has iniciado sesión correctamente',
  loginFailedTitle: 'Error de inicio de sesión',
} as const)
