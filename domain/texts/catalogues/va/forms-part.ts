import type { PortalOverlay } from '../portal-catalogue'
import { VA_FORMS } from './forms'
import { VA_VALIDATION } from './validation'

/** Valencian's wording of Catalan's forms part (ca/forms-part.ts) where it differs. */
export const VA_FORMS_PART = { ...VA_FORMS, ...VA_VALIDATION } satisfies PortalOverlay
