import { Navigate } from '@tanstack/react-router'
import { useEffect, type ReactNode } from 'react'
import { SHELL_TEXTS } from '../../domain/texts'
import { useSession } from '../lib/identity'
import { toast } from '../lib/toast'
import { Spinner } from './ui/spinner'

/** §2 protected route: spinner while the user loads, /auth without one, the page otherwise. */
export function RequireUser({ children }: { children: ReactNode }) {
  const { status } = useSession()
  if (status === 'loading') return <Spinner />
  if (status === 'signedOut') return <Navigate to="/auth" replace />
  return children
}

/** §6: non-admins on admin pages are told why and sent home. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { status, isAdmin } = useSession()
  const refused = status === 'signedOut' ? SHELL_TEXTS.admin.signInAsAdmin : status === 'signedIn' && !isAdmin ? SHELL_TEXTS.admin.notAdmin : null
  useEffect(() => {
    if (refused) toast({ title: refused, variant: 'destructive' })
  }, [refused])
  if (status === 'loading') return <Spinner />
  if (refused) return <Navigate to="/" replace />
  return children
}
