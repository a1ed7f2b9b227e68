import { CENSUS_ERRORS } from '@copy'
import type { Bindings } from '../env'
import { AppError } from '../errors'

const keys = new WeakMap<Bindings, Promise<CryptoKey>>()

/**
 * The census key (Worker secret CENSUS_KEY). Without a real one there is no census: a missing,
 * short or placeholder key is refused instead of hashing residents' documents with a guessable key.
 */
export function censusSecret(env: Bindings): Uint8Array<ArrayBuffer> {
  const secret = env.CENSUS_KEY
  if (!secret || secret.length < 32 || secret.includes('CAMBIA-ESTO')) throw new AppError('CENSUS_UNAVAILABLE', CENSUS_ERRORS.keyMissing)
  return new TextEncoder().encode(secret)
}

function censusKey(env: Bindings): Promise<CryptoKey> {
  let key = keys.get(env)
  if (!key) {
    key = crypto.subtle.importKey('raw', censusSecret(env), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
    keys.set(env, key)
  }
  return key
}

/** A function that turns (normalised document, YYYY-MM-DD birth date) into the census record's HMAC. */
export async function recordHasher(env: Bindings) {
  const key = await censusKey(env)
  const encoder = new TextEncoder()
  return async (document: string, birthDate: string) => {
    const mac = await crypto.subtle.sign('HMAC', key, encoder.encode(`${document}|${birthDate}`))
    return [...new Uint8Array(mac)].map((b) => b.toString(16).padStart(2, '0')).join('')
  }
}
