import type { PortalCatalogue } from '../portal-catalogue'
import { GL_ACCESSIBILITY } from './accessibility'
import { GL_POSTER } from './poster'
import { GL_ACTA } from './acta'
import { GL_STATIC_PAGES } from './static-pages'

/** The long pages: legal notice, contact, the budget's terms, the accessibility statement, the poster, the acta. */
export const GL_PAGES = { ...GL_STATIC_PAGES, ...GL_ACCESSIBILITY, ...GL_POSTER, ...GL_ACTA } satisfies PortalCatalogue
