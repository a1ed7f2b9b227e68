import type { PortalOverlay } from '../portal-catalogue'
import { OFFLINE_TEXTS as FIRST_VISIT } from './ui-offline'

/**
 * The rest of ca/ui-offline.ts in its Valencian wording, which a first visit does not show (what the app
 * says offline): it comes with the screens' part, which keeps Valencian's first visit within its budget
 * (decision 0053); until then a list page says those in Catalan's wording. The whole of the first visit's
 * export and these, since a later part replaces a text export it also holds (decision 0074).
 */
export const OFFLINE_TEXTS = {
  ...FIRST_VISIT,
  offlineNoData: 'Sense connexió · encara no hi ha dades desades en este dispositiu',
  proposalNotSaved: 'Sense connexió: esta proposta no està desada en este dispositiu',
  listNotSaved: 'Sense connexió: esta llista no està desada en este dispositiu',
  searchingSaved: (count) =>
    `Sense connexió: només es cerca ${count === 1 ? 'la proposta desada' : `entre les ${count} propostes desades`} en este dispositiu.`,
  notSavedHint: 'Obre-la quan tornes a tenir connexió i quedarà desada per a llegir-la sense connexió.',
  update: {
    description: 'Actualitza quan acabes el que estàs fent.',
  },
} satisfies PortalOverlay['OFFLINE_TEXTS']
