import { app } from './app'
import { consumeCensus } from './census/import'
import type { CensusMessage } from './census/messages'
import type { Bindings } from './env'
import { consumeNotices } from './notices/consumer'
import type { NoticeMessage } from './notices/messages'
import { runScheduled } from './scheduled'
import { consumeSelectionJobs } from './selection-jobs/consumer'
import type { SelectionJobMessage } from './selection-jobs/messages'

type QueueMessage = NoticeMessage | CensusMessage | SelectionJobMessage

/** Three queues, one consumer each: the batch says which queue it came from. */
function queue(batch: MessageBatch<QueueMessage>, env: Bindings) {
  if (batch.queue.startsWith('presupuestos-padron')) return consumeCensus(batch as MessageBatch<CensusMessage>, env)
  if (batch.queue.startsWith('presupuestos-seleccion')) return consumeSelectionJobs(batch as MessageBatch<SelectionJobMessage>, env)
  return consumeNotices(batch as MessageBatch<NoticeMessage>, env)
}

export default {
  fetch: app.fetch,
  queue,
  scheduled: runScheduled,
} satisfies ExportedHandler<Bindings, QueueMessage>
