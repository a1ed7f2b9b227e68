/** The year's results and its acta, with the queries their routes load first (each screen in its own chunk). */
export { ActaScreen } from './acta-screen'
export { actaQuery } from './api/acta'
export { resultsQuery } from './api/results'
export { ResultsScreen } from './results-screen'
