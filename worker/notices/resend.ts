import type { Bindings } from '../env'
import { SEND_BATCH } from './messages'

/** How long the request that made an event has to hand it to the queue before the sweep takes over. */
const HAND_OFF_MS = 60 * 1000

/**
 * Sends again the events the queue did not take when they happened (queued_at still null). Delivery
 * stays exactly once per (event, recipient, channel): the consumer claims each in notice_deliveries,
 * so an event sent twice (the sweep racing a late hand-off) reaches nobody twice. Answers how many.
 */
export async function resendUnqueuedEvents(env: Bindings, now: number): Promise<number> {
  const { results } = await env.DB.prepare(
    `SELECT id, origin FROM notice_events
      WHERE queued_at IS NULL AND origin IS NOT NULL AND created_at < ?1
      ORDER BY created_at LIMIT ?2`,
  )
    .bind(now - HAND_OFF_MS, SEND_BATCH)
    .all<{ id: string; origin: string }>()
  if (!results.length) return 0
  await env.NOTICES.sendBatch(results.map((e) => ({ body: { kind: 'event' as const, eventId: e.id, origin: e.origin } })))
  await env.DB.prepare('UPDATE notice_events SET queued_at = ?1 WHERE id IN (SELECT value FROM json_each(?2))')
    .bind(now, JSON.stringify(results.map((e) => e.id)))
    .run()
  return results.length
}
