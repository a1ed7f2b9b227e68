import type { PortalOverlay } from '../portal-catalogue'

export const COOKIE_TEXTS = {
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
} satisfies PortalOverlay['COOKIE_TEXTS']
