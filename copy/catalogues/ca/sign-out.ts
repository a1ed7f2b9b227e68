import type { PortalCatalogue } from '../portal-catalogue'

export const SIGN_OUT_TEXTS = {
  failed: "No s'ha pogut tancar la sessió correctament",
  failedProfile: "No s'ha pogut tancar la sessió",
  doneTitle: 'Sessió tancada',
  doneText: 'Has tancat la sessió correctament',
} satisfies PortalCatalogue['SIGN_OUT_TEXTS']
