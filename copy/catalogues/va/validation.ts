import type { PortalOverlay } from '../portal-catalogue'

export const VALIDATION_TEXTS = {
  notifyNeedsEmail: 'Per a rebre els avisos per correu electrònic, indica un correu electrònic',
  pushSubscription: "La subscripció d'este dispositiu no és vàlida",
  pushEndpoint: "Este servici d'avisos no està permés",
  unsubscribeToken: "L'enllaç per a donar-se de baixa no és vàlid",
  receivedAt: 'Indica una data de recepció vàlida que no siga futura',
  historyAction: 'El tipus de canvi demanat no existix',
  fieldInvalid: "El valor d'este camp no és vàlid",
} satisfies PortalOverlay['VALIDATION_TEXTS']

export const FIELD_LABELS = {
  endpoint: "servici d'avisos",
  service: 'servici municipal',
} satisfies PortalOverlay['FIELD_LABELS']
