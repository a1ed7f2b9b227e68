import { Link } from '@tanstack/react-router'
import { SHELL_TEXTS } from '@copy'
import { useQuery } from '@tanstack/react-query'
import { systemConfigQuery, usePhaseOpen } from '../lib/system-config'
import { cycleSentence } from './cycle-calendar'

interface Props {
  /** The link's look while submissions are open. */
  className: string
  label?: string
  /** The header has room for a short notice only; elsewhere the whole sentence is shown. */
  short?: boolean
  onClick?: () => void
}

/**
 * Every invitation to send a proposal: the link while the process is open, and in its place the closed
 * notice once it is closed (§1, §2), so nobody is led to a form that cannot be sent.
 */
export function SubmitInvitation({ className, label = SHELL_TEXTS.nav.submit, short = false, onClick }: Props) {
  const config = useQuery(systemConfigQuery()).data
  const open = usePhaseOpen('presentation')
  // Closed by the calendar while the year goes on: where it stands, never 'hasta el próximo año'.
  const goesOn = config?.votingEnabled !== false && config?.calendar && (config.phase || config.nextPhase)
  if (open) {
    return (
      <Link to="/proposals/new" onClick={onClick} className={className}>
        {label}
      </Link>
    )
  }
  return (
    <p
      data-testid="submissions-closed"
      className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900"
    >
      {short ? SHELL_TEXTS.submissionsClosedShort : goesOn ? cycleSentence(config) : SHELL_TEXTS.submissionsClosed}
    </p>
  )
}
