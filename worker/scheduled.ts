import type { Bindings } from './env'
import { describeError } from './errors'
import { sweepMedia } from './media-sweep'
import { resendUnqueuedEvents } from './notices/resend'

/**
 * The Cron Trigger's work (wrangler.toml [triggers]): what a request could not finish after its change
 * was committed. Each sweep runs on its own; one failing leaves the other, and the next run retries.
 */
export async function runScheduled(controller: ScheduledController, env: Bindings) {
  const now = controller.scheduledTime
  const sweeps = { media: () => sweepMedia(env, now), notices: () => resendUnqueuedEvents(env, now) }
  await Promise.all(
    Object.entries(sweeps).map(([name, sweep]) =>
      sweep().catch((err) => console.error(`scheduled sweep ${name} failed: ${describeError(err)}`)),
    ),
  )
}
