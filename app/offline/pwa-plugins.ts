import type { Plugin } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { manifestScreenshots, manifestWords } from '../../copy/manifest-words'

/**
 * The offline layer's build plugins (see docs/decisions/0005-pwa-generate-sw.md): a generated service
 * worker that precaches the built app and keeps seen thumbnails, the Spanish manifest (its words from
 * copy/manifest-words.ts; the Worker serves the other languages'), and a build id
 * (`__BUILD_ID__`) that invalidates the persisted query cache when a new version ships.
 */
export function offlinePlugins(): Plugin[] {
  const buildId = new Date().toISOString()
  const defineBuildId: Plugin = {
    name: 'offline-build-id',
    config: () => ({ define: { __BUILD_ID__: JSON.stringify(buildId) } }),
  }
  return [
    defineBuildId,
    ...VitePWA({
      strategies: 'generateSW',
      // The app registers the worker itself (app/offline/service-worker.ts) to ask before updating.
      injectRegister: false,
      registerType: 'prompt',
      includeAssets: ['logo.svg', 'robots.txt'],
      manifest: {
        id: '/',
        ...manifestWords('es'),
        dir: 'ltr',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        theme_color: '#1d4ed8',
        background_color: '#ffffff',
        categories: ['government', 'social'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
        screenshots: manifestScreenshots(),
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest}'],
        // Screenshots are for install dialogs and the share image for link previews: not part of the shell.
        globIgnores: ['screenshots/**', 'share-image.png'],
        // Not the shell for every navigation (vite-plugin-pwa's default): see the first runtime route.
        navigateFallback: null,
        // Nor for `/`: the precache would answer it with `/index.html`, and the home would never come from the server.
        directoryIndex: null,
        clientsClaim: true,
        cleanupOutdatedCaches: true,
        // The push and notificationclick handlers (public/push-handler.js): Web Push notices.
        importScripts: ['/push-handler.js'],
        runtimeCaching: [
          {
            // Pages come from the network: the Worker renders them with today's data (decision 0010), and a
            // copy of each page seen is kept, so a page left before its script ran (a link from a chat, a
            // quick tap on the next one) still opens offline at its address. Without a network and without
            // a copy, the app shell answers and draws the route from the data kept on the device. Paths the
            // Worker answers itself (API, identity, local tools) never get either. (Serialised into sw.js: no
            // outside names in here.)
            urlPattern: ({ request, url }) =>
              request.mode === 'navigate' &&
              !/^\/(api|__local|identitytoolkit\.googleapis\.com|securetoken\.googleapis\.com)/.test(url.pathname),
            handler: 'NetworkFirst',
            options: {
              cacheName: 'pages',
              expiration: { maxEntries: 100, maxAgeSeconds: 60 * 60 * 24 * 30, purgeOnQuotaError: true },
              cacheableResponse: { statuses: [200] },
              plugins: [
                {
                  // A copy from an earlier version names scripts that the update removed: the shell instead.
                  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
                    if (!cachedResponse) return null
                    const script = /<script[^>]*\sdata-main="([^"]+)"/.exec(await cachedResponse.clone().text())?.[1]
                    return script && (await caches.match(script)) ? cachedResponse : null
                  },
                  handlerDidError: async () => (await caches.match('/index.html', { ignoreSearch: true })) ?? Response.error(),
                },
              ],
            },
          },
          {
            // Photos have immutable, server-made names: a copy once seen is always right.
            urlPattern: ({ url }) => url.pathname.startsWith('/api/media/'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'proposal-photos',
              expiration: { maxEntries: 200, maxAgeSeconds: 60 * 60 * 24 * 60, purgeOnQuotaError: true },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
      },
    }),
  ]
}
