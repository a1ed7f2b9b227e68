import { drizzle } from 'drizzle-orm/d1'
import { createLocalJWKSet, exportJWK, generateKeyPair, importJWK, type JWK, type JWTVerifyGetKey } from 'jose'
import { localIdpKeys } from '@worker/db/schema'

/**
 * The local provider's signing key: an RS256 pair made on first use and kept in the local D1, so tokens
 * stay valid across restarts of `npm start` and a `npm run reset` invalidates them all.
 */
export interface SigningKey {
  kid: string
  privateKey: CryptoKey
  publicJwk: JWK
}

let cached: Promise<SigningKey> | undefined

export function localSigningKey(db: D1Database): Promise<SigningKey> {
  cached ??= loadOrCreate(db).catch((err) => {
    cached = undefined
    throw err
  })
  return cached
}

async function loadOrCreate(binding: D1Database): Promise<SigningKey> {
  const db = drizzle(binding)
  const [row] = await db.select().from(localIdpKeys).limit(1)
  if (row) {
    const privateJwk = JSON.parse(row.privateJwk) as JWK
    return {
      kid: row.kid,
      privateKey: (await importJWK(privateJwk, 'RS256')) as CryptoKey,
      publicJwk: JSON.parse(row.publicJwk) as JWK,
    }
  }
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true })
  const kid = `local-${crypto.randomUUID()}`
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' }
  const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: 'RS256' }
  // Two isolates may race on the very first request: whoever inserts first wins and both use its key.
  await db
    .insert(localIdpKeys)
    .values({ kid, privateJwk: JSON.stringify(privateJwk), publicJwk: JSON.stringify(publicJwk) })
    .onConflictDoNothing()
  const [winner] = await db.select().from(localIdpKeys).limit(1)
  if (winner && winner.kid !== kid) return loadOrCreate(binding)
  return { kid, privateKey, publicJwk }
}

export async function localJwks(db: D1Database): Promise<{ keys: JWK[] }> {
  return { keys: [(await localSigningKey(db)).publicJwk] }
}

export async function localKeySet(db: D1Database): Promise<JWTVerifyGetKey> {
  return createLocalJWKSet(await localJwks(db))
}

/** For tests: forget the cached key (the per-test D1 is fresh, the module cache is not). */
export function forgetLocalSigningKey() {
  cached = undefined
}
