import { Navigate, useRouter } from '@tanstack/react-router'
import { useEffect, type ReactNode } from 'react'
import { SHELL_TEXTS } from '@copy'
import { useSession, type SessionState } from '../lib/identity'
import { toast } from '../lib/toast'
import { Spinner } from './ui/spinner'

/**
 * /auth, remembering this page so that signing in comes back to it. Navigates once, on mount: this
 * screen stays rendered while /auth loads, and must not then send /auth itself as the page to return to.
 */
function ToSignIn() {
  const router = useRouter()
  useEffect(() => {
    void router.navigate({ to: '/auth', search: { redirect: router.state.location.href }, replace: true })
  }, [router])
  return <Spinner />
}

/** §2 protected route: spinner while the user loads, /auth without one, the page otherwise. */
export function RequireUser({ children }: { children: ReactNode }) {
  const { status } = useSession()
  if (status === 'loading') return <Spinner />
  if (status === 'signedOut') return <ToSignIn />
  return children
}

/** Why an admin page is refused to this person, if it is; a check that cannot be made counts as no (§8). */
function adminRefusal(session: SessionState): string | null {
  if (session.status === 'signedOut') return SHELL_TEXTS.admin.signInAsAdmin
  if (session.status === 'signedIn') return session.isAdmin ? null : SHELL_TEXTS.admin.notAdmin
  return session.unreachable ? SHELL_TEXTS.admin.checkFailed : null
}

/** §6: non-admins on admin pages are told why and sent home; visitors are told and sent to sign in first. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const session = useSession()
  const refused = adminRefusal(session)
  useEffect(() => {
    if (refused) toast({ title: refused, variant: 'destructive' })
  }, [refused])
  if (session.status === 'signedOut') return <ToSignIn />
  if (refused) return <Navigate to="/" replace />
  if (session.status === 'loading') return <Spinner />
  return children
}
