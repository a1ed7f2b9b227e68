import type { PortalOverlay } from '../portal-catalogue'

/** ca/follow.ts in its Valencian wording, where it differs. */
export const VA_FOLLOW = {
  FOLLOW_TEXTS: {
    follow: 'Seguix',
    followLabel: (title) => `Seguix la proposta «${title}»`,
  },
} satisfies PortalOverlay
