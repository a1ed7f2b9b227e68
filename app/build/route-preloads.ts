import { readFileSync } from 'node:fs'
import type { Plugin } from 'vite'
import { ROUTE_PRELOADS_FILE, type RoutePreloads } from '../server/route-preloads'

// A route's code split off by TanStack's plugin (autoCodeSplitting): `app/routes/x.tsx?tsr-split=component`.
const SPLIT_ROUTE = /^(.*[\\/]app[\\/]routes[\\/][^\\/?]+\.tsx)\?tsr-split=/
// The route's id is the path its file gives createFileRoute, which the plugin keeps equal to the file's name.
const ROUTE_ID = /createFileRoute\(\s*'([^']+)'\s*\)/

/**
 * For each route whose code is split off, the chunks its first render needs that the entry does not
 * already bring: its own and what they import. The Worker puts them among a server-drawn page's
 * preloads, so the matched route's code downloads with the app's, not one round trip after it, when the
 * started app asks for it (docs/decisions/0084).
 */
export function routePreloads(): Plugin {
  return {
    name: 'route-preloads',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []))
        const byName = new Map(chunks.map((c) => [c.fileName, c]))
        const withImports = (start: string[]) => {
          const seen = new Set<string>()
          const visit = (name: string) => {
            if (seen.has(name)) return
            seen.add(name)
            for (const next of byName.get(name)?.imports ?? []) visit(next)
          }
          for (const name of start) visit(name)
          return seen
        }
        const withEntry = withImports(chunks.filter((c) => c.isEntry).map((c) => c.fileName))
        // A route may be split into several chunks (component, error, not found): its file is read once.
        const idOfFile = new Map<string, string>()
        const routeId = (file: string) => {
          let id = idOfFile.get(file)
          if (id) return id
          id = ROUTE_ID.exec(readFileSync(file, 'utf8'))?.[1]
          if (!id) this.error(`${file}: no createFileRoute('…') to name its route`)
          idOfFile.set(file, id)
          return id
        }
        const routes: Record<string, string[]> = {}
        for (const chunk of chunks) {
          const files = new Set(chunk.moduleIds.map((id) => SPLIT_ROUTE.exec(id)?.[1]).filter((f) => f !== undefined))
          for (const file of files) {
            const id = routeId(file)
            const needed = [...withImports([chunk.fileName])].filter((name) => !withEntry.has(name)).map((name) => `/${name}`)
            routes[id] = [...new Set([...(routes[id] ?? []), ...needed])]
          }
        }
        this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: JSON.stringify(routes satisfies RoutePreloads) })
      },
    },
  }
}
