import type { PortalOverlay } from '../portal-catalogue'
import { VA_ACCESSIBILITY } from './accessibility'
import { VA_POSTER } from './poster'
import { VA_ACTA } from './acta'
import { VA_STATIC_PAGES } from './static-pages'

/** Valencian's wording of Catalan's long pages (ca/pages.ts) where it differs. */
export const VA_PAGES = { ...VA_STATIC_PAGES, ...VA_ACCESSIBILITY, ...VA_POSTER, ...VA_ACTA } satisfies PortalOverlay
