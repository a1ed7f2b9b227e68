import { UI_PROPOSALS } from '../../../../domain/texts'

const T = UI_PROPOSALS.vote

/** Vote action (§4): idle → sending → success | duplicate | failure. */
export type VoteState = 'idle' | 'sending' | 'success' | 'duplicate' | 'failure'
export type VoteEvent = 'send' | 'ok' | 'duplicate' | 'fail'

/**
 * Sending is allowed from idle and after a failure (to retry); a counted or duplicate vote is final,
 * and a second press while a request is out does nothing.
 */
export function nextVoteState(state: VoteState, event: VoteEvent): VoteState {
  if (event === 'send') return state === 'idle' || state === 'failure' ? 'sending' : state
  if (state !== 'sending') return state
  if (event === 'ok') return 'success'
  if (event === 'duplicate') return 'duplicate'
  return 'failure'
}

/** What the API adapter throws; only the fields the vote flow reads. */
export interface VoteError {
  status?: number
  code?: string
  message?: string
}

/** The outcome an error stands for: a duplicate still ends well for the person (their vote is there). */
export const voteEventFor = (err: unknown): 'duplicate' | 'fail' =>
  (err as VoteError | null)?.code === 'DUPLICATE_VOTE' ? 'duplicate' : 'fail'

export interface Feedback {
  title: string
  description?: string
  variant: 'default' | 'destructive'
}

/** Cards and the dialog use the short texts; the full proposal page has its own variants (§8). */
export type VoteSurface = 'card' | 'page'

export function voteSuccessFeedback(): Feedback {
  return { title: T.successTitle, description: T.successText, variant: 'default' }
}

export function voteErrorFeedback(err: unknown, surface: VoteSurface): Feedback {
  const e = (err ?? {}) as VoteError
  const page = surface === 'page'
  switch (e.code) {
    case 'AUTH_REQUIRED':
      return { title: T.signInFirst, variant: 'destructive' }
    case 'DUPLICATE_VOTE':
      return page
        ? { title: T.duplicatePageTitle, description: T.duplicatePageText, variant: 'default' }
        : { title: T.duplicate, variant: 'default' }
    case 'VOTING_DISABLED':
      return { title: page ? T.failurePageTitle : T.failureTitle, description: T.disabled, variant: 'destructive' }
  }
  // A server answer carries its own Spanish text (e.g. too many requests), shown as is; a failure
  // without any answer (network) gets the generic text of §8.
  const description = e.status ? e.message || T.unknown : page ? T.failurePage : T.failure
  return { title: page ? T.failurePageTitle : T.failureTitle, description, variant: 'destructive' }
}
