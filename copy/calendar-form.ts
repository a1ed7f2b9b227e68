import { localized } from './localize'

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
