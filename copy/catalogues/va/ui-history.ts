import type { PortalOverlay } from '../portal-catalogue'

export const HISTORY_TEXTS = {
  empty: 'No hi ha canvis registrats que coincidisquen.',
  fields: {
    service: 'Servici responsable',
  },
  notUndoable: "Este canvi no es pot desfer des d'aquí.",
  changedSince: 'La proposta ha canviat després; no es desfà per a no perdre este canvi.',
  alreadyUndone: 'Este canvi ja es va desfer.',
} satisfies PortalOverlay['HISTORY_TEXTS']
