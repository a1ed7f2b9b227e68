import { localized } from './localize'

/**
 * The Worker's refusals of what belongs to another phase: each says what was not done and why. A module of
 * their own, apart from the calendar's words (cycle.ts), which the first visit carries: no screen draws these.
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
