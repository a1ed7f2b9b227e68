import type { PortalCatalogue } from '../portal-catalogue'

export const LANGUAGE_TEXTS = {
  switcher: 'Idioma',
  footerSwitcher: 'Idioma (peu de pàgina)',
  names: { es: 'castellà', ca: 'català', va: 'valencià', eu: 'basc', gl: 'gallec' },
  writtenIn: (language) => `Proposta escrita en ${language} per qui la va enviar; es publica tal com es va escriure, sense traduir.`,
  validation: {
    languages: 'Tria idiomes de la llista; el castellà no es pot desactivar',
    incomplete: 'Aquest idioma no té la traducció completa i no es pot activar',
  },
} satisfies PortalCatalogue['LANGUAGE_TEXTS']
