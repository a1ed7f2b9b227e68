import type { PortalCatalogue } from '../portal-catalogue'
import { CA_APP_SHELL } from './app-shell'
import { BUDGET_LABELS } from './budget-labels'
import { ASSESSMENT_COLUMNS, PROPOSAL_COLUMNS } from './columns'
import { CA_DATES } from './dates'
import { CA_ERRORS } from './errors'
import { CA_FOLLOW_UP } from './follow-up'
import { CHANNEL_LABELS, DISTRICT_LABELS, SCOPE_LABELS, STATUS_LABELS } from './labels'
import { CA_NOTICES } from './notices'
import { CA_PROPOSALS } from './proposals'
import { CA_SHELL } from './shell'

/** What every public page may read: the frame, the proposals, notices, results, the follow-up, refusals, dates. */
export const CA_CORE = {
  ...CA_SHELL,
  ...CA_PROPOSALS,
  ...CA_NOTICES,
  ...CA_FOLLOW_UP,
  ...CA_APP_SHELL,
  ...CA_ERRORS,
  ...CA_DATES,
  BUDGET_LABELS,
  PROPOSAL_COLUMNS,
  ASSESSMENT_COLUMNS,
  STATUS_LABELS,
  CHANNEL_LABELS,
  DISTRICT_LABELS,
  SCOPE_LABELS,
} satisfies PortalCatalogue
