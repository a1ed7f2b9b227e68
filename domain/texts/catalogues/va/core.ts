import type { PortalOverlay } from '../portal-catalogue'
import { VA_APP_SHELL } from './app-shell'
import { VA_DATES } from './dates'
import { VA_FOLLOW } from './follow'
import { VA_LABELS } from './labels'
import { VA_PROPOSALS } from './proposals'
import { VA_SHELL } from './shell'
import { VA_VOTE_REFUSALS } from './vote-refusals'

/** Valencian's wording of Catalan's core (ca/core.ts, what a first visit reads) where it differs; loaded with it. */
export const VA_CORE = {
  ...VA_SHELL,
  ...VA_APP_SHELL,
  ...VA_PROPOSALS,
  ...VA_FOLLOW,
  ...VA_VOTE_REFUSALS,
  ...VA_DATES,
  ...VA_LABELS,
} satisfies PortalOverlay
