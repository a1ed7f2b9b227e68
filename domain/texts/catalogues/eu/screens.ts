import type { PortalCatalogue } from '../portal-catalogue'
import { BUDGET_LABELS } from './budget-labels'
import { ASSESSMENT_COLUMNS, PROPOSAL_COLUMNS } from './columns'
import { EU_ERRORS } from './errors'
import { EU_FOLLOW_UP } from './follow-up'
import { EU_NOTICES } from './notices'

/** The screens beyond the lists: a proposal's page and its story, the follow-up, the results, notices, the census, refusals. */
export const EU_SCREENS = {
  ...EU_FOLLOW_UP,
  ...EU_NOTICES,
  ...EU_ERRORS,
  BUDGET_LABELS,
  PROPOSAL_COLUMNS,
  ASSESSMENT_COLUMNS,
} satisfies PortalCatalogue
