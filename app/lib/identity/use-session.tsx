import { useQuery } from '@tanstack/react-query'
import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react'
import { currentUserQuery, isOutage, type CurrentUser } from './current-user'
import { getSession, subscribeSession } from './session-store'

export type SessionState =
  | { status: 'loading'; user: null; isAdmin: false; unreachable: boolean }
  | { status: 'signedOut'; user: null; isAdmin: false }
  | { status: 'signedIn'; user: CurrentUser; isAdmin: boolean }

const signedOut: SessionState = { status: 'signedOut', user: null, isAdmin: false }

// Server HTML is the same for everybody: it is rendered signed out (the server has no SessionProvider), and
// the browser signs in after hydration.
const noSession = () => null
const SessionContext = createContext<SessionState>(signedOut)

/**
 * Reads the session for the whole app, once: a page of cards has controls on every card that need it (a
 * reading per control was two query observers each, docs/decisions/0080). 'loading' while the server's
 * user record for a stored session arrives, 'signedIn' with it, 'signedOut' otherwise. A refused user
 * check counts as not signed in (§4); an outage (network, 5xx) is not a refusal: the session stays,
 * loading and `unreachable`, while the check is retried.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const session = useSyncExternalStore(subscribeSession, getSession, noSession)
  const { data: user, isError, error } = useQuery({ ...currentUserQuery(), enabled: session !== null })
  const state = useMemo((): SessionState => {
    if (session && user) return { status: 'signedIn', user, isAdmin: user.isAdmin }
    if (session && (!isError || isOutage(error))) return { status: 'loading', user: null, isAdmin: false, unreachable: isError }
    return signedOut
  }, [session, user, isError, error])
  return <SessionContext value={state}>{children}</SessionContext>
}

/** Who is using the app, as `SessionProvider` reads it. */
export const useSession = (): SessionState => useContext(SessionContext)
