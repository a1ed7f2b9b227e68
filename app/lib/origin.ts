/**
 * The page's origin for module-level clients. The Worker also evaluates these modules to render pages
 * on the server, where there is no `location`; its calls never leave the Worker, so any origin will do.
 */
export const pageOrigin: string = typeof location === 'undefined' ? 'http://localhost' : location.origin
