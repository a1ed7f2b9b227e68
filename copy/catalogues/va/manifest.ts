import type { PortalOverlay } from '../portal-catalogue'

export const MANIFEST_TEXTS = {
  description:
    "Pressupost Participatiu de la ciutat: envia propostes per al teu districte, vota les dels teus veïns i seguix-ne l'execució, també sense connexió.",
} satisfies PortalOverlay['MANIFEST_TEXTS']
