import { Outlet, createFileRoute } from '@tanstack/react-router'
import { RequireAdmin } from '../components/route-guards'

/** Everything under /admin is for admins only (§2, §6): the guard wraps every admin screen at once. */
export const Route = createFileRoute('/admin')({
  component: () => (
    <RequireAdmin>
      <Outlet />
    </RequireAdmin>
  ),
})
