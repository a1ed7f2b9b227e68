import type { PortalCatalogue } from '../portal-catalogue'
import { EU_FORMS } from './forms'
import { EU_TABLE_DEVICE } from './table-device'
import { EU_TABLES } from './tables'
import { EU_VALIDATION } from './validation'

/** The forms' screens: signing in, the profile, a new proposal, a table's device (and the tables' checks, which the admin part reads too), and the validation messages. */
export const EU_FORMS_PART = { ...EU_FORMS, ...EU_VALIDATION, ...EU_TABLE_DEVICE, ...EU_TABLES } satisfies PortalCatalogue
