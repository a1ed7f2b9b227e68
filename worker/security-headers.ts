/**
 * The security headers of every answer: the Worker's own (API, media, local pages) through the
 * middleware below, and the static SPA files through dist/_headers, written from this same object at
 * build time so that both say the same thing.
 *
 * The CSP allows no eval and no inline script but the one that starts the app after the first paint,
 * by its hash (paint-first.ts). Google sign-in in production needs the Identity Toolkit
 * and Secure Token hosts for fetch, and the account chooser popup; COOP same-origin-allow-popups keeps
 * that popup able to talk back to the page.
 */
import { PAINT_FIRST_CSP_SOURCE } from './paint-first'

const CSP = [
  "default-src 'self'",
  `script-src 'self' ${PAINT_FIRST_CSP_SOURCE}`,
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self' https://identitytoolkit.googleapis.com https://securetoken.googleapis.com",
  "frame-src 'self' https://*.firebaseapp.com https://accounts.google.com",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ')

const SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': CSP,
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  'Cross-Origin-Resource-Policy': 'same-origin',
}

/**
 * The `_headers` file of the static assets: the same headers for every path. The production rehearsal
 * builds with its identity service on another origin, which the pages must then be allowed to call.
 */
export function staticHeadersFile(identityOrigin?: string): string {
  const headers = securityHeadersFor(identityOrigin)
  return `${['/*', ...Object.entries(headers).map(([k, v]) => `  ${k}: ${v}`)].join('\n')}\n`
}

/** The security headers, with an identity service on another origin allowed in connect-src (the rehearsal). */
export function securityHeadersFor(identityOrigin?: string): Record<string, string> {
  if (!identityOrigin) return SECURITY_HEADERS
  return { ...SECURITY_HEADERS, 'Content-Security-Policy': CSP.replace("connect-src 'self'", `connect-src 'self' ${identityOrigin}`) }
}
