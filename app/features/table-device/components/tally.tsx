import { TABLE_DEVICE_TEXTS } from '@copy'
import { tally } from '../model/queue'
import type { QueuedBallot } from '../model/types'

const T = TABLE_DEVICE_TEXTS.tally

const STATE_LOOK: Record<QueuedBallot['status'], string> = {
  waiting: 'text-amber-900',
  pending: 'text-slate-700',
  counted: 'text-green-800',
  partly: 'text-amber-900',
  refused: 'text-red-700',
}

/** What the device holds: waiting, sent, counted, refused, and each refusal with its reason and receipt. */
export function Tally({ ballots }: { ballots: QueuedBallot[] }) {
  const counts = tally(ballots)
  const refused = ballots.filter((b) => b.status === 'refused' || b.status === 'partly')
  const figures = [
    ['waiting', T.waiting, counts.waiting],
    ['sent', T.sent, counts.sent],
    ['counted', T.counted, counts.counted],
    ['partly', T.partly, counts.partly],
    ['refused', T.refused, counts.refused],
  ] as const
  return (
    <section aria-labelledby="table-tally-title" className="grid gap-5">
      <h2 id="table-tally-title" className="text-xl font-semibold text-slate-900">
        {T.title}
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {figures.map(([id, label, n]) => (
          <div key={id} className="rounded-md border border-slate-200 p-3">
            <dt className="text-sm text-slate-700">{label}</dt>
            <dd data-testid={`tally-${id}`} className="text-2xl font-bold text-slate-900">
              {n}
            </dd>
          </div>
        ))}
      </dl>
      <div>
        <h3 className="mb-2 font-semibold text-slate-900">{T.refusedTitle}</h3>
        {refused.length === 0 ? (
          <p className="text-slate-700">{T.refusedEmpty}</p>
        ) : (
          <ul className="grid gap-2">
            {refused.map((b) => (
              <li key={b.key} data-testid="tally-refusal" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm">
                <span className="font-mono font-semibold text-slate-900">{b.receipt}</span> <span className="text-red-800">{b.reason}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div>
        <h3 className="mb-2 font-semibold text-slate-900">{T.listTitle}</h3>
        {ballots.length === 0 ? (
          <p className="text-slate-700">{T.empty}</p>
        ) : (
          <ol className="grid gap-1 text-sm">
            {[...ballots].reverse().map((b) => (
              <li key={b.key} data-testid="tally-ballot" className="flex flex-wrap gap-x-2 border-b border-slate-100 py-1">
                <span className="font-mono text-slate-900">{b.receipt}</span>
                <span className={`font-semibold ${STATE_LOOK[b.status]}`}>{T.state[b.status]}</span>
                <span className="text-slate-700">
                  {b.kind === 'coupon' && `${T.coupon}: `}
                  {b.proposals.map((p) => `${TABLE_DEVICE_TEXTS.ballot.number(p.number)} ${p.title}`).join(' · ')}
                </span>
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  )
}
