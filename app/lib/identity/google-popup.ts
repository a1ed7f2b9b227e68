import { providerConfig } from './provider-config'
import { ProviderError } from './provider-errors'

const POPUP_FEATURES = 'popup,width=480,height=640'

/**
 * Opens the Google account chooser in a popup and resolves with a Google ID token. Locally the Worker's
 * chooser (/__local/google) posts the chosen account's claims, which the local provider accepts as the
 * emulator does. In production the popup goes to Google's OAuth endpoint (always asking to choose an
 * account, §7) and public/google-callback.html posts the ID token back.
 */
export function googleIdToken(): Promise<string> {
  const nonce = crypto.randomUUID()
  let url: string
  if (providerConfig.isLocal) {
    url = `${location.origin}/__local/google`
  } else if (providerConfig.googleClientId) {
    url =
      'https://accounts.google.com/o/oauth2/v2/auth?' +
      new URLSearchParams({
        client_id: providerConfig.googleClientId,
        response_type: 'id_token',
        scope: 'openid email profile',
        redirect_uri: `${location.origin}/google-callback.html`,
        prompt: 'select_account',
        nonce,
      })
  } else {
    return Promise.reject(new ProviderError('not-configured'))
  }
  const popup = window.open(url, 'google-sign-in', POPUP_FEATURES)
  if (!popup) return Promise.reject(new ProviderError('popup-blocked'))

  return new Promise((resolve, reject) => {
    const finish = (action: () => void) => {
      window.removeEventListener('message', onMessage)
      clearInterval(closedCheck)
      action()
    }
    function onMessage(event: MessageEvent) {
      if (event.origin !== location.origin || event.source !== popup) return
      const data = event.data as { type?: string; claims?: unknown; idToken?: string; error?: string }
      if (data.type === 'local-google-sign-in' && data.claims) finish(() => resolve(JSON.stringify(data.claims)))
      else if (data.type === 'google-sign-in' && data.idToken) finish(() => resolve(data.idToken!))
      else if (data.type === 'local-google-cancelled' || data.type === 'google-cancelled') finish(() => reject(new ProviderError('popup-closed')))
      else if (data.type === 'google-error') finish(() => reject(new ProviderError(data.error ?? 'unknown')))
    }
    window.addEventListener('message', onMessage)
    // Closing the popup without choosing is a cancellation.
    const closedCheck = setInterval(() => {
      if (popup.closed) finish(() => reject(new ProviderError('popup-closed')))
    }, 500)
  })
}
