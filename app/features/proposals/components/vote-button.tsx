import { Link, useRouter } from '@tanstack/react-router'
import { CENSUS_VOTE_TEXTS, OFFLINE_TEXTS, UI_PROPOSALS } from '@copy'
import { Button, buttonLook } from '@app/components/ui/button'
import { lazy, Suspense } from 'react'
import { useEarlyTap } from '@app/lib/early-taps'
import { useVote } from '../api/use-vote'
import type { VoteButtonState, VoteSurface } from '../model/vote'

const T = UI_PROPOSALS.vote

// Only a signed-in person whose e-mail is not confirmed sees it: its code (and the provider's error
// messages) stays out of every visitor's first page.
const UnconfirmedEmail = lazy(() => import('./unconfirmed-email').then((m) => ({ default: m.UnconfirmedEmail })))

/**
 * How each state looks: 'press' is a working button, 'wait' a disabled one that will change by itself,
 * 'note' a calm label with nothing to press (a done vote, a closed process). A function: its labels are
 * read when drawn, in the page's language (a module may load after the page's catalogue).
 */
const looks = (): Record<VoteButtonState, { label: string; kind: 'press' | 'wait' | 'note' }> => ({
  starting: { label: T.button, kind: 'press' },
  ready: { label: T.button, kind: 'press' },
  signedOut: { label: T.button, kind: 'press' },
  unconfirmed: { label: T.button, kind: 'press' },
  checking: { label: T.button, kind: 'wait' },
  sending: { label: T.sending, kind: 'wait' },
  offline: { label: OFFLINE_TEXTS.cannotVote, kind: 'wait' },
  voted: { label: T.voted, kind: 'note' },
  closed: { label: T.closed, kind: 'note' },
  notResident: { label: CENSUS_VOTE_TEXTS.residenceRequired, kind: 'note' },
  otherDistrict: { label: T.button, kind: 'note' },
})

/** The vote's answers ('Votado', 'Cerrado') sit where the button was, at the button's size. */
// A card's list item lets words break anywhere (long addresses, app/styles.css): a control's own words
// never do ('Vot/ada' at 390 px), as in every Button.
const note = 'inline-flex min-h-11 items-center justify-center gap-2 rounded-md border px-4 py-2 text-sm font-semibold wrap-normal'

/**
 * While the page starts, the server's 'Votar' is what a visitor without a session gets (a tap is kept and
 * answered once the app knows its state: app/lib/early-taps.ts); a device that keeps a session sees it
 * waiting, in the disabled look, since that person may have voted already.
 */
const startingLook = 'session-stored:cursor-progress session-stored:bg-slate-500 session-stored:hover:bg-slate-500'

/** Shown only for presented proposals: the caller decides, since approved and executed ones hide it (§4). */
export function VoteButton({
  proposalId,
  district,
  surface,
  className = '',
}: {
  proposalId: number
  district: string
  surface: VoteSurface
  className?: string
}) {
  const { state, vote, settled, residentDistrict } = useVote(proposalId, surface, district)
  const router = useRouter()
  const look = looks()[state]
  const tapName = `vote-${proposalId}`
  const tap = useEarlyTap(tapName, settled, vote)

  // The full page invites visitors with a link (§2) that brings them back here after signing in; it works
  // before the app starts, and while it starts it is drawn unless a session is kept on the device.
  const invitation = (
    <Link
      to="/auth"
      search={{ redirect: router.state.location.href }}
      data-vote-state="signedOut"
      className={`${buttonLook({ look: 'primary', size: 'lg' })} ${className}`}
    >
      {UI_PROPOSALS.page.signInToVote}
    </Link>
  )
  if (state === 'signedOut' && surface === 'page') return invitation
  // The council's rules: why this person cannot vote here, and where to verify their residence.
  if (state === 'notResident' || state === 'otherDistrict') {
    return (
      <span data-vote-state={state} className={`${note} flex-wrap border-slate-300 bg-slate-100 text-slate-800 ${className}`}>
        <LockIcon />
        {state === 'notResident' ? CENSUS_VOTE_TEXTS.residenceRequired : CENSUS_VOTE_TEXTS.otherDistrict(residentDistrict ?? '')}
        {state === 'notResident' && (
          <Link to="/profile" hash="empadronamiento" className="relative z-10 text-brand-700 underline">
            {CENSUS_VOTE_TEXTS.goVerify}
          </Link>
        )}
      </span>
    )
  }
  if (look.kind === 'note') {
    return (
      <span
        data-vote-state={state}
        className={`${note} whitespace-nowrap ${state === 'voted' ? 'border-emerald-700 bg-emerald-50 text-emerald-900' : 'border-slate-300 bg-slate-100 text-slate-800'} ${className}`}
      >
        {state === 'voted' ? <CheckIcon /> : <LockIcon />}
        {look.label}
      </span>
    )
  }
  const button = (
    <Button
      // While the page starts, a tap is kept and answered once this button knows the person's state.
      onClick={tap}
      disabled={look.kind === 'wait'}
      aria-busy={look.kind === 'wait' && state !== 'offline'}
      data-vote-state={state}
      data-early-tap={tapName}
      look="primary"
      size="touch"
      className={`${state === 'starting' ? startingLook : ''} ${className}`}
    >
      <ThumbIcon />
      {look.label}
    </Button>
  )
  if (state === 'starting' && surface === 'page')
    return (
      <>
        <span className="contents session-stored:hidden">{invitation}</span>
        <span className="hidden session-stored:contents">{button}</span>
      </>
    )
  if (state !== 'unconfirmed') return button
  return (
    <div className="flex flex-col items-start gap-2">
      {button}
      <Suspense>
        <UnconfirmedEmail />
      </Suspense>
    </div>
  )
}

const icon = {
  viewBox: '0 0 24 24',
  className: 'h-4 w-4',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
} as const

function ThumbIcon() {
  return (
    <svg aria-hidden="true" {...icon}>
      <path d="M7 10v11H3V10zM7 10l4-8a3 3 0 0 1 3 3v4h5.5a2 2 0 0 1 2 2.3l-1.4 8A2 2 0 0 1 18 21H7" />
    </svg>
  )
}

function CheckIcon() {
  return (
    <svg aria-hidden="true" {...icon}>
      <path d="M5 12l5 5L20 7" />
    </svg>
  )
}

function LockIcon() {
  return (
    <svg aria-hidden="true" {...icon}>
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </svg>
  )
}
