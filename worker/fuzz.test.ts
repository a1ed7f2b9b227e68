import { env } from 'cloudflare:workers'
import { SignJWT, generateKeyPair } from 'jose'
import { expect, it } from 'vitest'
import { localSigningKey } from './auth/local-idp/keys'
import { issuerFor } from './auth/verify-token'
import { admin, call, errorOf, newProposal, jpegFile, proposalForm, resident, snapshot, tokenFor } from './test/fixtures'

/**
 * A seeded fuzzing pass over every write route: generated bad requests of many kinds. Whatever comes
 * in, the Worker answers 4xx with the error contract, never 5xx, and the database and R2 stay exactly
 * as they were. The generator is seeded: change SEED to explore, keep it to replay.
 */
const SEED = 20261122
const REQUESTS = 600

function prng(seed: number) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

it(`${REQUESTS} generated bad requests change nothing and never fail the server (seed ${SEED})`, async () => {
  const rand = prng(SEED)
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]
  const int = (n: number) => Math.floor(rand() * n)

  const boss = await admin()
  const ana = await resident()
  const proposalId = (await newProposal({ token: ana.token, fields: { image: jpegFile() } })).id

  // Tokens that must all be refused: expired, wrong audience, foreign key, alg none, garbage.
  const key = await localSigningKey(env.DB)
  const now = Math.floor(Date.now() / 1000)
  const signed = (
    claims: Record<string, unknown>,
    iat = now,
    exp = now + 3600,
    aud = env.FIREBASE_PROJECT_ID,
    k: CryptoKey = key.privateKey,
  ) =>
    new SignJWT({ auth_time: iat, email: 'x@example.test', ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: key.kid })
      .setIssuer(issuerFor(env.FIREBASE_PROJECT_ID))
      .setAudience(aud)
      .setSubject('fuzz-user')
      .setIssuedAt(iat)
      .setExpirationTime(exp)
      .sign(k)
  const foreign = (await generateKeyPair('RS256')).privateKey
  const badTokens = [
    await signed({}, now - 7200, now - 3600),
    await signed({}, now, now + 3600, 'otro-proyecto'),
    await signed({}, now, now + 3600, env.FIREBASE_PROJECT_ID, foreign),
    `${btoa(JSON.stringify({ alg: 'none', typ: 'JWT' }))}.${btoa(JSON.stringify({ sub: 'x' }))}.`,
    'no.es.jwt',
    'a'.repeat(9000),
  ]
  const validUserToken = await tokenFor({ uid: 'fuzz-resident', email: 'fuzz@example.test' })
  await call('GET', '/api/user', { token: validUserToken })

  const strings = [
    '',
    ' ',
    'x'.repeat(6000),
    '\u0000\u0001\u0002',
    '<script>alert(1)</script>',
    "'; DROP TABLE proposals; --",
    '😀'.repeat(300),
    '\r\n\t',
    'null',
    '-1',
  ]
  const values = [...strings, 0, -1, 1.5, Infinity, 2 ** 53, true, false, null, [], {}, [1, 2], { a: { b: { c: 1 } } }]
  const badIds = ['0', '-1', 'abc', '1.5', '99999999999', '%00', '1e3', String(proposalId + 100000)]
  // Every field any JSON route reads, each with a value its rule refuses: no route can accept this.
  const notBoolean = ['sí', 1, 0, null, [], {}]
  const notText = [7, null, [], {}, true, '\u0000', 'x'.repeat(6000)]
  const WRONG: Record<string, readonly unknown[]> = {
    title: notText,
    status: ['archivada', 7, null, ''],
    votes: [-1, 1.5, '12', null, 1e12],
    scope: ['Deportes', 3, null],
    isAdmin: notBoolean,
    votingEnabled: notBoolean,
    preferences: ['todas', 1, null, [], { necessary: false }],
    email: ['no-es-email', 5, '\u0000@x.es'],
    name: notText,
    surname: notText,
    phone: ['12', 'abc-def-ghi', 9],
    displayName: notText,
    photoURL: notText,
    uid: [5, [], {}],
  }
  const wrongObject = () => Object.fromEntries(Object.entries(WRONG).map(([field, bad]) => [field, pick(bad)]))

  const routes: { method: string; path: (id: string) => string; body: 'json' | 'form' | 'none'; who: 'admin' | 'user' | 'any' }[] = [
    { method: 'POST', path: () => '/api/proposals', body: 'form', who: 'any' },
    { method: 'PATCH', path: (id) => `/api/proposals/${id}/data`, body: 'form', who: 'admin' },
    { method: 'PATCH', path: (id) => `/api/proposals/${id}/status`, body: 'json', who: 'admin' },
    { method: 'DELETE', path: (id) => `/api/proposals/${id}`, body: 'none', who: 'admin' },
    { method: 'POST', path: (id) => `/api/proposals/${id}/vote`, body: 'none', who: 'user' },
    { method: 'PATCH', path: () => `/api/users/${ana.id}`, body: 'json', who: 'user' },
    { method: 'PATCH', path: (id) => `/api/users/${id}/role`, body: 'json', who: 'admin' },
    { method: 'DELETE', path: (id) => `/api/users/${id}`, body: 'none', who: 'admin' },
    { method: 'POST', path: () => '/api/auth/google', body: 'json', who: 'user' },
    { method: 'POST', path: () => '/api/auth/email', body: 'json', who: 'user' },
    { method: 'PATCH', path: () => '/api/system-config', body: 'json', who: 'admin' },
    { method: 'PUT', path: () => '/api/system-config/phases', body: 'json', who: 'admin' },
    { method: 'PUT', path: (id) => `/api/cookie-consent/${id}`, body: 'json', who: 'any' },
    { method: 'POST', path: () => '/api/cookie-consent', body: 'json', who: 'any' },
    { method: 'POST', path: () => '/api/user/verification', body: 'json', who: 'user' },
    { method: 'POST', path: () => `/api/admin/users/${ana.id}/verification`, body: 'json', who: 'admin' },
    { method: 'POST', path: (id) => `/api/proposals/${id}/census-vote`, body: 'json', who: 'any' },
    { method: 'POST', path: () => '/api/admin/paper-votes', body: 'json', who: 'admin' },
  ]

  const before = await snapshot()
  const statuses = new Map<number, number>()
  for (let i = 0; i < REQUESTS; i++) {
    const route = pick(routes)
    const headers: Record<string, string> = {}
    let body: BodyInit | undefined
    // Which way this request is wrong: only flaws that make this route's request invalid.
    const flaws =
      route.body === 'none'
        ? (['token', 'id'] as const)
        : route.body === 'form'
          ? (['token', 'body', 'multipart', 'content-type'] as const)
          : (['token', 'body', 'content-type'] as const)
    const flaw = pick<(typeof flaws)[number] | 'id'>(route.path('1') !== route.path('2') ? [...flaws, 'id'] : flaws)
    const token = flaw === 'token' ? pick(badTokens) : route.who === 'admin' ? boss.token : validUserToken
    headers.authorization = flaw === 'token' && rand() < 0.2 ? pick(['Bearer', 'Basic abc', 'Bearer  x.y', token]) : `Bearer ${token}`
    const id = flaw === 'id' ? pick(badIds) : String(proposalId)
    if (route.body === 'json') {
      headers['content-type'] =
        flaw === 'content-type' ? pick(['text/plain', 'application/xml', 'multipart/form-data', '']) : 'application/json'
      body = pick([
        () => JSON.stringify(wrongObject()),
        () => JSON.stringify(pick(values.filter((v) => typeof v !== 'object' || v === null || Array.isArray(v)))),
        () => `{"title": ${'x'.repeat(int(50))}`,
        () => '\u0000\u0000',
      ])()
    } else if (route.body === 'form') {
      if (flaw === 'multipart') {
        headers['content-type'] = `multipart/form-data; boundary=${pick(['b', '', '"unterminated'])}`
        body = `--b\r\nContent-Disposition: form-data; name="title"\r\n\r\n${pick(strings)}`
      } else {
        const form = proposalForm({
          // biome-ignore lint/suspicious/noControlCharactersInRegex: picks the titles with control characters
          title: pick(strings.filter((t) => t.trim().length < 5 || t.length > 200 || /[\u0000-\u001f]/.test(t))),
          district: pick(['', 'Marte', 'norte']),
        })
        if (rand() < 0.3) form.append('image', new File([pick(['GIF89', '<svg/>', '%PDF-1.4', ''])], 'f.jpg'))
        body = form
        if (flaw === 'content-type') headers['content-type'] = 'application/json'
      }
    }
    const res = await call(route.method, route.path(id), { body, headers })
    statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1)
    expect(res.status, `${route.method} ${route.path(id)} (${flaw})`).toBeGreaterThanOrEqual(400)
    expect(res.status, `${route.method} ${route.path(id)} (${flaw})`).toBeLessThan(500)
    const answer = await errorOf(res)
    expect(typeof answer.error).toBe('string')
    expect(answer.message).toMatch(/[a-záéíóúñ]{3}/i)
  }
  expect(await snapshot()).toEqual(before)
  console.info(
    `fuzz: ${REQUESTS} requests, seed ${SEED}, statuses ${JSON.stringify(Object.fromEntries(statuses))}, 5xx seen: 0, bytes changed: 0`,
  )
}, 120_000)
