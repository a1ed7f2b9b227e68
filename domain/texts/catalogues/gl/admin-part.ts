import type { PortalCatalogue } from '../portal-catalogue'
import { GL_CALENDAR_FORM } from './cycle'
import { GL_ADMIN } from './admin'
import { GL_ADMIN_EXTRA } from './admin-extra'
import { GL_BUDGET } from './budget'
import { GL_HISTORY } from './history'
import { GL_TABLES_ADMIN } from './tables-admin'

/** The admin panel's screens: moderation, history, the budget and its selection, the census, the laboratory. */
export const GL_ADMIN_PART = {
  ...GL_ADMIN,
  ...GL_CALENDAR_FORM,
  ...GL_ADMIN_EXTRA,
  ...GL_BUDGET,
  ...GL_HISTORY,
  ...GL_TABLES_ADMIN,
} satisfies PortalCatalogue
