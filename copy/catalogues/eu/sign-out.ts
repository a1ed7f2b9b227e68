import type { PortalCatalogue } from '../portal-catalogue'

export const SIGN_OUT_TEXTS = {
  failed: 'Ezin izan da saioa behar bezala itxi',
  failedProfile: 'Ezin izan da saioa itxi',
  doneTitle: 'Saioa itxi da',
  doneText: 'Saioa behar bezala itxi duzu',
} satisfies PortalCatalogue['SIGN_OUT_TEXTS']
