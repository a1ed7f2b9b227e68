import type { PortalCatalogue } from '../portal-catalogue'
import { GL_FORMS } from './forms'
import { GL_VALIDATION } from './validation'

/** The forms' screens: signing in, the profile, a new proposal, and the validation messages. */
export const GL_FORMS_PART = { ...GL_FORMS, ...GL_VALIDATION } satisfies PortalCatalogue
