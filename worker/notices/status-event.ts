import type { Db } from '../db/client'
import type { ProposalRow } from '../db/schema'
import { statusChangeNotices } from '../db/queries/notices'
import type { NoticeMessage } from './messages'

/**
 * An administrator's change of a proposal's status (inline, or undone from the history) is one event.
 * `statements` go into the change's own D1 batch, so the change never exists without its in-app
 * notices; `enqueue` hands the event to the queue once that batch is committed.
 */
export function statusEvent(db: Db, current: Pick<ProposalRow, 'id' | 'status'>, next: ProposalRow['status'] | undefined) {
  if (!next || next === current.status) return { statements: [], enqueue: async () => {} }
  const eventId = crypto.randomUUID()
  return {
    statements: statusChangeNotices(db, eventId, current.id, next),
    // The change is committed by now: a queue outage must not turn it into an error for the admin.
    enqueue: (queue: Queue<NoticeMessage>, requestUrl: string) =>
      queue
        .send({ kind: 'event', eventId, origin: new URL(requestUrl).origin })
        .catch((err) => console.error('notice event not queued', eventId, err)),
  }
}
