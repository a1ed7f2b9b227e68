import type { PortalOverlay } from '../portal-catalogue'
import { VA_ADMIN_PART } from './admin-part'
import { VA_CORE } from './core'
import { VA_FORMS_PART } from './forms-part'
import { VA_PAGES } from './pages'
import { VA_SCREENS } from './screens'
import { VA_SERVER } from './server'

/**
 * Valencian (docs/decisions/0053): only the texts whose wording in the Acadèmia Valenciana de la Llengua's
 * norms differs from the Catalan catalogue's (este, seguix, la teua, que siga, per a + infinitive, servici,
 * ix; the list is in the decision), read over Catalan's, which says the rest. The browser loads each part with
 * Catalan's same part (app/lib/language.ts). A council in Valencia's language service reviews only these.
 */
export const VA: PortalOverlay = { ...VA_CORE, ...VA_SCREENS, ...VA_FORMS_PART, ...VA_PAGES, ...VA_ADMIN_PART, ...VA_SERVER }
