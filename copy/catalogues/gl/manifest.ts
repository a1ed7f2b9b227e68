import type { PortalCatalogue } from '../portal-catalogue'

export const MANIFEST_TEXTS = {
  name: 'Orzamentos Participativos',
  shortName: 'Orzamentos',
  description:
    'Orzamento Participativo da cidade: envíe propostas para o seu distrito, vote as da súa veciñanza e siga a súa execución, tamén sen conexión.',
  screenshots: { narrow: 'Propostas da veciñanza no móbil', wide: 'Portal de orzamentos participativos' },
} satisfies PortalCatalogue['MANIFEST_TEXTS']
