import type { PortalCatalogue } from '../portal-catalogue'
import { EU_CALENDAR_FORM } from './cycle'
import { EU_ADMIN } from './admin'
import { EU_ADMIN_EXTRA } from './admin-extra'
import { EU_BUDGET } from './budget'
import { EU_HISTORY } from './history'
import { EU_TABLES_ADMIN } from './tables-admin'

/** The admin panel's screens: moderation, history, the budget and its selection, the census, the laboratory. */
export const EU_ADMIN_PART = {
  ...EU_ADMIN,
  ...EU_CALENDAR_FORM,
  ...EU_ADMIN_EXTRA,
  ...EU_BUDGET,
  ...EU_HISTORY,
  ...EU_TABLES_ADMIN,
} satisfies PortalCatalogue
