import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { CensusCheckFormSchema, type CensusCheck } from '@schemas'
import { CENSUS_UI_TEXTS as T } from '@copy'
import { Button } from '@app/components/ui/button'
import { Dialog } from '@app/components/ui/dialog'
import { CensusCheckFields } from '@app/features/census'
import { api, errorMessage, unwrap } from '@app/lib/api'
import { useFieldErrors } from '@app/lib/form-errors'
import { useSession } from '@app/lib/identity'
import { markStale } from '@app/lib/stale-after'
import { useSupportRules } from '@app/lib/system-config'
import { replaceCachedProposal } from '../api/proposals'

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
  const client = useQueryClient()
  const { errors, check, showRefusal } = useFieldErrors()
  const send = useMutation({
    mutationFn: (body: CensusCheck) => unwrap(api.proposals[':id']['census-vote'].$post({ param: { id: String(proposalId) }, json: body })),
    onSuccess: ({ receipt: _, ...fresh }) => {
      replaceCachedProposal(client, fresh)
      void markStale(client, 'vote')
    },
    onError: (error) => showRefusal(error),
  })
  if (!censusVoting || !open || session.status !== 'signedOut') return null

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const values = check(CensusCheckFormSchema, event.currentTarget)
    if (values) send.mutate(values)
  }

  return (
    <>
      <Button size="touch" onClick={() => setAsking(true)}>
        {T.censusVote}
      </Button>
      {/* Mounted only once asked for: a closed dialog rendered by the server would carry Headless UI's inline styles, which the CSP refuses. */}
      {asking && (
        <Dialog open onClose={() => setAsking(false)} title={T.censusVoteTitle}>
          {send.data ? (
            <p role="status" className="font-medium text-green-800" data-testid="census-receipt">
              {T.receiptGiven(send.data.receipt)}
            </p>
          ) : (
            <form noValidate onSubmit={submit} className="space-y-4">
              <p className="text-sm text-slate-700">{T.censusVoteText}</p>
              <CensusCheckFields errors={errors} />
              {send.isError && (
                <p role="alert" className="text-sm text-red-700">
                  {errorMessage(send.error, T.verifyFailed)}
                </p>
              )}
              <Button type="submit" look="primary" size="touch" disabled={send.isPending}>
                {T.censusVoteSend}
              </Button>
            </form>
          )}
        </Dialog>
      )}
    </>
  )
}
