import type { PortalCatalogue } from '../portal-catalogue'
import { BUDGET_LABELS } from './budget-labels'
import { ASSESSMENT_COLUMNS, PROPOSAL_COLUMNS } from './columns'
import { EU_ERRORS } from './errors'
import { EU_FOLLOW_UP } from './follow-up'
import { EU_NOTICES } from './notices'
import { EU_TABLE_DEVICE } from './table-device'
import { EU_TABLES } from './tables'

/** The screens beyond the lists: a proposal's page and its story, the follow-up, the results, notices, the census, refusals, a table's device and the tables' checks (which the admin reads too). */
export const EU_SCREENS = {
  ...EU_FOLLOW_UP,
  ...EU_NOTICES,
  ...EU_ERRORS,
  ...EU_TABLES,
  ...EU_TABLE_DEVICE,
  BUDGET_LABELS,
  PROPOSAL_COLUMNS,
  ASSESSMENT_COLUMNS,
} satisfies PortalCatalogue
