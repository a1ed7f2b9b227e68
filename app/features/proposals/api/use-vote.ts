import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { UI_PROPOSALS } from '@domain/texts'
import { ApiError } from '@app/lib/api'
import { refreshSessionNow, rememberVote, useHasVoted, useSession } from '@app/lib/identity'
import { useCensusRules, usePhaseOpen } from '@app/lib/system-config'
import { toast, type ToastInput } from '@app/lib/toast'
import { useOnline } from '@app/offline'
import { rememberFollow } from '@app/features/notices'
import { voteButtonState, voteErrorFeedback, voteEventFor, voteSuccessFeedback, type VoteState, type VoteSurface } from '../model/vote'
import { replaceCachedProposal, voteFor, type Proposal } from './proposals'

/**
 * One vote button's state and action (§4, §8): what it shows comes from the session, the person's
 * remembered votes, the process being open and the network; sending puts the server's proposal (also
 * sent with DUPLICATE_VOTE) into the caches and remembers the vote.
 */
export function useVote(proposalId: number, surface: VoteSurface, district?: string) {
  const client = useQueryClient()
  const session = useSession()
  const router = useRouter()
  const voted = useHasVoted(proposalId)
  const online = useOnline()
  const votingEnabled = usePhaseOpen('support')
  const rules = useCensusRules()

  // §8 keeps the sign-in text; the toast's action (§3) takes the person to /auth and back here.
  const invitation = (feedback: ToastInput): ToastInput => ({
    ...feedback,
    action: {
      label: UI_PROPOSALS.vote.signInAction,
      onClick: () => void router.navigate({ to: '/auth', search: { redirect: router.state.location.href } }),
    },
  })

  const mutation = useMutation({
    mutationFn: async () => {
      try {
        return await voteFor(proposalId)
      } catch (err) {
        // The link may have been opened since this token was made: a fresh token says so.
        if (!(err instanceof ApiError && err.code === 'EMAIL_NOT_VERIFIED') || !(await refreshSessionNow())) throw err
        return voteFor(proposalId)
      }
    },
    onSuccess: (fresh) => {
      replaceCachedProposal(client, fresh)
      rememberVote(client, proposalId)
      rememberFollow(client, proposalId)
      toast(voteSuccessFeedback())
    },
    onError: (err) => {
      if (err instanceof ApiError && err.code === 'DUPLICATE_VOTE') {
        if (err.proposal) replaceCachedProposal(client, err.proposal as Proposal)
        rememberVote(client, proposalId)
      }
      const feedback = voteErrorFeedback(err, surface)
      toast(err instanceof ApiError && err.code === 'AUTH_REQUIRED' ? invitation(feedback) : feedback)
    },
  })

  const action: VoteState = mutation.isPending
    ? 'sending'
    : mutation.isSuccess
      ? 'success'
      : mutation.isError
        ? ({ duplicate: 'duplicate', unconfirmed: 'unconfirmed', fail: 'failure' } as const)[voteEventFor(mutation.error)]
        : 'idle'
  const residentDistrict = session.user?.residentDistrict ?? null
  const state = voteButtonState({ session: session.status, votingEnabled, voted, action, online, rules, district, residentDistrict })

  function vote() {
    if (state === 'signedOut') toast(invitation(voteErrorFeedback({ code: 'AUTH_REQUIRED' }, surface)))
    else if (state === 'ready' || state === 'unconfirmed') mutation.mutate()
  }

  return { state, vote, residentDistrict }
}
