import { createFileRoute } from '@tanstack/react-router'
import { RequireUser } from '../components/route-guards'
import { ProfileScreen } from '../features/account/profile-screen'
import { useSession } from '../lib/identity'

export const Route = createFileRoute('/profile')({
  component: () => (
    <RequireUser>
      <SignedInProfile />
    </RequireUser>
  ),
})

function SignedInProfile() {
  const { user } = useSession()
  return user && <ProfileScreen user={user} />
}
