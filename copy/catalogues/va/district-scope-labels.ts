import type { PortalOverlay } from '../portal-catalogue'

export const SCOPE_LABELS = { names: { 'Servicios Sociales': 'Servicis socials' } } satisfies PortalOverlay['SCOPE_LABELS']
