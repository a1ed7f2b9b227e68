import type { PortalCatalogue } from '../portal-catalogue'
import { CA_CALENDAR_FORM } from './cycle'
import { CA_ADMIN } from './admin'
import { CA_ADMIN_EXTRA } from './admin-extra'
import { CA_BUDGET } from './budget'
import { CA_HISTORY } from './history'
import { CA_TABLES_ADMIN } from './tables-admin'

/** The admin panel's screens: moderation, history, the budget and its selection, the census, the laboratory. */
export const CA_ADMIN_PART = {
  ...CA_ADMIN,
  ...CA_CALENDAR_FORM,
  ...CA_ADMIN_EXTRA,
  ...CA_BUDGET,
  ...CA_HISTORY,
  ...CA_TABLES_ADMIN,
} satisfies PortalCatalogue
