import type { PortalCatalogue } from '../portal-catalogue'
import { BUDGET_LABELS } from './budget-labels'
import { ASSESSMENT_COLUMNS, PROPOSAL_COLUMNS } from './columns'
import { CA_ERRORS } from './errors'
import { CA_FOLLOW_UP } from './follow-up'
import { CA_NOTICES } from './notices'
import { CA_TABLE_DEVICE } from './table-device'
import { CA_TABLES } from './tables'

/** The screens beyond the lists: a proposal's page and its story, the follow-up, the results, notices, the census, refusals, a table's device and the tables' checks (which the admin reads too). */
export const CA_SCREENS = {
  ...CA_FOLLOW_UP,
  ...CA_NOTICES,
  ...CA_ERRORS,
  ...CA_TABLES,
  ...CA_TABLE_DEVICE,
  BUDGET_LABELS,
  PROPOSAL_COLUMNS,
  ASSESSMENT_COLUMNS,
} satisfies PortalCatalogue
