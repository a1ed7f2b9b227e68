import type { PortalCatalogue } from './portal-catalogue'

export const EU: PortalCatalogue = {}
