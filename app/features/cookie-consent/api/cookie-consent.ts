import { queryOptions } from '@tanstack/react-query'
import { api, unwrap } from '@app/lib/api'
import { queryKeys } from '@app/lib/query-keys'
import type { CookiePreferences } from '../preferences'

/** The consent record of this browser (the Worker keys it by an httpOnly cookie); null when none yet. */
export const consentQuery = () => queryOptions({ queryKey: queryKeys.cookieConsent(), queryFn: () => unwrap(api['cookie-consent'].$get()) })

/** Updates the record when one exists, otherwise creates it (§4). */
export const saveConsent = (id: number | undefined, preferences: CookiePreferences) =>
  unwrap(
    id
      ? api['cookie-consent'][':id'].$put({ param: { id: String(id) }, json: { preferences } })
      : api['cookie-consent'].$post({ json: { preferences } }),
  )
