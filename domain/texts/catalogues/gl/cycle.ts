import type { PortalCatalogue } from '../portal-catalogue'

/** The year's calendar, its sentence of the moment and the refusals of what belongs to another phase. */
export const GL_CYCLE = {
  CYCLE_TEXTS: {
    phases: {
      presentation: 'Presentación de propostas',
      support: 'Apoios',
      assessment: 'Avaliación técnica',
      selection: 'Selección',
      results: 'Resultados',
      execution: 'Execución',
    },
    together: (first, second) => `${first} e ${second}`,
    title: 'Calendario',
    now: (phases, until) => `Agora: ${phases}, ata o ${until}.`,
    between: 'Agora non hai ningunha fase aberta.',
    next: (phase, start) => `Despois: ${phase.toLowerCase()}, desde o ${start}.`,
    over: 'O calendario deste ano rematou.',
    range: (start, end) => `Do ${start} ao ${end}`,
    noPhase: 'ningunha fase',
    advanceStale: 'A fase cambiou mentres tanto: volva cargar a páxina. Non se cambiou nada.',
  },
} satisfies PortalCatalogue

/** The Worker's refusals of what belongs to another phase (the server part: no screen draws them). */
export const GL_CYCLE_REFUSALS = {
  CYCLE_REFUSALS: {
    presentationClosed: (now) => `Non se enviou a proposta: a presentación de propostas non está aberta (agora: ${now}).`,
    supportClosed: (now) => `Non se rexistrou o voto: a fase de apoios non está aberta (agora: ${now}).`,
    receivedOutside: (start, end) => `A data de recepción ten que estar dentro da presentación de propostas (do ${start} ao ${end}).`,
    unfeasible: 'Non se rexistrou o voto: esta proposta avaliouse como non viable.',
    headingConfirmed: 'Non se rexistrou o voto: a selección do seu distrito xa está confirmada.',
    otherCycle: (year) => `Non se rexistrou o voto: esta proposta presentouse ao orzamento de ${year}, cuxos apoios xa remataron.`,
    confirmDuringSupport: (until) =>
      `Non se pode confirmar a selección mentres os apoios seguen abertos (ata o ${until}). Pase á seguinte fase antes. Non se cambiou nada.`,
    assessmentLocked: 'A selección deste distrito xa está confirmada: a súa avaliación xa non se pode cambiar. Non se cambiou nada.',
    advanceNoNext: 'Non hai ningunha fase despois desta. Non se cambiou nada.',
    advanceStartedToday: 'A fase comezou hoxe: poderá pasar á seguinte a partir de mañá. Non se cambiou nada.',
  },
} satisfies PortalCatalogue

/** The council's 'Calendario' form in Configuración. */
export const GL_CALENDAR_FORM = {
  CALENDAR_FORM_TEXTS: {
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
  },
} satisfies PortalCatalogue
