import type { PortalOverlay } from '../portal-catalogue'

/** ca/app-shell.ts in its Valencian wording, where it differs. */
export const VA_APP_SHELL = {
  COOKIE_TEXTS: {
    summary:
      'Este portal només fa servir galetes tècniques i de sessió, necessàries perquè funcione i per a recordar les teues preferències. No fem servir galetes de seguiment ni de publicitat.',
    saveFailed: "Les teues preferències s'han desat en este navegador, però no s'han pogut enviar al servidor.",
    categories: {
      necessary: {
        text: 'Imprescindibles per a iniciar la sessió i navegar. Sempre actives.',
      },
      marketing: {
        text: 'Servirien per a mostrar continguts personalitzats. Este portal no les fa servir.',
      },
    },
  },
  OFFLINE_TEXTS: {
    installHint: 'Instal·la el portal al teu dispositiu per a obrir-lo sense connexió.',
    outbox: {
      saved: "Desada en este dispositiu; s'enviarà quan hi haja connexió",
      intro: "Propostes desades en este dispositiu que encara no han arribat a l'Ajuntament.",
      fix: 'Corregix',
      confirmDiscard: "Vols descartar esta proposta? S'esborrarà d'este dispositiu.",
      state: {
        'waiting-sign-in': 'Esperant que inicies la sessió',
      },
      signInNeeded: 'La teua sessió ha acabat: inicia la sessió per a enviar-la amb el teu compte.',
    },
  },
} satisfies PortalOverlay
