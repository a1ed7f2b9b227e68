import type { PortalOverlay } from '../portal-catalogue'
import { VA_CORE_REST } from './core-rest'
import { VA_ERRORS } from './errors'
import { VA_FOLLOW_UP } from './follow-up'
import { VA_NOTICES } from './notices'
import { VA_TABLE_DEVICE } from './table-device'

/** Valencian's wording of Catalan's screens beyond the lists (ca/screens.ts) where it differs. */
export const VA_SCREENS = { ...VA_CORE_REST, ...VA_FOLLOW_UP, ...VA_NOTICES, ...VA_ERRORS, ...VA_TABLE_DEVICE } satisfies PortalOverlay
