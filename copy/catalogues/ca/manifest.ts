import type { PortalCatalogue } from '../portal-catalogue'

export const MANIFEST_TEXTS = {
  name: 'Pressupostos Participatius',
  shortName: 'Pressupostos',
  description:
    "Pressupost Participatiu de la ciutat: envia propostes per al teu districte, vota les dels teus veïns i segueix-ne l'execució, també sense connexió.",
  screenshots: { narrow: 'Propostes dels veïns al mòbil', wide: 'Portal de pressupostos participatius' },
} satisfies PortalCatalogue['MANIFEST_TEXTS']
