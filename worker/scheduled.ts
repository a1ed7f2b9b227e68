import { continueExport, nightlyBackup } from './backup/export'
import { forgetOldLookups } from './census/verify'
import type { Bindings } from './env'
import { describeError } from './errors'
import { sweepMedia } from './media-sweep'
import { resendUnqueuedEvents } from './notices/resend'
import { sweepSelectionJobs } from './selection-jobs/sweep'

/** The nightly export to R2 (worker/backup/, decision 0042); every other cron runs the sweeps and carries on an unfinished export. */
const BACKUP_CRON = '30 3 * * *'

/**
 * The Cron Triggers' work (wrangler.toml [triggers]), one handler: the cron expression says which job.
 * The sweeps finish what a request could not after its change was committed. Each sweep runs on its
 * own; one failing leaves the other, and the next run retries.
 */
export async function runScheduled(controller: ScheduledController, env: Bindings) {
  if (controller.cron === BACKUP_CRON) return nightlyBackup(env, new Date(controller.scheduledTime))
  const now = controller.scheduledTime
  const sweeps = {
    media: () => sweepMedia(env, now),
    notices: () => resendUnqueuedEvents(env, now),
    selectionJobs: () => sweepSelectionJobs(env, now),
    // A night's export too big for one invocation goes on here, a share at a time (decision 0042).
    backup: () => continueExport(env),
    censusLookups: () => forgetOldLookups(env),
  }
  await Promise.all(
    Object.entries(sweeps).map(([name, sweep]) =>
      sweep().catch((err) => console.error(`scheduled sweep ${name} failed: ${describeError(err)}`)),
    ),
  )
}
