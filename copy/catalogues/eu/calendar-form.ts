import type { PortalCatalogue } from '../portal-catalogue'

/** The council's 'Egutegia' form in Konfigurazioa. */
export const CALENDAR_FORM_TEXTS = {
  intro:
    'Urteko fase bakoitzaren datak, hiriko orduan; egun bakoitzeko fasea haietatik ateratzen da. Babesak proposamenak aurkeztearekin batera izan daitezke.',
  start: 'Hasiera',
  end: 'Amaiera',
  save: 'Gorde egutegia',
  saved: 'Egutegia gorde da',
  advance: 'Igaro hurrengo fasera',
  advanceTitle: 'Hurrengo fasera igaro',
  advanceBody: (now, next) =>
    `«${now}» fasea atzo amaitzen da eta «${next}» gaur hasten da. Egutegiaren datak aldatzen dira eta aldaketa historialean geratzen da.`,
  advanceConfirm: 'Bai, igaro fasez',
  advanceCancel: 'Utzi',
  advanced: (phase) => `Orain: ${phase}`,
  notSet: 'Urte honek ez du egutegirik oraindik: aurkezpenak eta babesek bozketen etengailuari jarraitzen diote.',
  day: 'Adierazi data baliodun bat (eguna, hilabetea eta urtea)',
  endBeforeStart: 'Amaiera ezin da hasiera baino lehenagokoa izan',
  outsideYear: (first, last) => `Datak ${first} eta ${last} artean egon behar du`,
  supportBeforePresentation: 'Babesak ezin dira proposamenak aurkeztea baino lehenago hasi edo amaitu',
  overlap: (before) => `«${before}» amaitu ondoren hasi behar du`,
} satisfies PortalCatalogue['CALENDAR_FORM_TEXTS']
