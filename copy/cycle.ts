import { localized } from './localize'

/**
 * The year's calendar as residents and the Worker say it: the phases' names, the sentence of the moment
 * ('Ahora: Apoyos, hasta el 15 de marzo de 2027. Después: evaluación técnica'), and the refusals of what
 * belongs to another phase.
 */
export const CYCLE_TEXTS = localized('CYCLE_TEXTS', {
  phases: {
    presentation: 'Presentación de propuestas',
    support: 'Apoyos',
    assessment: 'Evaluación técnica',
    selection: 'Selección',
    results: 'Resultados',
    execution: 'Ejecución',
  },
  /** The names of the phases open together: 'Presentación de propuestas y Apoyos'. */
  together: (first: string, second: string) => `${first} y ${second}`,
  title: 'Calendario',
  now: (phases: string, until: string) => `Ahora: ${phases}, hasta el ${until}.`,
  between: 'Ahora no hay ninguna fase abierta.',
  next: (phase: string, start: string) => `Después: ${phase.toLowerCase()}, desde el ${start}.`,
  over: 'El calendario de este año ha terminado.',
  range: (start: string, end: string) => `Del ${start} al ${end}`,
  noPhase: 'ninguna fase',
  advanceStale: 'La fase ha cambiado mientras tanto: recarga la página. No se ha cambiado nada.',
})

/**
 * The Worker's refusals of what belongs to another phase: each says what was not done and why. Kept apart
 * from the calendar's words, which the first visit carries: no screen draws these.
 */
export const CYCLE_REFUSALS = localized('CYCLE_REFUSALS', {
  presentationClosed: (now: string) => `No se ha enviado la propuesta: la presentación de propuestas no está abierta (ahora: ${now}).`,
  supportClosed: (now: string) => `No se ha registrado el voto: la fase de apoyos no está abierta (ahora: ${now}).`,
  receivedOutside: (start: string, end: string) =>
    `La fecha de recepción tiene que estar dentro de la presentación de propuestas (del ${start} al ${end}).`,
  unfeasible: 'No se ha registrado el voto: esta propuesta se evaluó como no viable.',
  headingConfirmed: 'No se ha registrado el voto: la selección de su distrito ya está confirmada.',
  otherCycle: (year: number) =>
    `No se ha registrado el voto: esta propuesta se presentó al presupuesto de ${year}, cuyos apoyos ya terminaron.`,
  confirmDuringSupport: (until: string) =>
    `No se puede confirmar la selección mientras los apoyos siguen abiertos (hasta el ${until}). Pasa a la siguiente fase antes. No se ha cambiado nada.`,
  assessmentLocked: 'La selección de este distrito ya está confirmada: su evaluación ya no se puede cambiar. No se ha cambiado nada.',
  advanceNoNext: 'No hay ninguna fase después de esta. No se ha cambiado nada.',
  advanceStartedToday: 'La fase empezó hoy: podrás pasar a la siguiente a partir de mañana. No se ha cambiado nada.',
})

/** The council's 'Calendario' form in Configuración and its refusals, field by field. */
export const CALENDAR_FORM_TEXTS = localized('CALENDAR_FORM_TEXTS', {
  intro:
    'Las fechas de cada fase del año, en la hora de la ciudad; la fase de cada día se sigue de ellas. Los apoyos pueden coincidir con la presentación de propuestas.',
  start: 'Inicio',
  end: 'Fin',
  save: 'Guardar calendario',
  saved: 'Calendario guardado',
  advance: 'Pasar a la siguiente fase',
  advanceTitle: 'Pasar a la siguiente fase',
  advanceBody: (now: string, next: string) =>
    `La fase «${now}» termina ayer y «${next}» empieza hoy. Las fechas del calendario cambian y el cambio queda en el historial.`,
  advanceConfirm: 'Sí, pasar de fase',
  advanceCancel: 'Cancelar',
  advanced: (phase: string) => `Ahora: ${phase}`,
  notSet: 'Este año aún no tiene calendario: la presentación y los apoyos siguen el interruptor de votaciones.',
  day: 'Indica una fecha válida (día, mes y año)',
  endBeforeStart: 'El fin no puede ser anterior al inicio',
  outsideYear: (first: number, last: number) => `La fecha tiene que estar entre ${first} y ${last}`,
  supportBeforePresentation: 'Los apoyos no pueden empezar ni terminar antes que la presentación de propuestas',
  overlap: (before: string) => `Tiene que empezar después de que termine «${before}»`,
})
