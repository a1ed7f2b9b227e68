import { app } from './app'
import { consumeCensus } from './census/import'
import type { CensusMessage } from './census/messages'
import type { Bindings } from './env'
import { consumeNotices } from './notices/consumer'
import type { NoticeMessage } from './notices/messages'
import { runScheduled } from './scheduled'

type QueueMessage = NoticeMessage | CensusMessage

/**
 * Two queues, one consumer each: the batch says which queue it came from. The selection queue's consumer
 * is a Worker of its own (worker/selection-jobs/worker.ts, decision 0067): this one only sends to it.
 */
function queue(batch: MessageBatch<QueueMessage>, env: Bindings) {
  if (batch.queue.startsWith('presupuestos-padron')) return consumeCensus(batch as MessageBatch<CensusMessage>, env)
  if (batch.queue.startsWith('presupuestos-avisos')) return consumeNotices(batch as MessageBatch<NoticeMessage>, env)
  // Another queue's batch (the selection queue, while a deployment from before decision 0067 still has
  // this Worker registered as its consumer): handed back untouched, never read as notices.
  batch.retryAll()
}

export default {
  fetch: app.fetch,
  queue,
  scheduled: runScheduled,
} satisfies ExportedHandler<Bindings, QueueMessage>
