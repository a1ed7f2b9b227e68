import { useId } from 'react'
import { NOTICE_TEXTS as T } from '@domain/texts'

/**
 * The unchecked box of the anonymous form and the channel register. Ticked, the form sends the
 * multipart field `notifyByEmail=true`; unticked, nothing (the server's default is no).
 */
export function EmailOptIn() {
  const hint = useId()
  return (
    <div>
      <label className="flex items-start gap-3 font-medium text-slate-900">
        <input
          type="checkbox"
          name="notifyByEmail"
          value="true"
          aria-describedby={hint}
          className="mt-0.5 size-5 shrink-0 accent-brand-700"
        />
        {T.optIn}
      </label>
      <p id={hint} className="mt-1 pl-8 text-sm text-slate-700">
        {T.optInHint}
      </p>
    </div>
  )
}

/** The box's value for the API's multipart body, from the validated form values. */
export const optInField = (ticked: unknown): { notifyByEmail?: 'true' } =>
  ticked === true || ticked === 'true' ? { notifyByEmail: 'true' } : {}
