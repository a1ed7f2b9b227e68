import type { PortalCatalogue } from '../portal-catalogue'

export const MILESTONE_PHASE_NAMES = {
  'Sin iniciar': 'Sense iniciar',
  'En redacción del proyecto': 'En redacció del projecte',
  'En licitación': 'En licitació',
  Adjudicada: 'Adjudicada',
  'En obras': 'En obres',
  Finalizada: 'Finalitzada',
} satisfies PortalCatalogue['MILESTONE_PHASE_NAMES']
