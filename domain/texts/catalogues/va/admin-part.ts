import type { PortalOverlay } from '../portal-catalogue'
import { VA_ADMIN } from './admin'
import { VA_ADMIN_EXTRA } from './admin-extra'
import { VA_BUDGET } from './budget'
import { VA_HISTORY } from './history'
import { VA_TABLES_ADMIN } from './tables-admin'

/** Valencian's wording of Catalan's admin panel (ca/admin-part.ts) where it differs. */
export const VA_ADMIN_PART = { ...VA_ADMIN, ...VA_ADMIN_EXTRA, ...VA_BUDGET, ...VA_HISTORY, ...VA_TABLES_ADMIN } satisfies PortalOverlay
