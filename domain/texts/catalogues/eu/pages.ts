import type { PortalCatalogue } from '../portal-catalogue'
import { EU_ACCESSIBILITY } from './accessibility'
import { EU_POSTER } from './poster'
import { EU_ACTA } from './acta'
import { EU_STATIC_PAGES } from './static-pages'

/** The long pages: legal notice, contact, the budget's terms, the accessibility statement, the poster, the acta. */
export const EU_PAGES = { ...EU_STATIC_PAGES, ...EU_ACCESSIBILITY, ...EU_POSTER, ...EU_ACTA } satisfies PortalCatalogue
