import type { PortalCatalogue } from '../portal-catalogue'
import { ASSESSMENT_COLUMNS, PROPOSAL_COLUMNS } from './proposal-columns'

export const OPEN_DATA_TEXTS = {
  header: [...PROPOSAL_COLUMNS, 'Data de priorización', 'Data de execución', 'Canle', ...ASSESSMENT_COLUMNS, 'Ano do orzamento'],
  fileName: (ext) => `propostas-datos-abertos.${ext}`,
} satisfies PortalCatalogue['OPEN_DATA_TEXTS']
