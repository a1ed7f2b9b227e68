import type { PortalOverlay } from '../portal-catalogue'

export const FOLLOW_TEXTS = {
  follow: 'Seguix',
  followLabel: (title) => `Seguix la proposta «${title}»`,
} satisfies PortalOverlay['FOLLOW_TEXTS']
