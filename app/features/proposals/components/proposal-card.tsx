import { useRef } from 'react'
import { districtLabel } from '@copy/district-scope-labels'
import { UI_PROPOSALS } from '@copy'
import type { Proposal } from '../api/proposals'
import { ReceivedBy } from '@app/components/received-by'
import { ProposalImage } from './proposal-image'
import { ScopeBadge } from './scope-badge'
import { FollowButton } from '@app/features/notices'
import { ShareButton } from './share-button'
import { StatusBadge } from '@app/components/status-badge'
import { OutcomeLine } from './outcome-note'
import { VoteButton } from './vote-button'
import { useEarlyTap } from '@app/lib/early-taps'
import { AssessmentLine } from './assessment-line'
import { takesVotes } from '../model/takes-votes'

const T = UI_PROPOSALS.card

interface Props {
  proposal: Proposal
  /** Lists decide whether their cards may vote; in any case only presented proposals can. */
  votable: boolean
  onOpen: () => void
}

/**
 * The whole card opens the detail dialog: the title is a real button whose hit area is stretched over
 * the card, so keyboard users reach it with Tab and open it with Enter or Space, while the vote and share
 * buttons sit above that area as buttons of their own.
 */
export function ProposalCard({ proposal: p, votable, onOpen }: Props) {
  const opener = useRef<HTMLButtonElement>(null)
  const tapName = `open-${p.id}`
  // A tap on the card while the page started opens it now, from its button as a tap would.
  useEarlyTap(tapName, true, () => {
    opener.current?.focus()
    onOpen()
  })
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md focus-within:ring-2 focus-within:ring-brand-600">
      <ProposalImage src={p.photoThumb ?? p.photoBig} alt="" width={480} height={270} />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex items-start justify-between gap-2">
          <h3 className="text-lg leading-snug font-semibold text-slate-900">
            <button
              ref={opener}
              type="button"
              onClick={onOpen}
              data-early-tap={tapName}
              aria-label={T.open(p.title)}
              className="text-left after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
            >
              {p.title}
            </button>
          </h3>
          <StatusBadge status={p.status} />
        </div>
        <p className="line-clamp-2 text-sm text-slate-700">{p.description}</p>
        <OutcomeLine outcome={p.outcome} />
        <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
          <span>
            <span className="sr-only">{T.district}: </span>
            {districtLabel(p.district)}
          </span>
          <ScopeBadge scope={p.scope} />
          <ReceivedBy channel={p.channel} />
        </div>
        <AssessmentLine proposal={p} />
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-2">
          <span className="text-sm font-semibold text-slate-900">{UI_PROPOSALS.votes(p.votes)}</span>
          <div className="relative z-10 flex flex-wrap gap-2">
            {votable && takesVotes(p) && <VoteButton proposalId={p.id} district={p.district} surface="card" />}
            <FollowButton proposal={p} />
            <ShareButton proposal={p} surface="card" />
          </div>
        </div>
      </div>
    </article>
  )
}
