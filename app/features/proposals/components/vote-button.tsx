import { OFFLINE_TEXTS, UI_PROPOSALS } from '../../../../domain/texts'
import { useOnline } from '../../../offline'
import { useVote } from '../api/use-vote'
import type { VoteSurface } from '../model/vote'

const T = UI_PROPOSALS.vote

const LABEL = { idle: T.button, failure: T.button, sending: T.sending, success: T.voted, duplicate: T.voted } as const

/** Shown only for presented proposals: the caller decides, since approved and executed ones hide it (§4). */
export function VoteButton({ proposalId, surface, className = '' }: { proposalId: number; surface: VoteSurface; className?: string }) {
  const { state, vote } = useVote(proposalId, surface)
  const done = state === 'success' || state === 'duplicate'
  // Votes are never queued offline (they need the server's answer): the button says why it is off.
  const online = useOnline()
  return (
    <button
      type="button"
      onClick={vote}
      disabled={state === 'sending' || done || !online}
      aria-busy={state === 'sending'}
      className={`inline-flex min-h-10 items-center justify-center gap-2 rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-slate-500 ${className}`}
    >
      <ThumbIcon />
      {online || done ? LABEL[state] : OFFLINE_TEXTS.cannotVote}
    </button>
  )
}

function ThumbIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M7 10v11H3V10zM7 10l4-8a3 3 0 0 1 3 3v4h5.5a2 2 0 0 1 2 2.3l-1.4 8A2 2 0 0 1 18 21H7" />
    </svg>
  )
}
