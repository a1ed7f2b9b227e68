import type { PortalCatalogue } from '../portal-catalogue'
import { GL_APP_SHELL } from './app-shell'
import { BUDGET_LABELS } from './budget-labels'
import { ASSESSMENT_COLUMNS, PROPOSAL_COLUMNS } from './columns'
import { GL_DATES } from './dates'
import { GL_ERRORS } from './errors'
import { GL_FOLLOW_UP } from './follow-up'
import { CHANNEL_LABELS, DISTRICT_LABELS, SCOPE_LABELS, STATUS_LABELS } from './labels'
import { GL_NOTICES } from './notices'
import { GL_PROPOSALS } from './proposals'
import { GL_SHELL } from './shell'

/** What every public page may read: the frame, the proposals, notices, results, the follow-up, refusals, dates. */
export const GL_CORE = {
  ...GL_SHELL,
  ...GL_PROPOSALS,
  ...GL_NOTICES,
  ...GL_FOLLOW_UP,
  ...GL_APP_SHELL,
  ...GL_ERRORS,
  ...GL_DATES,
  BUDGET_LABELS,
  PROPOSAL_COLUMNS,
  ASSESSMENT_COLUMNS,
  STATUS_LABELS,
  CHANNEL_LABELS,
  DISTRICT_LABELS,
  SCOPE_LABELS,
} satisfies PortalCatalogue
