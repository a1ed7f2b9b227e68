import type { PortalCatalogue } from '../portal-catalogue'

export const NOTICE_KIND_LABELS = { milestone: "Avenç de l'execució" } satisfies PortalCatalogue['NOTICE_KIND_LABELS']
