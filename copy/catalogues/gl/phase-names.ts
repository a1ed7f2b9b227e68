import type { PortalCatalogue } from '../portal-catalogue'

export const MILESTONE_PHASE_NAMES = {
  'Sin iniciar': 'Sen iniciar',
  'En redacción del proyecto': 'En redacción do proxecto',
  'En licitación': 'En licitación',
  Adjudicada: 'Adxudicada',
  'En obras': 'En obras',
  Finalizada: 'Finalizada',
} satisfies PortalCatalogue['MILESTONE_PHASE_NAMES']
