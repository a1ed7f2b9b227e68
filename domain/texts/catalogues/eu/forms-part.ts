import type { PortalCatalogue } from '../portal-catalogue'
import { EU_FORMS } from './forms'
import { EU_VALIDATION } from './validation'

/** The forms' screens: signing in, the profile, a new proposal, and the validation messages. */
export const EU_FORMS_PART = { ...EU_FORMS, ...EU_VALIDATION } satisfies PortalCatalogue
