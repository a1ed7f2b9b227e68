import type { DISTRICT_LABELS, SCOPE_LABELS } from '../district-scope-labels'
import type { CHANNEL_LABELS } from '../channel-labels'
import type { STATUS_LABELS } from '../statuses'
import type { BUDGET_LABELS } from '../budget-labels'
import type { NOTICE_KIND_LABELS } from '../notice-kind-labels'
import type { VOTE_CHANNEL_LABELS } from '../census'
import type { CENSUS_REFUSALS } from '../census-refusals'
import type { ERROR_TEXTS } from '../errors'
import type * as Texts from '../index'
import type { Catalogue, Overlay } from '../localize'
import type { ASSESSMENT_COLUMNS, PROPOSAL_COLUMNS } from '../proposal-columns'
import type { FIELD_LABELS } from '../validation'

/** Every text export of copy/, and the texts other modules build on. */
type PortalTexts = typeof Texts & {
  ERROR_TEXTS: typeof ERROR_TEXTS
  VOTE_CHANNEL_LABELS: typeof VOTE_CHANNEL_LABELS
  BUDGET_LABELS: typeof BUDGET_LABELS
  NOTICE_KIND_LABELS: typeof NOTICE_KIND_LABELS
  CENSUS_REFUSALS: typeof CENSUS_REFUSALS
  FIELD_LABELS: typeof FIELD_LABELS
  PROPOSAL_COLUMNS: typeof PROPOSAL_COLUMNS
  ASSESSMENT_COLUMNS: typeof ASSESSMENT_COLUMNS
  STATUS_LABELS: typeof STATUS_LABELS
  CHANNEL_LABELS: typeof CHANNEL_LABELS
  DISTRICT_LABELS: typeof DISTRICT_LABELS
  SCOPE_LABELS: typeof SCOPE_LABELS
}

/** A language's catalogue. */
export type PortalCatalogue = Catalogue<PortalTexts>

/** An overlay's (Valencian's): only what it words otherwise than its base, lists item by item. */
export type PortalOverlay = Overlay<PortalTexts>
