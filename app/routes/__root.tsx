import type { QueryClient } from '@tanstack/react-query'
import { Outlet, createRootRouteWithContext } from '@tanstack/react-router'
import { SiteFooter } from '../components/layout/site-footer'
import { SiteHeader } from '../components/layout/site-header'
import { CookieConsent } from '../features/cookie-consent/cookie-consent'
import { useUnreadNotices } from '../features/notices/api/notices'
import { Toaster } from '../lib/toast'
import { OfflineStatusBar, UpdatePrompt } from '../offline'

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  component: RootLayout,
})

function RootLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader unread={useUnreadNotices()} />
      <OfflineStatusBar />
      <main id="contenido" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
      <Toaster />
      <UpdatePrompt />
      <CookieConsent />
    </div>
  )
}
