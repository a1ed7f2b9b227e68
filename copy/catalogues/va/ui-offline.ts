import type { PortalOverlay } from '../portal-catalogue'

export const OFFLINE_TEXTS = {
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
} satisfies PortalOverlay['OFFLINE_TEXTS']
