import { Outlet, createFileRoute } from '@tanstack/react-router'
import { RequireAdmin } from '../components/route-guards'

/** Everything under /admin is for admins only (§2, §6); the admin issue fills the screens. */
export const Route = createFileRoute('/admin')({
  component: () => (
    <RequireAdmin>
      <Outlet />
    </RequireAdmin>
  ),
})
