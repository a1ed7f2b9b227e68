import type { PortalCatalogue } from '../portal-catalogue'
import { ASSESSMENT_COLUMNS, PROPOSAL_COLUMNS } from './proposal-columns'

export const OPEN_DATA_TEXTS = {
  header: [...PROPOSAL_COLUMNS, 'Lehenetsi zen data', 'Gauzatze-data', 'Bidea', ...ASSESSMENT_COLUMNS, 'Aurrekontuaren urtea'],
  fileName: (ext) => `proposamenak-datu-irekiak.${ext}`,
} satisfies PortalCatalogue['OPEN_DATA_TEXTS']
