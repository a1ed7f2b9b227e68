import type { Db } from './db/client'
import type { UserRow } from './db/schema'
import type { NoticeMessage } from './notices/messages'

export interface Bindings {
  DB: D1Database
  MEDIA: R2Bucket
  ASSETS: Fetcher
  FIREBASE_PROJECT_ID: string
  /** Abuse limits, configured in wrangler.toml [[ratelimits]]. */
  LIMIT_SUBMIT: RateLimit
  LIMIT_VOTE: RateLimit
  LIMIT_SIGNIN: RateLimit
  LIMIT_SIGNIN_ACCOUNT: RateLimit
  /** The local identity provider's throttling; absent in production (Firebase throttles itself). */
  LIMIT_IDP?: RateLimit
  LIMIT_CONSENT: RateLimit
  /** Status-change notices on their way to e-mail and Web Push (wrangler.toml [[queues]]). */
  NOTICES: Queue<NoticeMessage>
  /** Cloudflare Email Service; the local configuration writes to the local mailbox instead. */
  EMAIL: SendEmail
  /** The sender of notice e-mails, an address of a domain set up in Email Service. */
  NOTICE_EMAIL_FROM: string
  /** VAPID (RFC 8292): the public key (base64url, uncompressed P-256) and the private key as a JWK. Secrets. */
  VAPID_PUBLIC_KEY: string
  VAPID_PRIVATE_KEY: string
  /** The contact push services may write to about our messages: a mailto: or https: URL. */
  VAPID_SUBJECT: string
  /** "true" only in the local configuration: local identity provider, mailbox and demo loader. */
  LOCAL_MODE?: string
  /** The production rehearsal only: the loopback origin of its identity service (see middleware/auth.ts). */
  REHEARSAL_IDENTITY_ORIGIN?: string
}

interface Variables {
  db: Db
  /** The submission's Idempotency-Key, checked (middleware/idempotency.ts), when it came with one. */
  idempotencyKey?: string
  /** The verified token's claims, when a valid Bearer token came with the request. */
  identity: Identity | null
  /** The signed-in person's row, loaded (or created) from the verified identity. */
  user: UserRow | null
}

export interface Identity {
  uid: string
  email: string | null
  emailVerified: boolean
  name: string | null
  picture: string | null
  /** 'google.com' or 'password', from the token's firebase.sign_in_provider claim. */
  provider: string | null
  /** When the person signed in (epoch seconds), from auth_time. */
  authTime: number
}

export type AppEnv = { Bindings: Bindings; Variables: Variables }

export const isLocalMode = (env: Bindings) => env.LOCAL_MODE === 'true'

/** localhost, *.localhost, 127.0.0.0/8 and ::1: names that only ever reach the machine itself. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '')
  return host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host)
}

/**
 * The local identity provider, mailbox, Google chooser and demo loader answer only here: the local
 * configuration AND a request addressed to a loopback name. A local configuration published by mistake
 * is reached through a public host name, and then behaves as production.
 */
export const isLocalRequest = (env: Bindings, url: string) => isLocalMode(env) && isLoopbackHost(new URL(url).hostname)
