/**
 * Built beside index.html (app/build/route-preloads.ts): for each route whose code is split off, the
 * chunks its first render needs beyond the entry's. The Worker reads it to preload a page's route code.
 */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json'

export type RoutePreloads = Readonly<Record<string, readonly string[]>>

/** The chunks of the routes a page matched, in the routes' order, each once. */
export const preloadsOf = (routes: readonly string[], table: RoutePreloads) => [...new Set(routes.flatMap((id) => table[id] ?? []))]
