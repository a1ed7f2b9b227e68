import type { PortalCatalogue } from '../portal-catalogue'
import { CA_FORMS } from './forms'
import { CA_TABLE_DEVICE } from './table-device'
import { CA_TABLES } from './tables'
import { CA_VALIDATION } from './validation'

/** The forms' screens: signing in, the profile, a new proposal, a table's device (and the tables' checks, which the admin part reads too), and the validation messages. */
export const CA_FORMS_PART = { ...CA_FORMS, ...CA_VALIDATION, ...CA_TABLE_DEVICE, ...CA_TABLES } satisfies PortalCatalogue
