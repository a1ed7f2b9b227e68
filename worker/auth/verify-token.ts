import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose'
import type { Identity } from '../env'

/** Google's published keys for Firebase ID tokens. */
const FIREBASE_JWKS_URL = 'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com'

export const issuerFor = (projectId: string) => `https://securetoken.google.com/${projectId}`

/** The published keys could not be fetched: an outage of the identity service, not a bad token. */
export class IdentityUnavailable extends Error {}

// Kept at module level so that the key set (and jose's cache of it) lives across requests in an isolate.
// jose refetches once when a token names an unknown kid, with a cooldown against floods of forged kids.
const remoteKeySets = new Map<string, JWTVerifyGetKey>()

/**
 * The key set published at `url` (Google's in production). A failed fetch (network, timeout, non-200,
 * not a key set) throws IdentityUnavailable, so that an outage answers 503 instead of signing people out;
 * a token naming a kid the set does not have stays a bad token.
 */
export function remoteKeySet(url = FIREBASE_JWKS_URL): JWTVerifyGetKey {
  let keys = remoteKeySets.get(url)
  if (!keys) {
    const fetched = createRemoteJWKSet(new URL(url), { cooldownDuration: 30_000, cacheMaxAge: 6 * 3600_000, timeoutDuration: 5_000 })
    keys = async (header, token) => {
      try {
        return await fetched(header, token)
      } catch (err) {
        if (
          err instanceof errors.JWKSNoMatchingKey ||
          err instanceof errors.JWKSMultipleMatchingKeys ||
          err instanceof errors.JOSENotSupported
        )
          throw err
        throw new IdentityUnavailable(`key set ${url} unavailable`, { cause: err })
      }
    }
    remoteKeySets.set(url, keys)
  }
  return keys
}

const CLOCK_TOLERANCE_S = 30

/**
 * Verifies a Firebase-style ID token: RS256 only, key by `kid`, issuer and audience of the project,
 * `exp`/`iat` (with a small tolerance), an `auth_time` in the past and a non-empty `sub`.
 * The same function serves production (Google's keys) and local runs (the local provider's keys).
 * Returns null for any token that does not pass; never throws for a bad token. Throws
 * IdentityUnavailable when the keys cannot be fetched.
 */
export async function verifyIdToken(token: string, projectId: string, keys: JWTVerifyGetKey): Promise<Identity | null> {
  let payload: JWTPayload
  try {
    ;({ payload } = await jwtVerify(token, keys, {
      algorithms: ['RS256'],
      issuer: issuerFor(projectId),
      audience: projectId,
      clockTolerance: CLOCK_TOLERANCE_S,
      requiredClaims: ['exp', 'iat', 'sub', 'auth_time'],
    }))
  } catch (err) {
    if (err instanceof IdentityUnavailable) throw err
    if (!(err instanceof errors.JOSEError)) console.warn('token verification failed unexpectedly', err)
    return null
  }
  const now = Math.floor(Date.now() / 1000)
  const authTime = payload.auth_time
  if (typeof payload.sub !== 'string' || payload.sub.length === 0 || payload.sub.length > 128) return null
  if (typeof authTime !== 'number' || authTime > now + CLOCK_TOLERANCE_S) return null
  if (typeof payload.iat !== 'number' || payload.iat > now + CLOCK_TOLERANCE_S) return null
  const firebase = payload.firebase as { sign_in_provider?: unknown } | undefined
  const str = (value: unknown) => (typeof value === 'string' && value.length > 0 ? value : null)
  return {
    uid: payload.sub,
    email: str(payload.email)?.toLowerCase() ?? null,
    emailVerified: payload.email_verified === true,
    name: str(payload.name),
    picture: str(payload.picture),
    provider: str(firebase?.sign_in_provider),
    authTime,
  }
}
