import { createFileRoute } from '@tanstack/react-router'
import { RequireUser } from '../components/route-guards'
import { NoticesScreen } from '../features/notices/components/notices-screen'

/** The signed-in person's notices ('Avisos'). */
export const Route = createFileRoute('/avisos')({
  component: () => (
    <RequireUser>
      <NoticesScreen />
    </RequireUser>
  ),
})
