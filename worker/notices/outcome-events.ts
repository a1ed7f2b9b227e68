import { sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { follows, noticeEvents, notices, nowMs } from '../db/schema'
import type { NoticeKind } from '../db/queries/notices'
import { describeError } from '../errors'
import { SEND_BATCH, type NoticeMessage } from './messages'

/**
 * The notices of a confirmed selection: one event per candidate (its kind says what became of it:
 * 'approved', 'not-selected' or 'withdrawn') and one in-app notice per follower of each (the author
 * follows what they sent). Two statements whatever the number of candidates, with the events' ids in
 * one JSON parameter: they go into the confirmation's own D1 batch, which stays within D1's limits at
 * city scale. `enqueue` hands the events to the queue once that batch is committed; the consumer then
 * delivers each (event, recipient, channel) once, a retried queue batch included.
 */
export function outcomeEvents(db: Db, outcomes: readonly { proposalId: number; kind: NoticeKind }[], requestUrl: string) {
  const origin = new URL(requestUrl).origin
  const events = outcomes.map((o) => ({ id: crypto.randomUUID(), proposalId: o.proposalId, kind: o.kind }))
  const list = JSON.stringify(events)
  const each = sql`json_each(${list})`
  const field = (name: string) => sql`json_extract(value, ${`$.${name}`})`
  // An insert-select names every column of the table, in order.
  const statements = events.length
    ? ([
        db.insert(noticeEvents).select(
          db
            .select({
              id: sql<string>`${field('id')}`.as('id'),
              proposalId: sql<number>`${field('proposalId')}`.as('proposal_id'),
              status: sql<string>`${field('kind')}`.as('status'),
              origin: sql<string>`${origin}`.as('origin'),
              queuedAt: sql<Date | null>`null`.as('queued_at'),
              milestoneId: sql<number | null>`null`.as('milestone_id'),
              createdAt: sql<Date>`${nowMs}`.as('created_at'),
            })
            .from(each),
        ),
        db.insert(notices).select(
          db
            .select({
              id: sql<number>`null`.as('id'),
              eventId: sql<string>`${field('id')}`.as('event_id'),
              userId: follows.userId,
              proposalId: follows.proposalId,
              status: sql<string>`${field('kind')}`.as('status'),
              createdAt: sql<Date>`${nowMs}`.as('created_at'),
              readAt: sql<Date | null>`null`.as('read_at'),
            })
            .from(each)
            .innerJoin(follows, sql`${follows.proposalId} = ${field('proposalId')}`),
        ),
      ] as const)
    : []
  return {
    statements,
    // The confirmation is committed by now: a queue outage must not turn it into an error for the admin.
    // Events the queue did not take keep queued_at null, and the scheduled sweep sends them again.
    enqueue: async (queue: Queue<NoticeMessage>) => {
      for (let i = 0; i < events.length; i += SEND_BATCH) {
        const chunk = events.slice(i, i + SEND_BATCH)
        try {
          await queue.sendBatch(chunk.map((e) => ({ body: { kind: 'event' as const, eventId: e.id, origin } })))
          await db.run(
            sql`UPDATE notice_events SET queued_at = ${Date.now()} WHERE id IN (SELECT value FROM json_each(${JSON.stringify(chunk.map((e) => e.id))}))`,
          )
        } catch (err) {
          console.error(`${chunk.length} outcome notice events left for the sweep: ${describeError(err)}`)
        }
      }
    },
  }
}
