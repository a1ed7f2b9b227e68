import type { PortalCatalogue } from '../portal-catalogue'
import { ASSESSMENT_COLUMNS, PROPOSAL_COLUMNS } from './proposal-columns'

export const OPEN_DATA_TEXTS = {
  header: [...PROPOSAL_COLUMNS, 'Data de priorització', "Data d'execució", 'Canal', ...ASSESSMENT_COLUMNS, 'Any del pressupost'],
  fileName: (ext) => `propostes-dades-obertes.${ext}`,
} satisfies PortalCatalogue['OPEN_DATA_TEXTS']
