import type { PortalCatalogue } from '../portal-catalogue'
import { CA_ACCESSIBILITY } from './accessibility'
import { CA_POSTER } from './poster'
import { CA_ACTA } from './acta'
import { CA_STATIC_PAGES } from './static-pages'

/** The long pages: legal notice, contact, the budget's terms, the accessibility statement, the poster, the acta. */
export const CA_PAGES = { ...CA_STATIC_PAGES, ...CA_ACCESSIBILITY, ...CA_POSTER, ...CA_ACTA } satisfies PortalCatalogue
