import type { PortalCatalogue } from './portal-catalogue'

export const GL: PortalCatalogue = {}
