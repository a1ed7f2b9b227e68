import { lazy, Suspense, useState } from 'react'
import { CENSUS_UI_TEXTS as T } from '@copy'
import { Button } from '@app/components/ui/button'
import { useSession } from '@app/lib/identity'
import { useSupportRules } from '@app/lib/system-config'

// Loaded on the first tap: Headless UI's dialog, the census fields and their rules are not part of a
// proposal's first visit (docs/decisions/0081).
const CensusVoteDialog = lazy(() => import('./census-vote-dialog').then((m) => ({ default: m.CensusVoteDialog })))

/**
 * 'Votar sin cuenta': when the council allows it, a person without an account (at a neighbourhood
 * table, without an e-mail) votes with document and birth date and gets a receipt code on screen.
 */
export function CensusVote({ proposalId }: { proposalId: number }) {
  const {
    open,
    rules: { censusVoting },
  } = useSupportRules()
  const session = useSession()
  const [asking, setAsking] = useState(false)
  const [receipt, setReceipt] = useState<string | null>(null)
  if (!censusVoting || !open || session.status !== 'signedOut') return null

  return (
    <>
      <Button size="touch" onClick={() => setAsking(true)}>
        {T.censusVote}
      </Button>
      {/* Mounted only once asked for: a closed dialog rendered by the server would carry Headless UI's inline styles, which the CSP refuses. */}
      {asking && (
        <Suspense fallback={null}>
          <CensusVoteDialog proposalId={proposalId} receipt={receipt} onVoted={setReceipt} onClose={() => setAsking(false)} />
        </Suspense>
      )}
    </>
  )
}
