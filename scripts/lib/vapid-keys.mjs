// VAPID keys (RFC 8292) for local runs and tests: a fresh P-256 pair, the public key as browsers take it
// (base64url of the uncompressed point) and the private key as a JWK string, as the Worker reads them.
import { webcrypto } from 'node:crypto'

export async function makeVapidKeys() {
  const pair = await webcrypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify'])
  const raw = new Uint8Array(await webcrypto.subtle.exportKey('raw', pair.publicKey))
  const jwk = await webcrypto.subtle.exportKey('jwk', pair.privateKey)
  return {
    VAPID_PUBLIC_KEY: Buffer.from(raw).toString('base64url'),
    VAPID_PRIVATE_KEY: JSON.stringify({ kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y, d: jwk.d }),
  }
}
