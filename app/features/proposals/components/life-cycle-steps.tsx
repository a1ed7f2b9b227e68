import { UI_PROPOSALS } from '@domain/texts'
import type { Proposal } from '../api/proposals'
import { formatLongDate } from '@app/lib/format-date'
import { lifeCycleSteps } from '../model/life-cycle'

const LOOK = {
  reached: { box: 'border-green-300 bg-green-50', dot: 'bg-green-700', mark: '✓', label: 'text-green-900' },
  pending: { box: 'border-slate-200 bg-slate-50', dot: 'bg-slate-400', mark: '', label: 'text-slate-700' },
  rejected: { box: 'border-red-300 bg-red-50', dot: 'bg-red-700', mark: '✕', label: 'text-red-900' },
}

/** Presentada → Priorizada → Ejecutada (or → Rechazada); reached steps are green with their date, the rest grey (§2). */
export function LifeCycleSteps({ proposal }: { proposal: Proposal }) {
  return (
    <section aria-labelledby="ciclo-de-vida" className="mt-10">
      <h2 id="ciclo-de-vida" className="text-xl font-bold text-slate-900">
        {UI_PROPOSALS.page.lifeCycle}
      </h2>
      <ol className="mt-4 grid gap-4 sm:grid-cols-3">
        {lifeCycleSteps(proposal).map((step) => {
          const look = step.rejected ? LOOK.rejected : step.date !== null ? LOOK.reached : LOOK.pending
          return (
            <li key={step.label} className={`flex items-start gap-3 rounded-lg border p-4 ${look.box}`}>
              <span
                aria-hidden="true"
                className={`mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full text-sm font-bold text-white ${look.dot}`}
              >
                {look.mark}
              </span>
              <div>
                <p className={`font-semibold ${look.label}`}>{step.label}</p>
                <p className="text-sm text-slate-700">
                  {step.date ? <time dateTime={step.date}>{formatLongDate(step.date)}</time> : step.pendingText}
                </p>
              </div>
            </li>
          )
        })}
      </ol>
    </section>
  )
}
