import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { UI_PROPOSALS } from '@copy'
import { ApiError } from '@app/lib/api'
import { currentUserQuery, refreshSessionNow, rememberVote } from '@app/lib/identity'
import { markStale } from '@app/lib/stale-after'
import { toast, type ToastInput } from '@app/lib/toast'
import { rememberFollow } from '@app/features/notices'
import { voteButtonState, voteErrorFeedback, voteEventFor, voteSuccessFeedback, type VoteState, type VoteSurface } from '../model/vote'
import { replaceCachedProposal, voteFor, type Proposal } from './proposals'
import { useVoteGround } from './vote-ground'

/**
 * One vote button's state and action (§4, §8): what it shows comes from the session, the person's
 * remembered votes, the process being open and the network, read once for all the screen's buttons
 * (./vote-ground); sending puts the server's proposal (also sent with DUPLICATE_VOTE) into the caches and
 * remembers the vote.
 */
export function useVote(proposalId: number, surface: VoteSurface, district?: string) {
  const client = useQueryClient()
  const router = useRouter()
  const { session, votes, online, votingEnabled, rules, started } = useVoteGround()
  const voted = votes?.includes(proposalId)

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
      void markStale(client, 'vote')
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
  const emailVerified = session.user?.emailVerified
  const state = voteButtonState({
    started,
    session: session.status,
    votingEnabled,
    voted,
    action,
    online,
    rules,
    district,
    residentDistrict,
    emailVerified,
  })

  /**
   * 'Votar' while the e-mail is not confirmed: the link may have been followed since (in another tab),
   * so the token and the account are read again first; the vote is sent only once they say it is
   * confirmed, and otherwise the person is told why, with no refused request.
   */
  async function voteOnceConfirmed() {
    await refreshSessionNow()
    const user = await client.fetchQuery({ ...currentUserQuery(), staleTime: 0 })
    if (user.emailVerified) mutation.mutate()
    else toast(voteErrorFeedback({ code: 'EMAIL_NOT_VERIFIED' }, surface))
  }

  // A tap kept while the page started reaches a button that may since have turned into a note: a vote
  // already cast and a closed process say so as a tap on the button would have; the residence notes say
  // it on the button itself.
  function vote() {
    if (state === 'signedOut') toast(invitation(voteErrorFeedback({ code: 'AUTH_REQUIRED' }, surface)))
    else if (state === 'unconfirmed' && emailVerified === false) void voteOnceConfirmed().catch(() => mutation.mutate())
    else if (state === 'ready' || state === 'unconfirmed') mutation.mutate()
    else if (state === 'voted') toast(voteErrorFeedback({ code: 'DUPLICATE_VOTE' }, surface))
    else if (state === 'closed') toast(voteErrorFeedback({ code: 'VOTING_DISABLED' }, surface))
  }
  /** Whether a tap now gets its final answer (not while the page starts, the votes load or a vote is sent). */
  const settled = state !== 'starting' && state !== 'checking' && state !== 'sending'

  return { state, vote, settled, residentDistrict }
}
