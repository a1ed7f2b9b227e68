import type { PortalCatalogue } from '../portal-catalogue'

/** The council's 'Calendario' form in Configuración. */
export const CALENDAR_FORM_TEXTS = {
  intro:
    'As datas de cada fase do ano, na hora da cidade; a fase de cada día despréndese delas. Os apoios poden coincidir coa presentación de propostas.',
  start: 'Inicio',
  end: 'Fin',
  save: 'Gardar o calendario',
  saved: 'Calendario gardado',
  advance: 'Pasar á seguinte fase',
  advanceTitle: 'Pasar á seguinte fase',
  advanceBody: (now, next) =>
    `A fase «${now}» remata onte e «${next}» comeza hoxe. As datas do calendario cambian e o cambio queda no historial.`,
  advanceConfirm: 'Si, pasar de fase',
  advanceCancel: 'Cancelar',
  advanced: (phase) => `Agora: ${phase}`,
  notSet: 'Este ano aínda non ten calendario: a presentación e os apoios seguen o interruptor de votacións.',
  day: 'Indique unha data válida (día, mes e ano)',
  endBeforeStart: 'O fin non pode ser anterior ao inicio',
  outsideYear: (first, last) => `A data ten que estar entre ${first} e ${last}`,
  supportBeforePresentation: 'Os apoios non poden comezar nin rematar antes que a presentación de propostas',
  overlap: (before) => `Ten que comezar despois de que remate «${before}»`,
} satisfies PortalCatalogue['CALENDAR_FORM_TEXTS']
