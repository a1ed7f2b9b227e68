import { FOLLOW_UP_TEXTS as F, UI_PROPOSALS } from '@copy'
import { ProgressBar } from '@app/components/progress-bar'
import { formatLongDate } from '@app/lib/format-date'
import { usePhaseName } from '@app/lib/phase-name'
import type { ProposalDetail } from '../api/proposals'
import { lifeCycleSteps } from '../model/life-cycle'

const LOOK = {
  reached: { box: 'border-green-300 bg-green-50', dot: 'bg-green-700', mark: '✓', label: 'text-green-900' },
  pending: { box: 'border-slate-200 bg-slate-50', dot: 'bg-slate-400', mark: '', label: 'text-slate-700' },
  rejected: { box: 'border-red-300 bg-red-50', dot: 'bg-red-700', mark: '✕', label: 'text-red-900' },
}

/**
 * Presentada → Priorizada → each milestone of the works → Ejecutada (or → Rechazada): reached steps are
 * green with their date, the rest grey (§2); the works show what was done, their photo and the progress.
 */
export function LifeCycleSteps({ proposal }: { proposal: ProposalDetail }) {
  const name = usePhaseName()
  return (
    <section aria-labelledby="ciclo-de-vida" className="mt-10">
      <h2 id="ciclo-de-vida" className="text-xl font-bold text-slate-900">
        {UI_PROPOSALS.page.lifeCycle}
      </h2>
      {proposal.progress !== null && (
        <div className="mt-4 rounded-lg border border-slate-200 bg-white p-4">
          <p className="font-semibold text-slate-900">
            {F.progressLabel(proposal.progress)}
            {proposal.phase && <span className="font-normal text-slate-700"> · {name(proposal.phase)}</span>}
          </p>
          <ProgressBar value={proposal.progress} label={F.progressLabel(proposal.progress)} className="mt-2" />
          {(proposal.awardedCost !== null || proposal.finalCost !== null) && (
            <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-800">
              <div className="flex gap-1">
                <dt>{F.awarded}:</dt>
                <dd className="font-semibold">{F.money(proposal.awardedCost)}</dd>
              </div>
              <div className="flex gap-1">
                <dt>{F.final}:</dt>
                <dd className="font-semibold">{F.money(proposal.finalCost)}</dd>
              </div>
            </dl>
          )}
        </div>
      )}
      <ol className="mt-4 space-y-3">
        {lifeCycleSteps(proposal, proposal.milestones).map((step) => {
          const look = step.rejected ? LOOK.rejected : step.date !== null ? LOOK.reached : LOOK.pending
          const m = step.milestone
          return (
            <li key={step.key} className={`flex items-start gap-3 rounded-lg border p-4 ${look.box}`}>
              <span
                aria-hidden="true"
                className={`mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full text-sm font-bold text-white ${look.dot}`}
              >
                {look.mark}
              </span>
              <div className="min-w-0 flex-1">
                <p className={`font-semibold ${look.label}`}>
                  {m ? name(m.phase) : step.label}
                  {m && <span className="font-normal"> · {F.progressShort(m.progress)}</span>}
                </p>
                <p className="text-sm text-slate-700">
                  {step.date ? <time dateTime={step.date}>{formatLongDate(step.date)}</time> : step.pendingText}
                </p>
                {step.report && <p className="mt-2 whitespace-pre-line text-slate-800">{step.report}</p>}
                {m && (
                  <div className="mt-2 flex flex-wrap items-start gap-4">
                    <div className="min-w-0 flex-1 basis-60">
                      <p className="whitespace-pre-line text-slate-800">{m.text}</p>
                      {m.reason && (
                        <p className="mt-1 text-sm text-slate-800">
                          <span className="font-semibold">{F.reasonLabel}</span> {m.reason}
                        </p>
                      )}
                    </div>
                    {(m.photoThumb ?? m.photoBig) && (
                      <a href={m.photoBig ?? m.photoThumb ?? undefined} className="block shrink-0">
                        <img
                          src={m.photoThumb ?? m.photoBig ?? undefined}
                          alt={F.milestoneAlt(name(m.phase), formatLongDate(m.date))}
                          width={480}
                          height={270}
                          loading="lazy"
                          className="h-28 w-44 rounded-md object-cover"
                        />
                      </a>
                    )}
                  </div>
                )}
              </div>
            </li>
          )
        })}
      </ol>
    </section>
  )
}
