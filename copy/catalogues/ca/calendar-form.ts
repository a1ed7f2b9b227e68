import type { PortalCatalogue } from '../portal-catalogue'

/** The council's 'Calendari' form in Configuració. */
export const CALENDAR_FORM_TEXTS = {
  intro:
    "Les dates de cada fase de l'any, en l'hora de la ciutat; la fase de cada dia se segueix d'elles. Els suports poden coincidir amb la presentació de propostes.",
  start: 'Inici',
  end: 'Fi',
  save: 'Desa el calendari',
  saved: 'Calendari desat',
  advance: 'Passa a la fase següent',
  advanceTitle: 'Passar a la fase següent',
  advanceBody: (now, next) =>
    `La fase «${now}» acaba ahir i «${next}» comença avui. Les dates del calendari canvien i el canvi queda a l'historial.`,
  advanceConfirm: 'Sí, passa de fase',
  advanceCancel: 'Cancel·la',
  advanced: (phase) => `Ara: ${phase}`,
  notSet: "Aquest any encara no té calendari: la presentació i els suports segueixen l'interruptor de votacions.",
  day: 'Indica una data vàlida (dia, mes i any)',
  endBeforeStart: "La fi no pot ser anterior a l'inici",
  outsideYear: (first, last) => `La data ha de ser entre ${first} i ${last}`,
  supportBeforePresentation: 'Els suports no poden començar ni acabar abans que la presentació de propostes',
  overlap: (before) => `Ha de començar després que acabi «${before}»`,
} satisfies PortalCatalogue['CALENDAR_FORM_TEXTS']
