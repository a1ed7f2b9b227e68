// Google's OAuth popup returns here (production only) with the ID token in the fragment; hand it to
// the page that opened the popup, on our own origin only, and close.
const params = new URLSearchParams(location.hash.slice(1))
const idToken = params.get('id_token')
const error = params.get('error')
if (window.opener) {
  window.opener.postMessage(
    idToken ? { type: 'google-sign-in', idToken } : error === 'access_denied' ? { type: 'google-cancelled' } : { type: 'google-error', error: error || 'no-user' },
    location.origin,
  )
}
window.close()
