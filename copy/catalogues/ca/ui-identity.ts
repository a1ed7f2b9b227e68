import type { PortalCatalogue } from '../portal-catalogue'

export const IDENTITY_TEXTS = {
  google: {
    popupBlocked: "S'ha bloquejat la finestra emergent. Si us plau, permet les finestres emergents per a aquest lloc.",
    unauthorizedDomain: "Aquest domini no està autoritzat per a l'autenticació amb Google.",
    cancelled: "S'ha cancel·lat l'autenticació.",
    noUser: "No s'ha pogut obtenir la informació de l'usuari",
    other: (message) => `Error d'autenticació: ${message}`,
    notConfigured: "L'accés amb Google no està configurat en aquest servidor.",
  },
  signIn: { other: 'Error en iniciar la sessió. Si us plau, torna-ho a provar.' },
  register: { other: 'Error en crear el compte. Si us plau, torna-ho a provar.' },
  reset: {
    other: 'Error en enviar el correu de restabliment. Si us plau, torna-ho a provar.',
    sentTitle: 'Correu enviat',
    sentText: "Revisa el teu correu: t'hem enviat un enllaç per restablir la contrasenya.",
  },
  confirmEmail: { other: "No s'ha pogut enviar el correu de confirmació. Si us plau, torna-ho a provar." },
  changeEmail: {
    loginAgain: "Per seguretat, per canviar el teu correu d'accés torna a iniciar la sessió i repeteix el canvi.",
    other: "No s'ha pogut canviar el correu d'accés. Si us plau, torna-ho a provar.",
    pending: (email) =>
      `T'hem enviat un enllaç a ${email}. El teu correu d'accés canviarà quan l'obris; fins aleshores continua sent l'anterior.`,
  },
  common: {
    unavailable: "El servei d'accés no respon en aquest moment. Torna-ho a provar d'aquí a uns minuts.",
    network: "No hi ha connexió amb el servei d'accés. Comprova la teva connexió i torna-ho a provar.",
  },
  welcomeTitle: 'Benvingut/da!',
  welcomeText: 'Has iniciat la sessió correctament',
  loginFailedTitle: "Error d'inici de sessió",
} satisfies PortalCatalogue['IDENTITY_TEXTS']
