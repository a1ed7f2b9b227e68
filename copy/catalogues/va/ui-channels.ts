import type { PortalOverlay } from '../portal-catalogue'

export const CHANNEL_TEXTS = {
  register: {
    posterLink: 'Imprimix el cartell amb codi QR per a les taules informatives',
    intro:
      "Per a les propostes que arriben en paper, per correu, a la bústia de l'associació, a l'oficina de la Federació, al 010, per WhatsApp o per telèfon. Entren com a pendents amb la seua data de recepció.",
    sessionTitle: 'Registrades en esta sessió',
    sessionEmpty: 'Encara no n’has registrat cap en esta sessió.',
  },
} satisfies PortalOverlay['CHANNEL_TEXTS']
