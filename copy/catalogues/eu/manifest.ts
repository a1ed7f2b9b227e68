import type { PortalCatalogue } from '../portal-catalogue'

export const MANIFEST_TEXTS = {
  name: 'Aurrekontu Parte-hartzaileak',
  shortName: 'Aurrekontuak',
  description:
    'Hiriko Aurrekontu Parte-hartzailea: bidali proposamenak zure barrutirako, bozkatu zure auzokideenak eta egin haien gauzatzearen jarraipena, baita konexiorik gabe ere.',
  screenshots: { narrow: 'Auzokideen proposamenak mugikorrean', wide: 'Aurrekontu parte-hartzaileen ataria' },
} satisfies PortalCatalogue['MANIFEST_TEXTS']
