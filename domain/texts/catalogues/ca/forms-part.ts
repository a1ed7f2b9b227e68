import type { PortalCatalogue } from '../portal-catalogue'
import { CA_FORMS } from './forms'
import { CA_VALIDATION } from './validation'

/** The forms' screens: signing in, the profile, a new proposal, and the validation messages. */
export const CA_FORMS_PART = { ...CA_FORMS, ...CA_VALIDATION } satisfies PortalCatalogue
