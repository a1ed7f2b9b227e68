/**
 * Password hashing for the local provider: PBKDF2-SHA256 through WebCrypto with a random 16-byte salt.
 * 100,000 iterations is the most workerd allows. Stored as `pbkdf2-sha256$<iterations>$<salt>$<hash>`.
 */
const ITERATIONS = 100_000

const b64 = (bytes: ArrayBuffer | Uint8Array) => btoa(String.fromCharCode(...new Uint8Array(bytes)))
const unb64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0))

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number) {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits'])
  return crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, 256)
}

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16))
  return `pbkdf2-sha256$${ITERATIONS}$${b64(salt)}$${b64(await derive(password, salt, ITERATIONS))}`
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const [scheme, iterations, salt, hash] = (stored ?? '').split('$')
  const rounds = Number(iterations)
  // workerd refuses more than 100,000 rounds: a stored value outside that range is not ours.
  if (scheme !== 'pbkdf2-sha256' || !salt || !hash || !Number.isInteger(rounds) || rounds < 1 || rounds > ITERATIONS) return false
  const actual = new Uint8Array(await derive(password, unb64(salt), rounds))
  const expected = unb64(hash)
  // Constant-time comparison: the time taken does not depend on where the bytes differ.
  if (actual.length !== expected.length) return false
  let diff = 0
  for (let i = 0; i < actual.length; i++) diff |= actual[i] ^ expected[i]
  return diff === 0
}

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('')
}
