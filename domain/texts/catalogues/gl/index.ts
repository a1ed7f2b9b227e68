import type { PortalCatalogue } from '../portal-catalogue'
import { GL_ADMIN_PART } from './admin-part'
import { GL_CORE } from './core'
import { GL_CYCLE_REFUSALS } from './cycle'
import { GL_FORMS_PART } from './forms-part'
import { GL_PAGES } from './pages'
import { GL_SCREENS } from './screens'
import { GL_SERVER } from './server'

/**
 * Galician, whole: what the Worker and the catalogue test read. The browser loads it in parts, each with
 * the screens that read it (app/lib/language.ts), so that a first visit carries the core only; the
 * Worker's own texts (e-mails, pushes, its refusals, the open data's headings) never reach it.
 */
export const GL: PortalCatalogue = {
  ...GL_CORE,
  ...GL_SCREENS,
  ...GL_FORMS_PART,
  ...GL_PAGES,
  ...GL_ADMIN_PART,
  ...GL_SERVER,
  ...GL_CYCLE_REFUSALS,
}
