import type { PortalCatalogue } from '../portal-catalogue'

/** The year's calendar and its sentence of the moment. */
export const CYCLE_TEXTS = {
  phases: {
    presentation: 'Proposamenak aurkeztea',
    support: 'Babesak',
    assessment: 'Ebaluazio teknikoa',
    selection: 'Hautaketa',
    results: 'Emaitzak',
    execution: 'Gauzatzea',
  },
  together: (first, second) => `${first} eta ${second}`,
  title: 'Egutegia',
  now: (phases, until) => `Orain: ${phases}, ${until} arte.`,
  between: 'Orain ez dago fase irekirik.',
  next: (phase, start) => `Ondoren: ${phase.toLowerCase()}, ${start}tik aurrera.`,
  over: 'Aurtengo egutegia amaitu da.',
  range: (start, end) => `${start}tik ${end} arte`,
  noPhase: 'fase bat ere ez',
  advanceStale: 'Fasea aldatu egin da bitartean: kargatu berriro orria. Ez da ezer aldatu.',
} satisfies PortalCatalogue['CYCLE_TEXTS']
