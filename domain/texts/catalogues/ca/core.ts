import type { PortalCatalogue } from '../portal-catalogue'
import { BUDGET_LABELS } from './budget-labels'
import { CA_CYCLE } from './cycle'
import { CA_APP_SHELL } from './app-shell'
import { CA_DATES } from './dates'
import { CA_VOTE_REFUSALS } from './vote-refusals'
import { CA_IMPACT } from './impact'
import { CHANNEL_LABELS, DISTRICT_LABELS, SCOPE_LABELS, STATUS_LABELS } from './labels'
import { CA_FOLLOW } from './follow'
import { CA_PROPOSALS } from './proposals'
import { CA_SHELL } from './shell'

/**
 * What a first visit reads: the frame, the home page and the lists of proposals with their cards. The
 * first visit has a weight budget (e2e/performance.test.ts), so the rest comes with the screens that read it.
 */
export const CA_CORE = {
  ...CA_SHELL,
  ...CA_CYCLE,
  ...CA_APP_SHELL,
  ...CA_PROPOSALS,
  ...CA_FOLLOW,
  ...CA_IMPACT,
  ...CA_VOTE_REFUSALS,
  ...CA_DATES,
  // The assessment's words on every card (docs/decisions/0058).
  BUDGET_LABELS,
  STATUS_LABELS,
  CHANNEL_LABELS,
  DISTRICT_LABELS,
  SCOPE_LABELS,
} satisfies PortalCatalogue
