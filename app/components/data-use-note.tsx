import { Link } from '@tanstack/react-router'
import { SHELL_TEXTS } from '@copy'

const T = SHELL_TEXTS.dataUse

/** Beside a submit button that sends personal data: what is done with it, at the moment it is given (GDPR art. 13). */
export function DataUseNote() {
  return (
    <p className="text-sm text-slate-700">
      {T.text}{' '}
      <Link to="/legal-notices" className="font-medium text-brand-700 underline underline-offset-2">
        {T.link}
      </Link>
      .
    </p>
  )
}
