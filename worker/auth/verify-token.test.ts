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
    expect(await verifyIdToken(google.idToken, PROJECT, await localKeySet(env.DB))).toMatchObject({ uid: google.localId, provider: 'google.com', emailVerified: true, name: 'Carmen Ruiz' })
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
      'HS256 keyed with the public key': await new SignJWT({ auth_time: t }).setProtectedHeader({ alg: 'HS256', kid: (await localSigningKey(env.DB)).kid }).setIssuer(issuerFor(PROJECT)).setAudience(PROJECT).setSubject('x').setIssuedAt().setExpirationTime('1h').sign(hmacKey),
      'HS256 with any secret': await new SignJWT({ auth_time: t }).setProtectedHeader({ alg: 'HS256' }).setIssuer(issuerFor(PROJECT)).setAudience(PROJECT).setSubject('x').setIssuedAt().setExpirationTime('1h').sign(new TextEncoder().encode('secreto')),
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
    for (const name of ['alg none', 'HS256 keyed with the public key', 'wrong aud', 'expired', 'unknown kid', 'tampered payload', 'empty sub', 'future auth_time']) {
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
    // [env.production]): Google's key set cannot even be fetched offline, and the answer is a clean 401.
    const token = (await signUp()).idToken
    for (const LOCAL_MODE of [undefined, 'false']) {
      const ctx = createExecutionContext()
      const res = await app.fetch(new Request('http://localhost/api/user', { headers: authHeader(token) }), { ...env, LOCAL_MODE }, ctx)
      await waitOnExecutionContext(ctx)
      expect(res.status, `LOCAL_MODE=${LOCAL_MODE}`).toBe(401)
      expect(await res.json()).toMatchObject({ error: 'AUTH_REQUIRED' })
    }
  })
})
