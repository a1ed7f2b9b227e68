import { eq, type SQL } from 'drizzle-orm'
import type { Db } from '../db/client'
import { noticeEvents, type ProposalRow } from '../db/schema'
import type { NoticeKind } from '../db/queries/notices'
import { statusChangeNotices } from '../db/queries/notices'
import { describeError } from '../errors'
import type { NoticeMessage } from './messages'

/**
 * An administrator's change of a proposal's status (inline, or undone from the history) is one event.
 * `statements` go into the change's own D1 batch, so the change never exists without its in-app
 * notices; `enqueue` hands the event to the queue once that batch is committed.
 */
export function statusEvent(
  db: Db,
  current: Pick<ProposalRow, 'id' | 'status'>,
  next: ProposalRow['status'] | undefined,
  requestUrl: string,
) {
  return next && next !== current.status ? proposalEvent(db, current.id, next, requestUrl) : noEvent
}

const noEvent = { statements: [], enqueue: async () => {} }

/**
 * A technical assessment is an event too when its public verdict is given or changes: followers hear
 * 'Viable' or 'No viable' through the same notices, e-mails and pushes.
 */
export function assessmentEvent(db: Db, proposalId: number, verdict: 'feasible' | 'unfeasible' | null, requestUrl: string) {
  return verdict ? proposalEvent(db, proposalId, verdict, requestUrl) : noEvent
}

/** A milestone published on a proposal is one event, once: corrections of it tell nobody again. */
export function milestoneEvent(db: Db, proposalId: number, milestoneId: SQL, requestUrl: string) {
  return proposalEvent(db, proposalId, 'milestone', requestUrl, milestoneId)
}

function proposalEvent(db: Db, proposalId: number, kind: NoticeKind, requestUrl: string, milestoneId?: SQL) {
  const eventId = crypto.randomUUID()
  const origin = new URL(requestUrl).origin
  return {
    statements: statusChangeNotices(db, eventId, proposalId, kind, origin, milestoneId),
    // The change is committed by now: a queue outage must not turn it into an error for the admin.
    // An event the queue did not take keeps queued_at null, and the scheduled sweep sends it again.
    enqueue: async (queue: Queue<NoticeMessage>) => {
      try {
        await queue.send({ kind: 'event', eventId, origin })
        await db.update(noticeEvents).set({ queuedAt: new Date() }).where(eq(noticeEvents.id, eventId))
      } catch (err) {
        console.error(`notice event ${eventId} left for the sweep: ${describeError(err)}`)
      }
    },
  }
}
