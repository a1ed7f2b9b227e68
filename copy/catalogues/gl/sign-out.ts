import type { PortalCatalogue } from '../portal-catalogue'

export const SIGN_OUT_TEXTS = {
  failed: 'Non foi posible pechar a sesión correctamente',
  failedProfile: 'Non foi posible pechar a sesión',
  doneTitle: 'Sesión pechada',
  doneText: 'Pechou a sesión correctamente',
} satisfies PortalCatalogue['SIGN_OUT_TEXTS']
