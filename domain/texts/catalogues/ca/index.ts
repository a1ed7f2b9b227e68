import type { PortalCatalogue } from '../portal-catalogue'
import { CA_ADMIN_PART } from './admin-part'
import { CA_CORE } from './core'
import { CA_CYCLE_REFUSALS } from './cycle'
import { CA_FORMS_PART } from './forms-part'
import { CA_PAGES } from './pages'
import { CA_SCREENS } from './screens'
import { CA_SERVER } from './server'

/**
 * Catalan, whole: what the Worker and the catalogue test read. The browser loads it in parts, each with
 * the screens that read it (app/lib/language.ts), so that a first visit carries the core only; the
 * Worker's own texts (e-mails, pushes, its refusals, the open data's headings) never reach it.
 */
export const CA: PortalCatalogue = {
  ...CA_CORE,
  ...CA_SCREENS,
  ...CA_FORMS_PART,
  ...CA_PAGES,
  ...CA_ADMIN_PART,
  ...CA_SERVER,
  ...CA_CYCLE_REFUSALS,
}
