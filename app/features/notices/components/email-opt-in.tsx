import { NOTICE_TEXTS as T } from '@copy'
import { CheckboxField } from '@app/components/ui/checkbox-field'

/**
 * The unchecked box of the anonymous form and the channel register. Ticked, the form sends the
 * multipart field `notifyByEmail=true`; unticked, nothing (the server's default is no).
 */
export function EmailOptIn() {
  return <CheckboxField name="notifyByEmail" value="true" label={T.optIn} hint={T.optInHint} />
}

/** The box's value for the API's multipart body, from the validated form values. */
export const optInField = (ticked: unknown): { notifyByEmail?: 'true' } =>
  ticked === true || ticked === 'true' ? { notifyByEmail: 'true' } : {}
