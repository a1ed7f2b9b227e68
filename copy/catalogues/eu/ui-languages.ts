import type { PortalCatalogue } from '../portal-catalogue'

export const LANGUAGE_TEXTS = {
  switcher: 'Hizkuntza',
  footerSwitcher: 'Hizkuntza (orri-oina)',
  names: { es: 'gaztelania', ca: 'katalana', va: 'valentziera', eu: 'euskara', gl: 'galegoa' },
  writtenIn: (language) =>
    `Bidali zuenak hizkuntza honetan idatzi zuen proposamena: ${language}. Idatzi zen bezala argitaratzen da, itzuli gabe.`,
  validation: {
    languages: 'Aukeratu zerrendako hizkuntzak; gaztelania ezin da desgaitu',
    incomplete: 'Hizkuntza honen itzulpena ez dago osatuta, eta ezin da gaitu',
  },
} satisfies PortalCatalogue['LANGUAGE_TEXTS']
