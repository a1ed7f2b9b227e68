/**
 * The sealed ballot a table device stores and uploads (docs/decisions/0062): a fresh AES-256-GCM key per
 * ballot encrypts its JSON, and that key is wrapped with the table's RSA-OAEP-2048/SHA-256 public key.
 * Only the Worker holds the private key, so the device that typed a document can never read it back, and
 * a stolen phone or a copied IndexedDB holds nothing but ciphertext. WebCrypto only: the same code runs
 * in the browser and in workerd.
 */
export interface SealedBallot {
  key: string
  iv: string
  data: string
}

const RSA_OAEP = { name: 'RSA-OAEP', hash: 'SHA-256' } as const

export function toBase64(bytes: ArrayBuffer | Uint8Array): string {
  let text = ''
  for (const b of new Uint8Array(bytes)) text += String.fromCharCode(b)
  return btoa(text)
}

export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const raw = atob(text)
  const bytes = new Uint8Array(raw.length)
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i)
  return bytes
}

/** A new table's key pair: the public key as SPKI in base64 (what devices get), the private one as PKCS#8 bytes. */
export async function generateTableKeys() {
  const pair = await crypto.subtle.generateKey({ ...RSA_OAEP, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) }, true, [
    'wrapKey',
    'unwrapKey',
  ])
  const [spki, pkcs8] = await Promise.all([
    crypto.subtle.exportKey('spki', pair.publicKey),
    crypto.subtle.exportKey('pkcs8', pair.privateKey),
  ])
  return { publicKey: toBase64(spki), privateKey: new Uint8Array(pkcs8) }
}

/** The table's public key as the join answer gives it (SPKI, base64), ready to seal with. */
export const importTablePublicKey = (spki: string) => crypto.subtle.importKey('spki', fromBase64(spki), RSA_OAEP, false, ['wrapKey'])

/** The table's private key (PKCS#8 bytes), able only to unwrap ballot keys. */
export const importTablePrivateKey = (pkcs8: Uint8Array<ArrayBuffer>) =>
  crypto.subtle.importKey('pkcs8', pkcs8, RSA_OAEP, false, ['unwrapKey'])

/** Seals one ballot (a PlainBallot of schemas/table.ts, checked before) for the table whose public key is given. */
export async function sealBallot(publicKey: CryptoKey, ballot: object): Promise<SealedBallot> {
  const aes = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt'])
  const iv = crypto.getRandomValues(new Uint8Array(12))
  const data = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, aes, new TextEncoder().encode(JSON.stringify(ballot)))
  const key = await crypto.subtle.wrapKey('raw', aes, publicKey, RSA_OAEP)
  return { key: toBase64(key), iv: toBase64(iv), data: toBase64(data) }
}

/**
 * Opens a sealed ballot with the table's private key: the parsed JSON, still to be checked with
 * PlainBallotSchema, or null when it cannot be opened (damaged, or sealed for another table).
 */
export async function unsealBallot(privateKey: CryptoKey, sealed: SealedBallot): Promise<unknown> {
  try {
    const aes = await crypto.subtle.unwrapKey('raw', fromBase64(sealed.key), privateKey, RSA_OAEP, { name: 'AES-GCM' }, false, ['decrypt'])
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: fromBase64(sealed.iv) }, aes, fromBase64(sealed.data))
    return JSON.parse(new TextDecoder().decode(plain))
  } catch {
    return null
  }
}
