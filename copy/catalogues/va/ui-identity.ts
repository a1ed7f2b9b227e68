import type { PortalOverlay } from '../portal-catalogue'

export const IDENTITY_TEXTS = {
  google: {
    popupBlocked: "S'ha bloquejat la finestra emergent. Si vos plau, permet les finestres emergents per a este lloc.",
    unauthorizedDomain: "Este domini no està autoritzat per a l'autenticació amb Google.",
    notConfigured: "L'accés amb Google no està configurat en este servidor.",
  },
  signIn: {
    other: 'Error en iniciar la sessió. Si vos plau, torna-ho a provar.',
  },
  register: {
    other: 'Error en crear el compte. Si vos plau, torna-ho a provar.',
  },
  reset: {
    other: 'Error en enviar el correu de restabliment. Si vos plau, torna-ho a provar.',
    sentText: "Revisa el teu correu: t'hem enviat un enllaç per a restablir la contrasenya.",
  },
  confirmEmail: {
    other: "No s'ha pogut enviar el correu de confirmació. Si vos plau, torna-ho a provar.",
  },
  changeEmail: {
    loginAgain: "Per seguretat, per a canviar el teu correu d'accés torna a iniciar la sessió i repetix el canvi.",
    other: "No s'ha pogut canviar el correu d'accés. Si vos plau, torna-ho a provar.",
    pending: (email) =>
      `T'hem enviat un enllaç a ${email}. El teu correu d'accés canviarà quan l'obres; fins aleshores continua sent l'anterior.`,
  },
  common: {
    unavailable: "El servici d'accés no respon en este moment. Torna-ho a provar d'aquí a uns minuts.",
    network: "No hi ha connexió amb el servici d'accés. Comprova la teua connexió i torna-ho a provar.",
  },
} satisfies PortalOverlay['IDENTITY_TEXTS']
