import type { PortalOverlay } from '../portal-catalogue'

export const POSTER_TEXTS = {
  deadline: (date) => `Presenta la teua proposta fins al ${date}`,
  deadlineExtended: 'Presenta la teua proposta: el termini continua obert',
  print: 'Imprimix',
  printHint: "Ix en un full A4. Tria un cartell general o el d'un districte, que obre el formulari amb el districte ja triat.",
  notFound: 'Este districte no existix',
  channelLines: {
    association: 'A la bústia de la teua associació veïnal',
  },
} satisfies PortalOverlay['POSTER_TEXTS']
