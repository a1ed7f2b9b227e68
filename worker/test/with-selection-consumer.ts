import publicWorker from '../index'
import selectionConsumer from '../selection-jobs/worker'

type Batch = Parameters<typeof publicWorker.queue>[0] & Parameters<typeof selectionConsumer.queue>[0]

/**
 * The Worker the Worker tests run (vitest.worker.config.ts): the public Worker with the selection queue's
 * consumer beside it. Deployed and under wrangler dev they are two Workers (decision 0067); here they share
 * the test Worker, so that a test queues a laboratory or heading job through the public API and reads its
 * answer back as the council would, on the same D1 and R2.
 */
export default {
  ...publicWorker,
  queue(batch: Batch, env: Parameters<typeof publicWorker.queue>[1]) {
    if (batch.queue.startsWith('presupuestos-seleccion')) return selectionConsumer.queue(batch, env)
    return publicWorker.queue(batch, env)
  },
}
