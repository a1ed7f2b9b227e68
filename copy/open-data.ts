import { ASSESSMENT_COLUMNS, PROPOSAL_COLUMNS } from './proposal-columns'
import { localized } from './localize'

/** The open-data downloads (GET /api/open-data/proposals.csv and .json): the CSV's columns, and the files' names. */
export const OPEN_DATA_TEXTS = localized('OPEN_DATA_TEXTS', {
  /** In the order the Worker writes them. */
  header: [
    ...PROPOSAL_COLUMNS,
    'Fecha de Priorización',
    'Fecha de Ejecución',
    'Canal',
    ...ASSESSMENT_COLUMNS,
    'Año del presupuesto',
  ] as const,
  fileName: (ext: 'csv' | 'json') => `propuestas-datos-abiertos.${ext}`,
} as const)
