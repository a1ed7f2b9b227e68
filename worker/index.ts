import { app } from './app'
import { consumeCensus } from './census/import'
import type { CensusMessage } from './census/messages'
import type { Bindings } from './env'
import { consumeNotices } from './notices/consumer'
import type { NoticeMessage } from './notices/messages'
import { runScheduled } from './scheduled'

/** Two queues, one consumer each: the batch says which queue it came from. */
function queue(batch: MessageBatch<NoticeMessage | CensusMessage>, env: Bindings) {
  return batch.queue.startsWith('presupuestos-padron')
    ? consumeCensus(batch as MessageBatch<CensusMessage>, env)
    : consumeNotices(batch as MessageBatch<NoticeMessage>, env)
}

export default {
  fetch: app.fetch,
  queue,
  scheduled: runScheduled,
} satisfies ExportedHandler<Bindings, NoticeMessage | CensusMessage>
