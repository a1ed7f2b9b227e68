import type { PortalCatalogue } from '../portal-catalogue'
import { BUDGET_LABELS } from './budget-labels'
import { ASSESSMENT_COLUMNS, PROPOSAL_COLUMNS } from './columns'
import { GL_ERRORS } from './errors'
import { GL_FOLLOW_UP } from './follow-up'
import { GL_NOTICES } from './notices'
import { GL_TABLE_DEVICE } from './table-device'
import { GL_TABLES } from './tables'

/** The screens beyond the lists: a proposal's page and its story, the follow-up, the results, notices, the census, refusals, a table's device and the tables' checks (which the admin reads too). */
export const GL_SCREENS = {
  ...GL_FOLLOW_UP,
  ...GL_NOTICES,
  ...GL_ERRORS,
  ...GL_TABLES,
  ...GL_TABLE_DEVICE,
  BUDGET_LABELS,
  PROPOSAL_COLUMNS,
  ASSESSMENT_COLUMNS,
} satisfies PortalCatalogue
