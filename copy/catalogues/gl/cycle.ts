import type { PortalCatalogue } from '../portal-catalogue'

/** The year's calendar and its sentence of the moment. */
export const CYCLE_TEXTS = {
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
} satisfies PortalCatalogue['CYCLE_TEXTS']
