import { Link } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { NEW_PROPOSAL_TEXTS, NOTICE_TEXTS } from '@copy'
import { Button, buttonLook } from '@app/components/ui/button'

const T = NEW_PROPOSAL_TEXTS.sent

/**
 * The confirmation after sending: the proposal's number, its page, and what happens next (§1's path
 * from neighbourhood table to budget), instead of a toast that is gone in 5 seconds.
 */
export function SubmittedScreen({
  proposal,
  confirmEmail,
  signedIn,
  onAnother,
}: {
  proposal: { id: number; title: string }
  /** The address a visitor asked notices at: it gets a confirmation e-mail first. */
  confirmEmail?: string
  signedIn: boolean
  onAnother: () => void
}) {
  const heading = useRef<HTMLHeadingElement>(null)
  // Screen-reader and keyboard users start from the news, not from where the submit button was.
  useEffect(() => heading.current?.focus(), [])
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <div className="rounded-xl border border-green-300 bg-green-50 p-6">
        <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold text-green-900 outline-none">
          {T.title}
        </h1>
        <p className="mt-2 text-lg text-slate-900">{T.number(proposal.id, proposal.title)}</p>
        {confirmEmail && <p className="mt-2 text-slate-900">{NOTICE_TEXTS.optInSent(confirmEmail)}</p>}
      </div>
      <h2 className="mt-8 text-xl font-semibold text-slate-900">{T.nextTitle}</h2>
      <ol className="mt-3 list-decimal space-y-2 pl-6 text-slate-800">
        {T.nextSteps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      {signedIn && <p className="mt-4 text-slate-800">{T.followInProfile}</p>}
      <div className="mt-8 flex flex-wrap gap-3">
        <Link to="/proposal/$id" params={{ id: String(proposal.id) }} className={buttonLook({ look: 'primary', size: 'lg' })}>
          {T.seeIt}
        </Link>
        <Button onClick={onAnother} look="outline" size="lg">
          {T.another}
        </Button>
        <Link to="/" className={`${buttonLook({ look: 'link', size: 'lg' })} px-5`}>
          {T.home}
        </Link>
      </div>
    </div>
  )
}
