import type { JobEnv } from './answer'
import { consumeSelectionJobs } from './consumer'
import type { SelectionJobMessage } from './messages'

/**
 * The selection consumer's Worker (wrangler.selection.toml, decision 0067): the selection queue's
 * consumer and nothing else. The rules may spend seconds of CPU on one job; in a Worker of their own they
 * run in isolates that never serve a public request, so no request waits behind them.
 */
export default {
  queue: consumeSelectionJobs,
} satisfies ExportedHandler<JobEnv, SelectionJobMessage>
