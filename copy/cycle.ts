import { localized } from './localize'

/**
 * The year's calendar as residents and the Worker say it: the phases' names and the sentence of the moment
 * ('Ahora: Apoyos, hasta el 15 de marzo de 2027. Después: evaluación técnica'). The first visit carries this
 * module, so the Worker's refusals (cycle-refusals.ts) and the council's form (calendar-form.ts) are apart.
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
