import { SHELL_TEXTS } from '@copy'
import type { QueryClient } from '@tanstack/react-query'
import { Outlet, createRootRouteWithContext } from '@tanstack/react-router'
import { SiteFooter } from '../components/layout/site-footer'
import { SiteHeader } from '../components/layout/site-header'
import { CookieConsent } from '../features/cookie-consent'
import { useUnreadNotices } from '../features/notices/api/notices'
import { loadTexts } from '../lib/language'
import { Toaster } from '../lib/toast'
import { InstallButton, OfflineStatusBar, UpdatePrompt } from '../offline'

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  // A page in another language than Spanish waits for the part of its catalogue the next screen reads.
  beforeLoad: ({ location }) => loadTexts(location.pathname),
  component: RootLayout,
})

function RootLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      {/* The first Tab stop: past the header's links straight to the page (WCAG 2.4.1). */}
      <a
        href="#contenido"
        className="sr-only z-[70] rounded-md bg-brand-700 px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {SHELL_TEXTS.skipToContent}
      </a>
      <SiteHeader unread={useUnreadNotices()} />
      <OfflineStatusBar />
      <main id="contenido" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <SiteFooter start={<InstallButton />} end={<CookieConsent />} />
      <Toaster />
      <UpdatePrompt />
    </div>
  )
}
