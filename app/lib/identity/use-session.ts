import { useQuery } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'
import { currentUserQuery, isOutage, type CurrentUser } from './current-user'
import { getSession, subscribeSession } from './session-store'

// Server HTML is the same for everybody: it is rendered signed out and the browser signs in after hydration.
const noSession = () => null

export type SessionState =
  | { status: 'loading'; user: null; isAdmin: false; unreachable: boolean }
  | { status: 'signedOut'; user: null; isAdmin: false }
  | { status: 'signedIn'; user: CurrentUser; isAdmin: boolean }

/**
 * Who is using the app: 'loading' while the server's user record for a stored session arrives,
 * 'signedIn' with it, 'signedOut' otherwise. A refused user check counts as not signed in (§4); an
 * outage (network, 5xx) is not a refusal: the session stays, loading and `unreachable`, while the check
 * is retried.
 */
export function useSession(): SessionState {
  const session = useSyncExternalStore(subscribeSession, getSession, noSession)
  const user = useQuery({ ...currentUserQuery(), enabled: session !== null })
  if (session && user.data) return { status: 'signedIn', user: user.data, isAdmin: user.data.isAdmin }
  if (session && (!user.isError || isOutage(user.error)))
    return { status: 'loading', user: null, isAdmin: false, unreachable: user.isError }
  return { status: 'signedOut', user: null, isAdmin: false }
}
