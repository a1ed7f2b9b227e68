import type { PortalCatalogue } from '../portal-catalogue'

export const NOTICE_KIND_LABELS = { milestone: 'Gauzatzearen aurrerapena' } satisfies PortalCatalogue['NOTICE_KIND_LABELS']
