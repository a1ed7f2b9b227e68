import type { DrizzleD1Database } from 'drizzle-orm/d1'
import type * as schema from './db/schema'
import type { UserRow } from './db/schema'

export interface Bindings {
  DB: D1Database
  MEDIA: R2Bucket
  ASSETS: Fetcher
  FIREBASE_PROJECT_ID: string
  /** Abuse limits, configured in wrangler.toml [[ratelimits]]. */
  LIMIT_SUBMIT: RateLimit
  LIMIT_VOTE: RateLimit
  LIMIT_SIGNIN: RateLimit
  LIMIT_CONSENT: RateLimit
  /** "true" only in the local configuration: local identity provider, mailbox and demo loader. */
  LOCAL_MODE?: string
}

export interface Variables {
  db: DrizzleD1Database<typeof schema>
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
}

export type AppEnv = { Bindings: Bindings; Variables: Variables }

export const isLocalMode = (env: Bindings) => env.LOCAL_MODE === 'true'
