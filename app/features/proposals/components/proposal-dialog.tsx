import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { UI_PROPOSALS } from '@copy'
import { Dialog, DialogTitle } from '@app/components/ui/dialog'
import type { Proposal } from '../api/proposals'
import { ProposalImage } from './proposal-image'
import { ScopeBadge } from './scope-badge'
import { FollowButton } from '@app/features/notices'
import { ShareButton } from './share-button'
import { StageDate } from './stage-date'
import { AssessmentReport, AssessmentRows } from './assessment-facts'
import { OutcomeLine } from './outcome-note'
import { StatusBadge } from '@app/components/status-badge'
import { VoteButton } from './vote-button'
import { districtLabel } from '@copy/district-scope-labels'
import { takesVotes } from '../model/takes-votes'

const T = UI_PROPOSALS.dialog

interface Props {
  proposal: Proposal | null
  votable: boolean
  onClose: () => void
}

/**
 * The card's detail view (§2). On phones it fills the screen and stacks the information panel under the
 * text; from 768 px it is a centred window with the panel beside the description.
 */
export function ProposalDialog({ proposal: p, votable, onClose }: Props) {
  return (
    <Dialog open={p !== null} onClose={onClose} closeLabel={T.close} layout="page">
      {p && (
        <>
          {(p.photoBig ?? p.photoThumb) && <ProposalImage src={p.photoBig ?? p.photoThumb} alt={p.title} width={1600} height={700} eager />}
          <div className="grid gap-6 p-5 md:grid-cols-[1fr_16rem] md:p-6">
            <div className="min-w-0">
              <div className="flex flex-wrap items-start gap-3 pr-12">
                <DialogTitle className="text-2xl font-bold text-slate-900">{p.title}</DialogTitle>
                <StatusBadge status={p.status} />
              </div>
              <p className="mt-4 whitespace-pre-line text-slate-800">{p.description}</p>
              <OutcomeLine outcome={p.outcome} className="mt-4" />
              <AssessmentReport proposal={p} className="mt-4 rounded-lg border border-slate-200 p-4" />
            </div>
            <InfoPanel proposal={p} votable={votable} />
          </div>
        </>
      )}
    </Dialog>
  )
}

function InfoPanel({ proposal: p, votable }: { proposal: Proposal; votable: boolean }) {
  return (
    <aside aria-label={T.info} className="flex flex-col gap-4 rounded-lg bg-slate-50 p-4 text-sm">
      <dl className="grid gap-3">
        <Row term={T.district}>{districtLabel(p.district)}</Row>
        <Row term={T.scope}>
          <ScopeBadge scope={p.scope} />
        </Row>
        <Row term={T.votes}>{UI_PROPOSALS.votes(p.votes)}</Row>
        <Row term={T.status}>
          <StageDate proposal={p} />
        </Row>
        <AssessmentRows proposal={p} termClass="font-medium text-slate-600" valueClass="mt-0.5 text-slate-900" />
      </dl>
      {votable && takesVotes(p) && <VoteButton proposalId={p.id} district={p.district} surface="card" className="w-full" />}
      <FollowButton proposal={p} className="w-full" />
      <ShareButton proposal={p} surface="card" className="w-full" />
      <Link
        to="/proposal/$id"
        params={{ id: String(p.id) }}
        className="inline-flex min-h-11 items-center justify-center font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
      >
        {T.fullPage}
      </Link>
    </aside>
  )
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="font-medium text-slate-600">{term}</dt>
      <dd className="mt-0.5 text-slate-900">{children}</dd>
    </div>
  )
}
