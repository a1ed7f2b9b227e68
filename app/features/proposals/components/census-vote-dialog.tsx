import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { FormEvent } from 'react'
import { CensusCheckFormSchema, type CensusCheck } from '@schemas'
import { CENSUS_UI_TEXTS as T } from '@copy'
import { Button } from '@app/components/ui/button'
import { Dialog } from '@app/components/ui/dialog'
import { CensusCheckFields } from '@app/features/census'
import { api, errorMessage, unwrap } from '@app/lib/api'
import { useFieldErrors } from '@app/lib/form-errors'
import { markStale } from '@app/lib/stale-after'
import { replaceCachedProposal } from '../api/proposals'

/** The document and birth date asked for a vote without an account, and the receipt code once it counts. */
export function CensusVoteDialog({
  proposalId,
  receipt,
  onVoted,
  onClose,
}: {
  proposalId: number
  /** The receipt of the vote already cast from this page, shown again if the dialog is opened again. */
  receipt: string | null
  onVoted: (receipt: string) => void
  onClose: () => void
}) {
  const client = useQueryClient()
  const { errors, check, showRefusal } = useFieldErrors()
  const send = useMutation({
    mutationFn: (body: CensusCheck) => unwrap(api.proposals[':id']['census-vote'].$post({ param: { id: String(proposalId) }, json: body })),
    onSuccess: ({ receipt, ...fresh }) => {
      replaceCachedProposal(client, fresh)
      void markStale(client, 'vote')
      onVoted(receipt)
    },
    onError: (error) => showRefusal(error),
  })

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const values = check(CensusCheckFormSchema, event.currentTarget)
    if (values) send.mutate(values)
  }

  return (
    <Dialog open onClose={onClose} title={T.censusVoteTitle}>
      {receipt ? (
        <p role="status" className="font-medium text-green-800" data-testid="census-receipt">
          {T.receiptGiven(receipt)}
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
  )
}
