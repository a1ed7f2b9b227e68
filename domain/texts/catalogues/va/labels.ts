import type { PortalOverlay } from '../portal-catalogue'

/** ca/labels.ts in its Valencian wording, where it differs: the council's 010 service and the social services' scope. */
export const VA_LABELS = {
  CHANNEL_LABELS: { '010': "Servici 010 de l'Ajuntament" },
  SCOPE_LABELS: { names: { 'Servicios Sociales': 'Servicis socials' } },
} satisfies PortalOverlay
