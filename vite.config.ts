import { tanstackRouter } from '@tanstack/router-plugin/vite'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { catalogueParts } from './app/build/catalogue-parts'
import { routePreloads } from './app/build/route-preloads'
import { offlinePlugins } from './app/offline/pwa-plugins'
import { paintFirst } from './worker/paint-first'
import { staticHeadersFile } from './worker/security-headers'

// The static files get the Worker's security headers (CSP, COOP, ...) through Cloudflare's dist/_headers.
const securityHeaders: Plugin = {
  name: 'security-headers-file',
  generateBundle() {
    this.emitFile({ type: 'asset', fileName: '_headers', source: staticHeadersFile(process.env.VITE_IDENTITY_ORIGIN) })
  },
}

// The built pages are painted before the app's scripts start (decision 0034).
const scriptsAfterFirstPaint: Plugin = {
  name: 'scripts-after-first-paint',
  apply: 'build',
  transformIndexHtml: { order: 'post', handler: paintFirst },
}

// V8 compiles the chunks a first visit evaluates whole (the framework and the app's start, see codeSplitting
// below) off the main thread while they download, instead of function by function on the main thread as each
// is first called (decision 0082). The hint must be the file's first line: after Vite's own preamble.
const EAGER_CHUNKS = new Set(['framework', 'start'])
const compileHints: Plugin = {
  name: 'compile-hints',
  apply: 'build',
  generateBundle: {
    order: 'post',
    handler(_options, bundle) {
      for (const chunk of Object.values(bundle))
        if (chunk.type === 'chunk' && EAGER_CHUNKS.has(chunk.name)) chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`
    },
  },
}

// index.html sits at the repository root; the Worker serves dist/ as its static assets (wrangler.toml [assets]).
export default defineConfig({
  publicDir: 'public',
  // @app/, @domain/, @worker/ come from tsconfig.json "paths" (decision 0030).
  resolve: { tsconfigPaths: true },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // React, React DOM, TanStack Router and Query: one chunk, which every page needs, instead of the pieces
    // the route chunks would otherwise share (each a request, and compressed apart). The app's own modules
    // that the entry imports (the frame's texts, the session, the query keys, the city's calendar, ...) are
    // needed by every page too: one chunk as well, not a dozen of a few hundred bytes (decision 0050).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|@tanstack)[\\/]/ },
            { name: 'start', test: /[\\/](app|domain|copy|schemas)[\\/]/, tags: ['$initial'] },
          ],
        },
      },
    },
  },
  plugins: [
    // Must come before the React plugin: it turns app/routes/* into app/route-tree.gen.ts and splits each route.
    tanstackRouter({
      target: 'react',
      routesDirectory: 'app/routes',
      generatedRouteTree: 'app/route-tree.gen.ts',
      autoCodeSplitting: true,
      codeSplittingOptions: { splitBehavior: ({ routeId }) => (routeId === '/' ? [] : undefined) },
    }),
    react(),
    // Each language's catalogue in parts, as copy/catalogues/parts.ts groups them (decision 0074).
    catalogueParts(),
    tailwindcss(),
    ...offlinePlugins(),
    securityHeaders,
    scriptsAfterFirstPaint,
    compileHints,
    routePreloads(),
  ],
  // Local runs talk to the Worker (wrangler dev) for the API and the local identity provider.
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:8787',
      '/identitytoolkit.googleapis.com': 'http://127.0.0.1:8787',
      '/securetoken.googleapis.com': 'http://127.0.0.1:8787',
      '/__local': 'http://127.0.0.1:8787',
    },
  },
})
