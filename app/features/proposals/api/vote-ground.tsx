import { createContext, use, useMemo, type ReactNode } from 'react'
import { useMyVotes, useSession, type SessionState } from '@app/lib/identity'
import { useSupportRules } from '@app/lib/system-config'
import { useStarted } from '@app/lib/early-taps'
import { useOnline } from '@app/offline'

/** What every vote button of a screen reads alike: who is signed in, what they voted, the process, the network. */
interface Ground {
  session: SessionState
  /** The signed-in person's votes; undefined while not known yet, or with nobody signed in. */
  votes: readonly number[] | undefined
  online: boolean
  votingEnabled: boolean
  rules: ReturnType<typeof useSupportRules>['rules']
  started: boolean
}

const GroundContext = createContext<Ground | null>(null)

/**
 * Read once for a list of cards (or a proposal's page) instead of once per button: a page of 24 cards made
 * two query observers, two store subscriptions, a state and an effect for each button (docs/decisions/0080).
 * Every screen that shows vote buttons draws them inside one.
 */
export function VoteGround({ children }: { children: ReactNode }) {
  const session = useSession()
  const votes = useMyVotes()
  const online = useOnline()
  const { open: votingEnabled, rules } = useSupportRules()
  const started = useStarted()
  // The same value while nothing it holds changes: a new one draws every button of the screen again.
  const ground = useMemo(
    () => ({ session, votes, online, votingEnabled, rules, started }),
    [session, votes, online, votingEnabled, rules, started],
  )
  return <GroundContext value={ground}>{children}</GroundContext>
}

export function useVoteGround(): Ground {
  const ground = use(GroundContext)
  if (!ground) throw new Error('A vote button is drawn inside a VoteGround')
  return ground
}
