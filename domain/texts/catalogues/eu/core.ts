import type { PortalCatalogue } from '../portal-catalogue'
import { EU_APP_SHELL } from './app-shell'
import { BUDGET_LABELS } from './budget-labels'
import { ASSESSMENT_COLUMNS, PROPOSAL_COLUMNS } from './columns'
import { EU_DATES } from './dates'
import { EU_ERRORS } from './errors'
import { EU_FOLLOW_UP } from './follow-up'
import { CHANNEL_LABELS, DISTRICT_LABELS, SCOPE_LABELS, STATUS_LABELS } from './labels'
import { EU_NOTICES } from './notices'
import { EU_PROPOSALS } from './proposals'
import { EU_SHELL } from './shell'

/** What every public page may read: the frame, the proposals, notices, results, the follow-up, refusals, dates. */
export const EU_CORE = {
  ...EU_SHELL,
  ...EU_PROPOSALS,
  ...EU_NOTICES,
  ...EU_FOLLOW_UP,
  ...EU_APP_SHELL,
  ...EU_ERRORS,
  ...EU_DATES,
  BUDGET_LABELS,
  PROPOSAL_COLUMNS,
  ASSESSMENT_COLUMNS,
  STATUS_LABELS,
  CHANNEL_LABELS,
  DISTRICT_LABELS,
  SCOPE_LABELS,
} satisfies PortalCatalogue
