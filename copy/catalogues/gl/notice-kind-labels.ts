import type { PortalCatalogue } from '../portal-catalogue'

export const NOTICE_KIND_LABELS = { milestone: 'Avance da execución' } satisfies PortalCatalogue['NOTICE_KIND_LABELS']
