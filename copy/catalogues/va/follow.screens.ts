import type { PortalOverlay } from '../portal-catalogue'
import { FOLLOW_TEXTS as FIRST_VISIT } from './follow'

/**
 * The rest of ca/follow.ts in its Valencian wording, which a first visit does not show (a follow's
 * outcome): it comes with the screens' part, which keeps Valencian's first visit within its budget
 * (decision 0053); until then a list page says those in Catalan's wording. The whole of the first visit's
 * export and these, since a later part replaces a text export it also holds (decision 0074).
 */
export const FOLLOW_TEXTS = {
  ...FIRST_VISIT,
  followed: "T'avisarem quan canvie d'estat o avance la seua execució.",
  unfollowed: "Ja no rebràs avisos d'esta proposta.",
} satisfies PortalOverlay['FOLLOW_TEXTS']
