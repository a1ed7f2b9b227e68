import { longDay } from '@copy/dates'
import { SHELL_TEXTS } from '@copy'
import { useBudgetCycle } from '../lib/system-config'

/**
 * The submission deadline the council set, as residents read it: the date while it is ahead, 'sigue
 * abierto' once it has passed with submissions still open, nothing when closed (the closed notice that
 * replaces every invitation says so).
 */
export function DeadlineNotice({ className }: { className?: string }) {
  const cycle = useBudgetCycle()
  if (cycle.deadline === 'closed') return null
  return (
    <p data-testid="submission-deadline" className={className}>
      {cycle.deadline === 'open' ? SHELL_TEXTS.deadline.open(longDay(cycle.submissionDeadline)) : SHELL_TEXTS.deadline.extended}
    </p>
  )
}
