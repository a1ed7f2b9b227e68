import { normaliseCode } from '@domain/receipt-code'
import { TABLE_DEVICE_TEXTS } from '@copy'
import { Button } from '@app/components/ui/button'
import { Spinner } from '@app/components/ui/spinner'
import { Tabs } from '@app/components/ui/tabs'
import { useOnline } from '@app/offline'
import { sendNow, useTableDevice } from '../model/runtime'
import { useOfflineReady } from '../model/use-offline-ready'
import { BallotForm } from './ballot-form'
import { JoinForm } from './join-form'
import { LeaveTable } from './leave-table'
import { Tally } from './tally'

const T = TABLE_DEVICE_TEXTS

/** The code in the QR's link (`?codigo=abcd-efgh`), as the join form shows it; nothing when it is not one. */
const codeFromLink = () => normaliseCode(new URLSearchParams(window.location.search).get('codigo') ?? '') ?? undefined

/** '/mesa': the join while online, then ballots, coupons and the tally, with or without signal. */
export function TableScreen() {
  const { session, ballots, sending, problem } = useTableDevice()
  const online = useOnline()
  const offlineReady = useOfflineReady()
  const unsent = ballots.some((b) => b.status === 'waiting' || b.status === 'pending')

  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-6">
      <h1 className="text-2xl font-bold text-slate-900">{T.title}</h1>
      {session === undefined ? (
        <Spinner />
      ) : session === null ? (
        <JoinForm code={codeFromLink()} />
      ) : (
        <>
          <section aria-labelledby="table-place" className="grid gap-1 rounded-lg bg-slate-50 p-4">
            <h2 id="table-place" className="text-lg font-semibold text-slate-900">
              {T.session.place(session.table.place)}
            </h2>
            <p className="text-slate-700">{T.session.when(session.table.day, session.table.opens, session.table.closes)}</p>
            <p className="text-slate-700">{T.session.device(session.device.label)}</p>
            <p role="status" data-testid="table-offline-ready" className={offlineReady ? 'text-green-800' : 'text-amber-900'}>
              {offlineReady ? T.session.offlineReady : T.session.offlinePreparing}
            </p>
          </section>
          <div className="grid gap-2" data-testid="table-sync">
            {!online && <p className="text-sm text-amber-900">{T.sync.offline}</p>}
            {problem && (
              <p role="alert" className="text-sm text-red-700">
                {problem}
              </p>
            )}
            <div>
              <Button look="outline" size="touch" block="phone" disabled={!online || sending || !unsent} onClick={() => void sendNow()}>
                {sending ? T.sync.sending : T.sync.send}
              </Button>
            </div>
          </div>
          <Tabs
            tabs={[
              { label: T.tabs.ballot, panel: <BallotForm session={session} kind="ballot" /> },
              { label: T.tabs.coupon, panel: <BallotForm session={session} kind="coupon" /> },
              {
                label: T.tabs.tally,
                panel: (
                  <div className="grid gap-8">
                    <Tally ballots={ballots} />
                    {/* Only with nothing left to send: leaving forgets the sealed ballots. */}
                    {!unsent && <LeaveTable />}
                  </div>
                ),
              },
            ]}
          />
        </>
      )}
    </div>
  )
}
