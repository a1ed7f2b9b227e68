import type { PortalCatalogue } from '../portal-catalogue'

export const IDENTITY_TEXTS = {
  google: {
    popupBlocked: 'Bloqueouse a xanela emerxente. Por favor, permita as xanelas emerxentes para este sitio.',
    unauthorizedDomain: 'Este dominio non está autorizado para a autenticación con Google.',
    cancelled: 'Cancelouse a autenticación.',
    noUser: 'Non foi posible obter a información da persoa usuaria',
    other: (message) => `Erro de autenticación: ${message}`,
    notConfigured: 'O acceso con Google non está configurado neste servidor.',
  },
  signIn: { other: 'Erro ao iniciar sesión. Por favor, ténteo de novo.' },
  register: { other: 'Erro ao crear a conta. Por favor, ténteo de novo.' },
  reset: {
    other: 'Erro ao enviar o correo de restablecemento. Por favor, ténteo de novo.',
    sentTitle: 'Correo enviado',
    sentText: 'Revise o seu correo: enviámoslle unha ligazón para restablecer o contrasinal.',
  },
  confirmEmail: { other: 'Non foi posible enviar o correo de confirmación. Por favor, ténteo de novo.' },
  changeEmail: {
    loginAgain: 'Por seguridade, para cambiar o seu correo de acceso volva iniciar sesión e repita o cambio.',
    other: 'Non foi posible cambiar o correo de acceso. Por favor, ténteo de novo.',
    pending: (email) =>
      `Enviámoslle unha ligazón a ${email}. O seu correo de acceso cambiará cando a abra; ata entón segue sendo o anterior.`,
  },
  common: {
    unavailable: 'O servizo de acceso non responde neste momento. Ténteo de novo dentro duns minutos.',
    network: 'Non hai conexión co servizo de acceso. Comprobe a súa conexión e ténteo de novo.',
  },
  welcomeTitle: 'Benvido/a!',
  welcomeText: 'Iniciou sesión correctamente',
  loginFailedTitle: 'Erro de inicio de sesión',
} satisfies PortalCatalogue['IDENTITY_TEXTS']
