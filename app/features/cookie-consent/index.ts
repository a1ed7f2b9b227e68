/** The cookie notice and its preferences dialog, drawn by the root route on every page. */
export { CookieConsent } from './cookie-consent'
