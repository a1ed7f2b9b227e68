import type { PortalCatalogue } from '../portal-catalogue'

/** The year's calendar and its sentence of the moment. */
export const CYCLE_TEXTS = {
  phases: {
    presentation: 'Presentació de propostes',
    support: 'Suports',
    assessment: 'Avaluació tècnica',
    selection: 'Selecció',
    results: 'Resultats',
    execution: 'Execució',
  },
  together: (first, second) => `${first} i ${second}`,
  title: 'Calendari',
  now: (phases, until) => `Ara: ${phases}, fins al ${until}.`,
  between: 'Ara no hi ha cap fase oberta.',
  next: (phase, start) => `Després: ${phase.toLowerCase()}, des del ${start}.`,
  over: "El calendari d'aquest any ha acabat.",
  range: (start, end) => `Del ${start} al ${end}`,
  noPhase: 'cap fase',
  advanceStale: "La fase ha canviat mentrestant: torna a carregar la pàgina. No s'ha canviat res.",
} satisfies PortalCatalogue['CYCLE_TEXTS']
