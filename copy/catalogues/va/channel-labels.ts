import type { PortalOverlay } from '../portal-catalogue'

export const CHANNEL_LABELS = { '010': "Servici 010 de l'Ajuntament" } satisfies PortalOverlay['CHANNEL_LABELS']
