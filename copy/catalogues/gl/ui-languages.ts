import type { PortalCatalogue } from '../portal-catalogue'

export const LANGUAGE_TEXTS = {
  switcher: 'Idioma',
  footerSwitcher: 'Idioma (pé de páxina)',
  names: { es: 'castelán', ca: 'catalán', va: 'valenciano', eu: 'éuscaro', gl: 'galego' },
  writtenIn: (language) => `Proposta escrita en ${language} pola persoa que a enviou; publícase tal e como se escribiu, sen traducir.`,
  validation: {
    languages: 'Escolla idiomas da lista; o castelán non se pode desactivar',
    incomplete: 'Ese idioma non ten a tradución completa e non se pode activar',
  },
} satisfies PortalCatalogue['LANGUAGE_TEXTS']
