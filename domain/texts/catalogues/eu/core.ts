import type { PortalCatalogue } from '../portal-catalogue'
import { BUDGET_LABELS } from './budget-labels'
import { EU_CYCLE } from './cycle'
import { EU_APP_SHELL } from './app-shell'
import { EU_DATES } from './dates'
import { EU_VOTE_REFUSALS } from './vote-refusals'
import { EU_IMPACT } from './impact'
import { CHANNEL_LABELS, DISTRICT_LABELS, SCOPE_LABELS, STATUS_LABELS } from './labels'
import { EU_FOLLOW } from './follow'
import { EU_PROPOSALS } from './proposals'
import { EU_SHELL } from './shell'

/**
 * What a first visit reads: the frame, the home page and the lists of proposals with their cards. The
 * first visit has a weight budget (e2e/performance.test.ts), so the rest comes with the screens that read it.
 */
export const EU_CORE = {
  ...EU_SHELL,
  ...EU_CYCLE,
  ...EU_APP_SHELL,
  ...EU_PROPOSALS,
  ...EU_FOLLOW,
  ...EU_IMPACT,
  ...EU_VOTE_REFUSALS,
  ...EU_DATES,
  // The assessment's words on every card (docs/decisions/0058).
  BUDGET_LABELS,
  STATUS_LABELS,
  CHANNEL_LABELS,
  DISTRICT_LABELS,
  SCOPE_LABELS,
} satisfies PortalCatalogue
