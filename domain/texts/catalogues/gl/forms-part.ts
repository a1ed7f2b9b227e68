import type { PortalCatalogue } from '../portal-catalogue'
import { GL_FORMS } from './forms'
import { GL_TABLE_DEVICE } from './table-device'
import { GL_TABLES } from './tables'
import { GL_VALIDATION } from './validation'

/** The forms' screens: signing in, the profile, a new proposal, a table's device (and the tables' checks, which the admin part reads too), and the validation messages. */
export const GL_FORMS_PART = { ...GL_FORMS, ...GL_VALIDATION, ...GL_TABLE_DEVICE, ...GL_TABLES } satisfies PortalCatalogue
