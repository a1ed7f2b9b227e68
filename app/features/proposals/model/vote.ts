import { UI_PROPOSALS } from '@copy'

const T = UI_PROPOSALS.vote

/**
 * Vote action (§4): idle → sending → success | duplicate | unconfirmed (the e-mail) | failure; a failure
 * and an unconfirmed e-mail can be retried.
 */
export type VoteState = 'idle' | 'sending' | 'success' | 'duplicate' | 'unconfirmed' | 'failure'

/**
 * What one vote button shows, from everything it depends on. Each state has one look (vote-button.tsx):
 * another reason not to vote is one more state here and one more row there.
 */
export type VoteButtonState =
  | 'starting'
  | 'ready'
  | 'checking'
  | 'sending'
  | 'voted'
  | 'closed'
  | 'offline'
  | 'signedOut'
  | 'unconfirmed'
  | 'notResident'
  | 'otherDistrict'

export interface VoteButtonInput {
  /** False while the server's drawing is shown and hydrated: nothing the device knows is read yet. */
  started: boolean
  session: 'loading' | 'signedIn' | 'signedOut'
  votingEnabled: boolean
  /** From the person's remembered votes; undefined while not known yet. */
  voted: boolean | undefined
  action: VoteState
  online: boolean
  /** The council's census rules, the proposal's district and the signed-in person's census district (null when not verified). */
  rules?: { residentsOnly: boolean; ownDistrictOnly: boolean }
  district?: string
  residentDistrict?: string | null
  /** Whether the signed-in person's e-mail is confirmed, as their token says (undefined while not known). */
  emailVerified?: boolean
}

export function voteButtonState(i: VoteButtonInput): VoteButtonState {
  // A vote that exists says so whatever else holds: closing the process does not erase it.
  if (i.voted || i.action === 'success' || i.action === 'duplicate') return 'voted'
  // A closed process offers no button that can only fail.
  if (!i.votingEnabled) return 'closed'
  // The server draws every page signed out: whether this person may vote, or has, is not known yet.
  if (!i.started) return 'starting'
  // Votes are never queued offline (they need the server's answer).
  if (!i.online) return 'offline'
  if (i.session === 'signedOut') return 'signedOut'
  if (i.action === 'sending') return 'sending'
  // A new account confirms its e-mail first: said before the vote instead of by a refusal.
  if (i.session === 'signedIn' && i.emailVerified === false) return 'unconfirmed'
  // The council's rules, said before the vote instead of by a refusal.
  if (i.session === 'signedIn' && i.rules && (i.rules.residentsOnly || i.rules.ownDistrictOnly)) {
    if (!i.residentDistrict) return 'notResident'
    if (i.rules.ownDistrictOnly && i.district !== 'Todos' && i.district !== i.residentDistrict) return 'otherDistrict'
  }
  // The server refused the vote until the e-mail is confirmed: say why, offer the mail again.
  if (i.action === 'unconfirmed') return 'unconfirmed'
  // Until the remembered votes arrive, 'Votar' could be a promise the server then refuses.
  if (i.session === 'loading' || i.voted === undefined) return 'checking'
  return 'ready'
}

/** What the API adapter throws; only the fields the vote flow reads. */
interface VoteError {
  status?: number
  code?: string
  message?: string
}

/** The outcome an error stands for: a duplicate still ends well for the person (their vote is there). */
export function voteEventFor(err: unknown): 'duplicate' | 'unconfirmed' | 'fail' {
  const code = (err as VoteError | null)?.code
  return code === 'DUPLICATE_VOTE' ? 'duplicate' : code === 'EMAIL_NOT_VERIFIED' ? 'unconfirmed' : 'fail'
}

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
    case 'EMAIL_NOT_VERIFIED':
      return { title: T.unconfirmedTitle, description: T.unconfirmed, variant: 'destructive' }
    case 'VOTING_DISABLED':
      return { title: page ? T.failurePageTitle : T.failureTitle, description: T.disabled, variant: 'destructive' }
  }
  // A server answer carries its own Spanish text (e.g. too many requests), shown as is; a failure
  // without any answer (network) gets the generic text of §8.
  const description = e.status ? e.message || T.unknown : page ? T.failurePage : T.failure
  return { title: page ? T.failurePageTitle : T.failureTitle, description, variant: 'destructive' }
}
