// A stand-in Web Push service on 127.0.0.1 for the tests and the benchmark. It plays the part of a
// browser vendor's push service (RFC 8030): it hands out subscriptions whose private keys it keeps,
// and for every message it checks the VAPID authorisation (RFC 8292: ES256 JWT signed by the key in
// `k`, `aud` its own origin, `sub` mailto:/https:, `exp` within 24 h), the TTL and Content-Encoding
// headers, and decrypts the aes128gcm body (RFC 8291) with the subscription's keys.
import { createDecipheriv, createECDH, createHmac, createPublicKey, randomBytes, verify } from 'node:crypto'
import { createServer } from 'node:http'

const b64u = (buf) => Buffer.from(buf).toString('base64url')
const fromB64u = (text) => Buffer.from(text, 'base64url')
const hmac = (key, data) => createHmac('sha256', key).update(data).digest()

/** RFC 8291 §3.4 and RFC 8188 §2: one record, decrypted with the receiver's private key and auth secret. */
export function decryptAes128gcm(body, { privateKey, publicKey, auth }) {
  const salt = body.subarray(0, 16)
  const idLength = body[20]
  const senderPublic = body.subarray(21, 21 + idLength)
  const record = body.subarray(21 + idLength)
  const ecdh = createECDH('prime256v1')
  ecdh.setPrivateKey(privateKey)
  const shared = ecdh.computeSecret(senderPublic)
  const prkKey = hmac(auth, shared)
  const ikm = hmac(prkKey, Buffer.concat([Buffer.from('WebPush: info\0'), publicKey, senderPublic, Buffer.from([1])]))
  const prk = hmac(salt, ikm)
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16)
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12)
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce)
  decipher.setAuthTag(record.subarray(record.length - 16))
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()])
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1
  while (end >= 0 && padded[end] === 0) end--
  if (padded[end] !== 2) throw new Error('no last-record delimiter')
  return padded.subarray(0, end)
}

/** RFC 8292 §2–3: the JWT in `t` must be signed by `k` and speak for this origin. */
export function checkVapid(header, origin, now = Date.now() / 1000) {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '')
  if (!match) throw new Error('Authorization is not "vapid t=…, k=…"')
  const [, token, k] = match
  const point = fromB64u(k)
  if (point.length !== 65 || point[0] !== 4) throw new Error('k is not an uncompressed P-256 point')
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64u(point.subarray(1, 33)), y: b64u(point.subarray(33)) },
    format: 'jwk',
  })
  const [head, payload, signature] = token.split('.')
  if (JSON.parse(fromB64u(head)).alg !== 'ES256') throw new Error('alg is not ES256')
  if (!verify('sha256', Buffer.from(`${head}.${payload}`), { key, dsaEncoding: 'ieee-p1363' }, fromB64u(signature)))
    throw new Error('bad signature')
  const claims = JSON.parse(fromB64u(payload))
  if (claims.aud !== origin) throw new Error(`aud ${claims.aud} is not ${origin}`)
  if (!/^(mailto:|https:)/.test(claims.sub ?? '')) throw new Error('sub is not mailto: or https:')
  if (!(claims.exp > now && claims.exp <= now + 24 * 3600)) throw new Error('exp is not within 24 hours')
  return { claims, publicKey: k }
}

/**
 * Starts the service. `subscribe()` (or POST /subscribe) makes a subscription as
 * PushSubscription.toJSON() gives it; `gone(endpoint)` (POST /gone) makes the service answer 410 for it
 * from then on; `received` (GET /received) lists every message, decrypted, or the reason it was refused.
 */
export async function startPushService() {
  const subscriptions = new Map()
  const received = []
  const server = createServer((req, res) => {
    const chunks = []
    req.on('data', (c) => chunks.push(c))
    req.on('end', () => {
      // The test's own controls: make a subscription, make one gone, read what arrived.
      const json = (status, data) => void res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(data))
      if (req.method === 'POST' && req.url === '/subscribe') return json(201, service.subscribe())
      if (req.method === 'POST' && req.url === '/gone')
        return json(200, service.gone(JSON.parse(Buffer.concat(chunks).toString()).endpoint))
      if (req.method === 'GET' && req.url === '/received') return json(200, received)
      const id = /^\/push\/([\w-]+)$/.exec(req.url ?? '')?.[1]
      const sub = id && subscriptions.get(id)
      if (req.method !== 'POST' || !sub) return void res.writeHead(404).end()
      if (sub.gone) return void res.writeHead(410).end()
      try {
        const vapid = checkVapid(req.headers.authorization, origin)
        if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error('Content-Encoding is not aes128gcm')
        if (!/^\d+$/.test(req.headers.ttl ?? '')) throw new Error('no TTL')
        const payload = JSON.parse(decryptAes128gcm(Buffer.concat(chunks), sub.keys).toString('utf8'))
        received.push({ endpoint: sub.endpoint, payload, ttl: Number(req.headers.ttl), vapid })
        res.writeHead(201).end()
      } catch (err) {
        received.push({ endpoint: sub.endpoint, error: String(err.message ?? err) })
        res.writeHead(400).end(String(err.message ?? err))
      }
    })
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${server.address().port}`
  const service = {
    origin,
    received,
    subscribe() {
      const ecdh = createECDH('prime256v1')
      ecdh.generateKeys()
      const keys = { privateKey: ecdh.getPrivateKey(), publicKey: ecdh.getPublicKey(), auth: randomBytes(16) }
      const id = b64u(randomBytes(12))
      const endpoint = `${origin}/push/${id}`
      subscriptions.set(id, { endpoint, keys, gone: false })
      return { endpoint, expirationTime: null, keys: { p256dh: b64u(keys.publicKey), auth: b64u(keys.auth) } }
    },
    gone(endpoint) {
      for (const sub of subscriptions.values()) if (sub.endpoint === endpoint) sub.gone = true
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  }
  return service
}
