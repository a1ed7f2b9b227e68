import { createFileRoute } from '@tanstack/react-router'
import { RequireUser } from '../components/route-guards'
import { NoticesPage } from '../features/notices/components/notices-page'

/** The signed-in person's notices ('Avisos'). */
export const Route = createFileRoute('/avisos')({
  component: () => (
    <RequireUser>
      <NoticesPage />
    </RequireUser>
  ),
})
