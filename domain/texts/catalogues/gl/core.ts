import type { PortalCatalogue } from '../portal-catalogue'
import { BUDGET_LABELS } from './budget-labels'
import { GL_CYCLE } from './cycle'
import { GL_APP_SHELL } from './app-shell'
import { GL_DATES } from './dates'
import { GL_VOTE_REFUSALS } from './vote-refusals'
import { GL_IMPACT } from './impact'
import { CHANNEL_LABELS, DISTRICT_LABELS, SCOPE_LABELS, STATUS_LABELS } from './labels'
import { GL_FOLLOW } from './follow'
import { GL_PROPOSALS } from './proposals'
import { GL_SHELL } from './shell'

/**
 * What a first visit reads: the frame, the home page and the lists of proposals with their cards. The
 * first visit has a weight budget (e2e/performance.test.ts), so the rest comes with the screens that read it.
 */
export const GL_CORE = {
  ...GL_SHELL,
  ...GL_CYCLE,
  ...GL_APP_SHELL,
  ...GL_PROPOSALS,
  ...GL_FOLLOW,
  ...GL_IMPACT,
  ...GL_VOTE_REFUSALS,
  ...GL_DATES,
  // The assessment's words on every card (docs/decisions/0058).
  BUDGET_LABELS,
  STATUS_LABELS,
  CHANNEL_LABELS,
  DISTRICT_LABELS,
  SCOPE_LABELS,
} satisfies PortalCatalogue
