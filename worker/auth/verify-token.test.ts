import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { SignJWT, createLocalJWKSet, exportJWK, generateKeyPair, type JWTPayload } from 'jose'
import { describe, expect, it } from 'vitest'
import { app } from '../app'
import { call } from '../test/fixtures'
import { authHeader, signInGoogle, signUp } from '../test/identity'
import { localKeySet, localSigningKey } from './local-idp/keys'
import { issuerFor, verifyIdToken } from './verify-token'

const PROJECT = env.FIREBASE_PROJECT_ID
const now = () => Math.floor(Date.now() / 1000)
const b64url = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')

async function localToken(overrides: { header?: Record<string, unknown>; claims?: JWTPayload; key?: CryptoKey } = {}) {
  const key = await localSigningKey(env.DB)
  const t = now()
  const claims: JWTPayload = {
    iss: issuerFor(PROJECT),
    aud: PROJECT,
    sub: 'uid-ana',
    iat: t,
    exp: t + 3600,
    auth_time: t,
    email: 'ana@example.test',
    firebase: { sign_in_provider: 'password' },
    ...overrides.claims,
  }
  return new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: key.kid, ...overrides.header }).sign(overrides.key ?? key.privateKey)
}

describe('ID token verification', () => {
  it('accepts a well-formed local token and reads its identity', async () => {
    const identity = await verifyIdToken(await localToken(), PROJECT, await localKeySet(env.DB))
    expect(identity).toMatchObject({ uid: 'uid-ana', email: 'ana@example.test', provider: 'password' })
  })

  it('accepts the tokens the local provider hands out at sign-up and Google sign-in', async () => {
    const person = await signUp()
    const me = await call('GET', '/api/user', { headers: authHeader(person.idToken) })
    expect(me.status).toBe(200)
    expect(await me.json()).toMatchObject({ email: person.email, authProvider: 'password' })
    const google = await signInGoogle({ name: 'Carmen Ruiz' })
    expect(await verifyIdToken(google.idToken, PROJECT, await localKeySet(env.DB))).toMatchObject({
      uid: google.localId,
      provider: 'google.com',
      emailVerified: true,
      name: 'Carmen Ruiz',
    })
  })

  it('refuses alg none, HS256, wrong iss, wrong aud, expired, unknown kid, tampered payload, empty sub, future auth_time', async () => {
    const keys = await localKeySet(env.DB)
    const good = await localToken()
    const [h, p, s] = good.split('.')
    const t = now()
    const foreign = (await generateKeyPair('RS256')).privateKey
    const hmacKey = new TextEncoder().encode(JSON.stringify((await localSigningKey(env.DB)).publicJwk))
    const bad: Record<string, string> = {
      'alg none': `${b64url({ alg: 'none', typ: 'JWT' })}.${p}.`,
      'HS256 keyed with the public key': await new SignJWT({ auth_time: t })
        .setProtectedHeader({ alg: 'HS256', kid: (await localSigningKey(env.DB)).kid })
        .setIssuer(issuerFor(PROJECT))
        .setAudience(PROJECT)
        .setSubject('x')
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(hmacKey),
      'HS256 with any secret': await new SignJWT({ auth_time: t })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer(issuerFor(PROJECT))
        .setAudience(PROJECT)
        .setSubject('x')
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode('secreto')),
      'wrong iss': await localToken({ claims: { iss: 'https://securetoken.google.com/otro' } }),
      'wrong aud': await localToken({ claims: { aud: 'otro-proyecto' } }),
      expired: await localToken({ claims: { iat: t - 7200, exp: t - 3600, auth_time: t - 7200 } }),
      'unknown kid': await localToken({ header: { kid: 'desconocida' } }),
      'foreign key with our kid': await localToken({ key: foreign }),
      'tampered payload': `${h}.${b64url({ ...JSON.parse(atob(p.replace(/-/g, '+').replace(/_/g, '/'))), sub: 'uid-admin' })}.${s}`,
      'empty sub': await localToken({ claims: { sub: '' } }),
      'future auth_time': await localToken({ claims: { auth_time: t + 3600 } }),
      'no auth_time': await localToken({ claims: { auth_time: undefined } }),
    }
    for (const [name, token] of Object.entries(bad)) {
      expect(await verifyIdToken(token, PROJECT, keys), name).toBeNull()
    }
    // And through the API: 401 AUTH_REQUIRED, never a 500.
    for (const name of [
      'alg none',
      'HS256 keyed with the public key',
      'wrong aud',
      'expired',
      'unknown kid',
      'tampered payload',
      'empty sub',
      'future auth_time',
    ]) {
      const res = await call('GET', '/api/user', { token: bad[name] })
      expect(res.status, name).toBe(401)
      expect(await res.json()).toMatchObject({ error: 'AUTH_REQUIRED' })
    }
  })

  it('production trusts only Google’s keys: a local-provider token is refused there', async () => {
    const google = await generateKeyPair('RS256', { extractable: true })
    const googleKeys = createLocalJWKSet({ keys: [{ ...(await exportJWK(google.publicKey)), kid: 'google-1', alg: 'RS256' }] })
    const signedByGoogle = await localToken({ key: google.privateKey, header: { kid: 'google-1' } })
    expect(await verifyIdToken(signedByGoogle, PROJECT, googleKeys)).toMatchObject({ uid: 'uid-ana' })
    expect(await verifyIdToken(await localToken(), PROJECT, googleKeys)).toBeNull()

    // The whole Worker in its production configuration (LOCAL_MODE unset, or "false" as in
    // [env.production]), or the local one reached through a public host name: the local provider's token
    // is never checked against the local key. Google's keys cannot be fetched offline, which is an outage
    // (503, the session stays), not a refusal.
    const token = (await signUp()).idToken
    const cases = [
      { LOCAL_MODE: undefined, origin: 'http://localhost' },
      { LOCAL_MODE: 'false', origin: 'http://localhost' },
      { LOCAL_MODE: 'true', origin: 'https://presupuestos.example.org' },
    ]
    for (const { LOCAL_MODE, origin } of cases) {
      const res = await appFetch(`${origin}/api/user`, { headers: authHeader(token) }, { LOCAL_MODE })
      expect(res.status, `LOCAL_MODE=${LOCAL_MODE} at ${origin}`).toBe(503)
      expect(await res.json()).toMatchObject({
        error: 'IDENTITY_UNAVAILABLE',
        message: expect.stringMatching(/Sigues con la sesión iniciada/),
      })
    }
  })
})

/** The whole Worker with some bindings changed, as a deployment with another configuration would run it. */
async function appFetch(url: string, init: RequestInit, bindings: Record<string, string | undefined>) {
  const ctx = createExecutionContext()
  const res = await app.fetch(new Request(url, init), { ...env, ...bindings }, ctx)
  await waitOnExecutionContext(ctx)
  return res
}

describe('identity outages and incomplete configuration', () => {
  it('answers 503 when the published keys cannot be fetched, and 401 only for a bad token', async () => {
    const token = (await signUp()).idToken
    // A rehearsal identity origin where nothing listens: the key fetch fails.
    const down = { LOCAL_MODE: 'false', REHEARSAL_IDENTITY_ORIGIN: 'http://127.0.0.1:9' }
    const res = await appFetch('http://localhost/api/user', { headers: authHeader(token) }, down)
    expect(res.status).toBe(503)
    expect(await res.json()).toMatchObject({ error: 'IDENTITY_UNAVAILABLE' })
    // A token that is not even a JWT is refused before any key is needed.
    const garbage = await appFetch('http://localhost/api/user', { headers: { authorization: 'Bearer no.es-un.token!' } }, down)
    expect(garbage.status).toBe(401)
    // Nobody was created or signed out server-side by the outage.
    expect(await env.DB.prepare('SELECT count(*) AS n FROM users').first('n')).toBe(0)
  })

  it('ignores a rehearsal key origin that is not a loopback address: only Google can be trusted there', async () => {
    const token = (await signUp()).idToken
    const errors: unknown[] = []
    const original = console.error
    console.error = (...args: unknown[]) => void errors.push(args.join(' '))
    try {
      const res = await appFetch(
        'http://localhost/api/user',
        { headers: authHeader(token) },
        { LOCAL_MODE: 'false', REHEARSAL_IDENTITY_ORIGIN: 'https://keys.example.org' },
      )
      expect(res.status).toBe(503)
      // The key set asked for was Google's, never the configured one.
      expect(errors.join('\n')).toContain('googleapis.com')
      expect(errors.join('\n')).not.toContain('keys.example.org')
    } finally {
      console.error = original
    }
  })

  it('a missing or placeholder project id makes every signed-in call 503, with a log line naming the setting', async () => {
    const token = (await signUp()).idToken
    const original = console.error
    for (const FIREBASE_PROJECT_ID of ['', 'CAMBIA-ESTO-firebase-project-id', 'Mi Proyecto']) {
      const logged: string[] = []
      console.error = (...args: unknown[]) => void logged.push(args.join(' '))
      try {
        const res = await appFetch(
          'http://localhost/api/user',
          { headers: authHeader(token) },
          { LOCAL_MODE: 'false', FIREBASE_PROJECT_ID },
        )
        expect(res.status, FIREBASE_PROJECT_ID).toBe(503)
        expect(await res.json()).toMatchObject({ error: 'IDENTITY_UNAVAILABLE' })
        expect(logged.join('\n')).toMatch(/FIREBASE_PROJECT_ID/)
      } finally {
        console.error = original
      }
    }
    // Visitors are unaffected: public pages need no identity.
    const visitor = await appFetch('http://localhost/api/proposals', {}, { LOCAL_MODE: 'false', FIREBASE_PROJECT_ID: '' })
    expect(visitor.status).toBe(200)
  })
})
