import { SIGN_OUT_TEXTS } from '@copy'
import { forgetDeviceData } from '../device-data'
import { queryClient } from '../query-client'
import { toastAfterReload } from '../toast'
import { forgetSessionBeforeReload } from './session-store'

/**
 * §4: sign-out clears the cached data, in memory and on disk (the persisted copy would otherwise bring
 * this person's record back after the reload), and reloads; the toast is shown after the reload.
 */
export async function signOut(): Promise<void> {
  forgetSessionBeforeReload()
  queryClient.clear()
  await forgetDeviceData()
  toastAfterReload({ title: SIGN_OUT_TEXTS.doneTitle, description: SIGN_OUT_TEXTS.doneText })
  location.reload()
}
