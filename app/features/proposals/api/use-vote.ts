import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ApiError } from '../../../lib/api'
import { useSession } from '../../../lib/identity'
import { toast } from '../../../lib/toast'
import { UI_PROPOSALS } from '../../../../domain/texts'
import { nextVoteState, voteErrorFeedback, voteEventFor, voteSuccessFeedback, type VoteState, type VoteSurface } from '../model/vote'
import { replaceCachedProposal, voteFor, type Proposal } from './proposals'

/**
 * One vote button's action (§4, §8): refuses signed-out people with a toast, sends the vote, and puts
 * the server's proposal (also sent with DUPLICATE_VOTE) into the list and detail caches.
 */
export function useVote(proposalId: number, surface: VoteSurface) {
  const client = useQueryClient()
  const session = useSession()
  const mutation = useMutation({
    mutationFn: () => voteFor(proposalId),
    onSuccess: (fresh) => {
      replaceCachedProposal(client, fresh)
      toast(voteSuccessFeedback())
    },
    onError: (err) => {
      if (err instanceof ApiError && err.code === 'DUPLICATE_VOTE' && err.proposal) {
        replaceCachedProposal(client, err.proposal as Proposal)
      }
      toast(voteErrorFeedback(err, surface))
    },
  })

  const state: VoteState = mutation.isPending
    ? 'sending'
    : mutation.isSuccess
      ? 'success'
      : mutation.isError
        ? voteEventFor(mutation.error) === 'duplicate'
          ? 'duplicate'
          : 'failure'
        : 'idle'

  function vote() {
    if (session.status !== 'signedIn') {
      toast({ title: UI_PROPOSALS.vote.signInFirst, variant: 'destructive' })
      return
    }
    if (nextVoteState(state, 'send') === 'sending') mutation.mutate()
  }

  return { state, vote }
}
