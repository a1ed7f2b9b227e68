import { fromBase64, generateTableKeys, importTablePrivateKey, toBase64 } from '@domain/table-ballot'
import { censusSecret } from '../census/record-hash'
import type { Bindings } from '../env'

/**
 * The key that seals every table's private key (docs/decisions/0062): derived by HKDF from the census
 * secret, so it lives only in the Worker's secrets, never in D1 or a backup, and rotating the census key
 * is the one thing to guard (as for the census itself).
 */
async function sealingKey(env: Bindings) {
  const base = await crypto.subtle.importKey('raw', censusSecret(env), 'HKDF', false, ['deriveKey'])
  const encoder = new TextEncoder()
  return crypto.subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: encoder.encode('vote-tables'), info: encoder.encode('table private key') },
    base,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  )
}

/**
 * A new table's keys: the public key devices seal with, and the private key sealed for D1 ('iv.data',
 * base64), bound to that public key so that a sealed key copied onto another table's row never opens.
 */
export async function newTableKeys(env: Bindings) {
  const { publicKey, privateKey } = await generateTableKeys()
  const iv = crypto.getRandomValues(new Uint8Array(12))
  const additionalData = new TextEncoder().encode(publicKey)
  const sealed = await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData }, await sealingKey(env), privateKey)
  return { publicKey, sealedPrivateKey: `${toBase64(iv)}.${toBase64(sealed)}` }
}

/** The table's private key, opened in memory for one upload. */
export async function openTablePrivateKey(env: Bindings, table: { publicKey: string; sealedPrivateKey: string }) {
  const [iv, data] = table.sealedPrivateKey.split('.')
  const additionalData = new TextEncoder().encode(table.publicKey)
  const pkcs8 = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: fromBase64(iv), additionalData },
    await sealingKey(env),
    fromBase64(data),
  )
  return importTablePrivateKey(new Uint8Array(pkcs8))
}

/** SHA-256 in hex: how a join code and a device token are kept (the code or token itself never is). */
export async function sha256Hex(text: string) {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('')
}
