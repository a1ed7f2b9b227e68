/** Sign-in with the identity provider (§8 'Sign-in (provider)') and the /auth screen (§2). */
export const IDENTITY_TEXTS = {
  google: {
    popupBlocked: 'El popup fue bloqueado. Por favor, permite ventanas emergentes para este sitio.',
    unauthorizedDomain: 'Este dominio no está autorizado para autenticación con Google.',
    cancelled: 'Autenticación cancelada.',
    invalidApiKey: 'Error de configuración: la clave de la API del proveedor de identidad no es válida.',
    noUser: 'No se pudo obtener la información del usuario',
    other: (message: string) => `Error de autenticación: ${message}`,
    notConfigured: 'El acceso con Google no está configurado en este servidor.',
  },
  signIn: {
    wrongPassword: 'Contraseña incorrecta.',
    userNotFound: 'No existe una cuenta con este email.',
    invalidEmail: 'El formato del email no es válido.',
    other: 'Error al iniciar sesión. Por favor, intenta de nuevo.',
  },
  register: {
    emailInUse: 'Ya existe una cuenta con este email.',
    weakPassword: 'La contraseña debe tener al menos 6 caracteres.',
    other: 'Error al crear la cuenta. Por favor, intenta de nuevo.',
  },
  reset: {
    userNotFound: 'No existe una cuenta con este email.',
    invalidEmail: 'El formato del email no es válido.',
    other: 'Error al enviar el email de restablecimiento. Por favor, intenta de nuevo.',
    sentTitle: 'Email enviado',
    sentText: 'Revisa tu correo: te hemos enviado un enlace para restablecer la contraseña.',
  },
  changeEmail: {
    emailInUse: 'Ya existe una cuenta con este email.',
    invalidEmail: 'El formato del nuevo email no es válido.',
    sameEmail: 'Ese ya es tu email de acceso.',
    loginAgain: 'Por seguridad, para cambiar tu email de acceso vuelve a iniciar sesión y repite el cambio.',
    notAllowed: 'El email de acceso solo se puede cambiar confirmando el enlace que te enviamos al nuevo email.',
    other: 'No se pudo cambiar el email de acceso. Por favor, inténtalo de nuevo.',
    pending: (email: string) =>
      `Te hemos enviado un enlace a ${email}. Tu email de acceso cambiará cuando lo abras; hasta entonces sigue siendo el de antes.`,
  },
  /** Codes any call to the provider can answer, whatever the flow. */
  common: {
    unavailable: 'El servicio de acceso no responde en este momento. Inténtalo de nuevo en unos minutos.',
    network: 'No hay conexión con el servicio de acceso. Comprueba tu conexión e inténtalo de nuevo.',
    userDisabled: 'Esta cuenta está desactivada. Ponte en contacto con el Ayuntamiento.',
    sessionEnded: 'Tu sesión ha terminado. Vuelve a iniciar sesión.',
    operationNotAllowed: 'Este método de acceso no está habilitado en este momento.',
    quotaExceeded: 'Se han enviado demasiados correos desde este servicio. Inténtalo de nuevo más tarde.',
  },
  tooManyAttempts: 'Demasiados intentos seguidos. Espera un momento y vuelve a intentarlo.',
  sessionExpired: 'Tu sesión ha caducado. Vuelve a iniciar sesión.',
  signOut: {
    failed: 'No se pudo cerrar la sesión correctamente',
    failedProfile: 'No se pudo cerrar sesión',
    doneTitle: 'Sesión cerrada',
    doneText: 'Has cerrado sesión correctamente',
  },
  welcomeTitle: '¡Bienvenido!',
  welcomeText: 'Has iniciado sesión correctamente',
  loginFailedTitle: 'Error de inicio de sesión',
} as const
