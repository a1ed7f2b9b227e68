import type { PortalCatalogue } from '../portal-catalogue'

export const MILESTONE_PHASE_NAMES = {
  'Sin iniciar': 'Hasi gabe',
  'En redacción del proyecto': 'Proiektua idazten',
  'En licitación': 'Lizitazioan',
  Adjudicada: 'Esleitua',
  'En obras': 'Obretan',
  Finalizada: 'Amaitua',
} satisfies PortalCatalogue['MILESTONE_PHASE_NAMES']
