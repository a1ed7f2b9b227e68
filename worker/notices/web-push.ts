import { encryptNotification } from '@block65/webcrypto-web-push'
import { SignJWT, importJWK } from 'jose'
import { isLocalMode, type Bindings } from '../env'

export interface StoredSubscription {
  endpoint: string
  p256dh: string
  auth: string
}

/** What the service worker shows: title, body, and the page a click opens. */
export interface PushPayload {
  title: string
  body: string
  url: string
}

/** Seconds a push service keeps an undelivered notice: a status change is still news a day later. */
const TTL = 24 * 60 * 60

/**
 * The push services browsers subscribe with: Chrome's FCM, Firefox's autopush, Safari's (Apple) and
 * Edge's (Windows). Any other address would let a caller make the Worker send signed requests wherever
 * it likes, with retries, on every status change.
 */
const PUSH_SERVICES = [
  /^fcm\.googleapis\.com$/,
  /^updates\.push\.services\.mozilla\.com$/,
  /^([a-z0-9-]+\.)*push\.apple\.com$/,
  /^([a-z0-9-]+\.)*notify\.windows\.com$/,
]

/**
 * Only https on the standard port of a browser push service (RFC 8030 §8), with no credentials in the
 * address. The local configuration alone extends the list to 127.0.0.1, where the tests and `npm start`
 * run a stand-in push service (scripts/lib/push-service.mjs); production never takes it (LOCAL_MODE is
 * refused by npm run deploy).
 */
export function isAllowedEndpoint(env: Bindings, endpoint: string) {
  if (!URL.canParse(endpoint)) return false
  const url = new URL(endpoint)
  if (url.username || url.password) return false
  if (isLocalMode(env) && url.hostname === '127.0.0.1') return url.protocol === 'http:' || url.protocol === 'https:'
  return url.protocol === 'https:' && url.port === '' && PUSH_SERVICES.some((host) => host.test(url.hostname))
}

let signingKey: { source: string; key: CryptoKey } | null = null
async function vapidKey(env: Bindings) {
  if (signingKey?.source !== env.VAPID_PRIVATE_KEY) {
    signingKey = { source: env.VAPID_PRIVATE_KEY, key: (await importJWK(JSON.parse(env.VAPID_PRIVATE_KEY), 'ES256')) as CryptoKey }
  }
  return signingKey.key
}

/** RFC 8292: a JWT for the push service's origin, signed with the application server's key. */
async function vapidAuthorization(env: Bindings, endpoint: string) {
  const jwt = await new SignJWT({})
    .setProtectedHeader({ alg: 'ES256', typ: 'JWT' })
    .setAudience(new URL(endpoint).origin)
    .setSubject(env.VAPID_SUBJECT)
    .setExpirationTime('12h')
    .sign(await vapidKey(env))
  return `vapid t=${jwt}, k=${env.VAPID_PUBLIC_KEY}`
}

/**
 * Sends one Web Push message (RFC 8030): the JSON payload encrypted to the subscription's keys with
 * aes128gcm (RFC 8291), authorised with VAPID. Answers 'gone' when the push service says the
 * subscription no longer exists (404, 410), so that the caller deletes it.
 */
export async function sendPush(env: Bindings, sub: StoredSubscription, payload: PushPayload): Promise<'sent' | 'gone' | 'failed'> {
  if (!isAllowedEndpoint(env, sub.endpoint)) return 'gone'
  const body = await encryptNotification(
    { endpoint: sub.endpoint, expirationTime: null, keys: { p256dh: sub.p256dh, auth: sub.auth } },
    new TextEncoder().encode(JSON.stringify(payload)),
  )
  const res = await fetch(sub.endpoint, {
    method: 'POST',
    headers: {
      Authorization: await vapidAuthorization(env, sub.endpoint),
      'Content-Encoding': 'aes128gcm',
      'Content-Type': 'application/octet-stream',
      TTL: String(TTL),
      Urgency: 'normal',
    },
    body,
  })
  await res.body?.cancel()
  if (res.status === 404 || res.status === 410) return 'gone'
  return res.ok ? 'sent' : 'failed'
}
