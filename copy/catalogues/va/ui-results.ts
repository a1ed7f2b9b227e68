import type { PortalOverlay } from '../portal-catalogue'

export const RESULTS_TEXTS = {
  empty: 'No hi ha propostes en este període.',
  openDataText: 'Els camps públics de totes les propostes, sense dades personals, per a reutilitzar-los lliurement.',
} satisfies PortalOverlay['RESULTS_TEXTS']
