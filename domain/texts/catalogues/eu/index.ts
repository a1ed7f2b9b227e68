import type { PortalCatalogue } from '../portal-catalogue'
import { EU_ADMIN_PART } from './admin-part'
import { EU_CORE } from './core'
import { EU_CYCLE_REFUSALS } from './cycle'
import { EU_FORMS_PART } from './forms-part'
import { EU_PAGES } from './pages'
import { EU_SCREENS } from './screens'
import { EU_SERVER } from './server'

/**
 * Basque, whole: what the Worker and the catalogue test read. The browser loads it in parts, each with
 * the screens that read it (app/lib/language.ts), so that a first visit carries the core only; the
 * Worker's own texts (e-mails, pushes, its refusals, the open data's headings) never reach it.
 */
export const EU: PortalCatalogue = {
  ...EU_CORE,
  ...EU_SCREENS,
  ...EU_FORMS_PART,
  ...EU_PAGES,
  ...EU_ADMIN_PART,
  ...EU_SERVER,
  ...EU_CYCLE_REFUSALS,
}
