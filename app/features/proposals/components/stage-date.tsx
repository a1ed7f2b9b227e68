import { formatLongDate } from '@app/lib/format-date'
import { currentStage } from '../model/life-cycle'
import type { ProposalView } from '../model/proposal'

type Dates = Pick<ProposalView, 'status' | 'createdAt' | 'approvedAt' | 'executedAt' | 'rejectedAt'>

/** 'Presentada · 3 de marzo de 2026': the stage a proposal has reached and since when (§2). */
export function StageDate({ proposal }: { proposal: Dates }) {
  const stage = currentStage(proposal)
  return (
    <p className="mt-1 text-sm text-slate-700">
      {stage.label}
      {stage.date && (
        <>
          {' · '}
          <time dateTime={stage.date}>{formatLongDate(stage.date)}</time>
        </>
      )}
    </p>
  )
}
