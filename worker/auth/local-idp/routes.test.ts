import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { app } from '@worker/app'
import { call, mailbox } from '@worker/test/fixtures'
import { identityToolkit as accepted, identityToolkitRefusal as refused, refusalOf, signInGoogle } from '@worker/test/identity'
import type { RefreshAnswer } from './routes'

// Identity Toolkit calls as the SPA makes them: `accepted` fails unless the answer is 200 and gives it,
// typed by the provider's handler; `refused` gives Firebase's error block and checks its code is the status.
const account = (email: string, password = 'secreta-123') => ({ email, password, returnSecureToken: true })
const signUp = (email: string, password?: string) => accepted('signUp', account(email, password))

/** Secure Token's refresh, form-encoded as the SPA's identity client sends it, or as JSON. */
const refresh = (refreshToken: string, encoding: 'form' | 'json' = 'json') =>
  call(
    'POST',
    '/securetoken.googleapis.com/v1/token?key=local',
    encoding === 'form'
      ? { body: `grant_type=refresh_token&refresh_token=${refreshToken}`, headers: { 'content-type': 'application/x-www-form-urlencoded' } }
      : { json: { grant_type: 'refresh_token', refresh_token: refreshToken } },
  )
async function freshTokens(refreshToken: string, encoding?: 'form' | 'json') {
  const res = await refresh(refreshToken, encoding)
  expect(res.status).toBe(200)
  return res.json<RefreshAnswer>()
}
const claimsOf = (token: string) => JSON.parse(atob(token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/')))

describe('local identity provider (Firebase REST subset)', () => {
  it('signs up, signs in, and its tokens are accepted by the API', async () => {
    const up = await signUp('Vecina@Example.test')
    expect(up).toMatchObject({ kind: 'identitytoolkit#SignupNewUserResponse', email: 'vecina@example.test', expiresIn: '3600' })
    expect(up.localId).toMatch(/^[A-Za-z0-9]{28}$/)
    expect(claimsOf(up.idToken)).toMatchObject({
      iss: `https://securetoken.google.com/${env.FIREBASE_PROJECT_ID}`,
      aud: env.FIREBASE_PROJECT_ID,
      sub: up.localId,
      user_id: up.localId,
      email: 'vecina@example.test',
      email_verified: false,
      firebase: { identities: { email: ['vecina@example.test'] }, sign_in_provider: 'password' },
    })
    const me = await call('GET', '/api/user', { token: up.idToken })
    expect(await me.json()).toMatchObject({ email: 'vecina@example.test', authProvider: 'password', isAdmin: false })
    const inn = await accepted('signInWithPassword', account('vecina@example.test'))
    expect(inn).toMatchObject({ registered: true, localId: up.localId })
  })

  it('answers Firebase error codes: EMAIL_EXISTS, weak password, wrong password, unknown e-mail, invalid e-mail', async () => {
    await signUp('ana@example.test')
    expect(await refused('signUp', account('ana@example.test'))).toMatchObject({ code: 400, message: 'EMAIL_EXISTS' })
    expect((await refused('signUp', account('otra@example.test', '123'))).message).toBe(
      'WEAK_PASSWORD : Password should be at least 6 characters',
    )
    expect((await refused('signUp', account('no-es-email'))).message).toBe('INVALID_EMAIL')
    expect((await refused('signInWithPassword', { email: 'ana@example.test', password: 'mala-clave' })).message).toBe('INVALID_PASSWORD')
    expect((await refused('signInWithPassword', { email: 'nadie@example.test', password: 'x' })).message).toBe('EMAIL_NOT_FOUND')
    expect((await refused('signUp', account('grande@example.test', 'x'.repeat(100_000)))).message).toMatch(/^INVALID_ARGUMENT/)
    expect(await env.DB.prepare('SELECT count(*) AS n FROM local_idp_accounts').first('n')).toBe(1)
    const row = await env.DB.prepare('SELECT password_hash FROM local_idp_accounts WHERE email = ?')
      .bind('ana@example.test')
      .first<{ password_hash: string }>()
    expect(row?.password_hash).toMatch(/^pbkdf2-sha256\$100000\$/)
    expect(row?.password_hash).not.toContain('secreta-123')
  })

  it('refreshes tokens (keeping auth_time) and refuses unknown refresh tokens', async () => {
    const up = await signUp('luis@example.test')
    const fresh = await freshTokens(up.refreshToken, 'form')
    expect(fresh).toMatchObject({ token_type: 'Bearer', user_id: up.localId, expires_in: '3600' })
    expect(claimsOf(fresh.id_token).auth_time).toBe(claimsOf(up.idToken).auth_time)
    expect((await call('GET', '/api/user', { token: fresh.id_token })).status).toBe(200)
    expect((await refusalOf(await refresh('inventado'))).message).toBe('INVALID_REFRESH_TOKEN')
  })

  it('looks up, changes the e-mail only through a confirmed link, changes the password, and deletes', async () => {
    const up = await signUp('marta@example.test')
    const look = await accepted('lookup', { idToken: up.idToken })
    expect(look.users[0]).toMatchObject({ email: 'marta@example.test', localId: up.localId })
    // E-mail enumeration protection: no direct change of the address.
    const direct = await refused('update', { idToken: up.idToken, email: 'marta.gil@example.test', returnSecureToken: true })
    expect(direct.message).toMatch(/^OPERATION_NOT_ALLOWED/)
    await signUp('ocupado@example.test')
    const change = (newEmail: string) => ({ requestType: 'VERIFY_AND_CHANGE_EMAIL', idToken: up.idToken, newEmail })
    expect((await refused('sendOobCode', change('ocupado@example.test'))).message).toBe('EMAIL_EXISTS')
    expect((await refused('sendOobCode', change('no-es-un-correo'))).message).toBe('INVALID_NEW_EMAIL')
    expect(await accepted('sendOobCode', change('marta.gil@example.test'))).toMatchObject({ email: 'marta.gil@example.test' })
    const mail = await mailbox()
    const link = mail.find((m) => m.kind === 'VERIFY_AND_CHANGE_EMAIL' && m.email === 'marta.gil@example.test')!
    // Until the link is opened, the old address still signs in.
    await accepted('signInWithPassword', { email: 'marta@example.test', password: 'secreta-123' })
    expect(await accepted('update', { oobCode: link.oobCode })).toMatchObject({ email: 'marta.gil@example.test', emailVerified: true })
    expect((await refused('update', { oobCode: link.oobCode })).message).toBe('INVALID_OOB_CODE')
    const refreshed = await freshTokens(up.refreshToken)
    expect(claimsOf(refreshed.id_token)).toMatchObject({ email: 'marta.gil@example.test', email_verified: true })
    // The profile follows the confirmed address.
    expect(await (await call('GET', '/api/user', { token: refreshed.id_token })).json()).toMatchObject({ email: 'marta.gil@example.test' })
    expect((await refused('update', { idToken: refreshed.id_token, password: '123' })).message).toBe(
      'WEAK_PASSWORD : Password should be at least 6 characters',
    )
    await accepted('update', { idToken: refreshed.id_token, password: 'nueva-clave-9' })
    await accepted('signInWithPassword', { email: 'marta.gil@example.test', password: 'nueva-clave-9' })
    expect((await refused('lookup', { idToken: 'x.y.z' })).message).toBe('INVALID_ID_TOKEN')
    await accepted('delete', { idToken: refreshed.id_token })
    expect((await refused('signInWithPassword', { email: 'marta.gil@example.test', password: 'nueva-clave-9' })).message).toBe(
      'EMAIL_NOT_FOUND',
    )
  })

  it('sends a VERIFY_EMAIL confirmation to the mailbox and applies its code once', async () => {
    const up = await signUp('nuria@example.test')
    expect(claimsOf(up.idToken).email_verified).toBe(false)
    expect(await accepted('sendOobCode', { requestType: 'VERIFY_EMAIL', idToken: up.idToken })).toMatchObject({
      email: 'nuria@example.test',
    })
    expect((await refused('sendOobCode', { requestType: 'VERIFY_EMAIL', idToken: 'x.y.z' })).message).toBe('INVALID_ID_TOKEN')
    const mails = await mailbox()
    const mail = mails.find((m) => m.email === 'nuria@example.test' && m.kind === 'VERIFY_EMAIL')!
    expect(mail).toMatchObject({
      subject: 'Confirma tu email del Presupuesto Participativo',
      oobCode: expect.any(String),
      createdAt: expect.any(String),
    })
    expect(mail.body).toContain(`/__local/action?mode=verifyEmail&oobCode=${mail.oobCode}`)
    expect((await call('GET', `/__local/action?mode=verifyEmail&oobCode=${mail.oobCode}`)).status).toBe(200)
    expect((await refused('update', { oobCode: 'inventado' })).message).toBe('INVALID_OOB_CODE')
    expect(await accepted('update', { oobCode: mail.oobCode })).toMatchObject({ emailVerified: true, requestType: 'VERIFY_EMAIL' })
    expect((await refused('update', { oobCode: mail.oobCode })).message).toBe('INVALID_OOB_CODE')
    const again = await accepted('signInWithPassword', { email: 'nuria@example.test', password: 'secreta-123' })
    expect(claimsOf(again.idToken).email_verified).toBe(true)
  })

  it('sends the password-reset mail to the local mailbox, and its code sets a new password once', async () => {
    await signUp('pepa@example.test')
    await accepted('sendOobCode', { requestType: 'PASSWORD_RESET', email: 'pepa@example.test' })
    expect((await refused('sendOobCode', { requestType: 'PASSWORD_RESET', email: 'nadie@example.test' })).message).toBe('EMAIL_NOT_FOUND')
    const mails = await mailbox()
    expect(mails).toHaveLength(1)
    expect(mails[0].body).toContain(`/__local/reset?oobCode=${mails[0].oobCode}`)
    const page = await call('GET', '/__local/mailbox')
    expect(await page.text()).toContain('Restablece tu contraseña')
    await accepted('resetPassword', { oobCode: mails[0].oobCode, newPassword: 'otra-clave-1' })
    await accepted('signInWithPassword', { email: 'pepa@example.test', password: 'otra-clave-1' })
    expect((await refused('resetPassword', { oobCode: mails[0].oobCode, newPassword: 'otra-mas-2' })).message).toBe('INVALID_OOB_CODE')
  })

  it('signs in with "Google" from a JSON object of claims: creates, then reuses the account', async () => {
    const claims = { sub: '109876543210987654321', email: 'pablo@example.test', email_verified: true, name: 'Pablo Ortega' }
    const postBody = `id_token=${encodeURIComponent(JSON.stringify(claims))}&providerId=google.com`
    const first = await accepted('signInWithIdp', { postBody, requestUri: 'http://localhost', returnSecureToken: true })
    expect(first).toMatchObject({
      isNewUser: true,
      providerId: 'google.com',
      federatedId: 'https://accounts.google.com/109876543210987654321',
      email: 'pablo@example.test',
      emailVerified: true,
      firstName: 'Pablo',
      expiresIn: '3600',
    })
    expect(claimsOf(first.idToken)).toMatchObject({
      name: 'Pablo Ortega',
      email_verified: true,
      firebase: { identities: { 'google.com': ['109876543210987654321'], email: ['pablo@example.test'] }, sign_in_provider: 'google.com' },
    })
    const again = await accepted('signInWithIdp', { postBody, requestUri: 'http://localhost', returnSecureToken: true })
    expect(again).toMatchObject({ isNewUser: false, localId: first.localId })
    const notified = await call('POST', '/api/auth/google', {
      token: again.idToken,
      json: { email: 'pablo@example.test', displayName: 'Pablo Ortega' },
    })
    expect(await notified.json()).toMatchObject({ authProvider: 'google.com', name: 'Pablo', surname: 'Ortega' })
    // A refreshed token still says the session began with Google.
    const refreshed = await freshTokens(again.refreshToken)
    expect(claimsOf(refreshed.id_token).firebase.sign_in_provider).toBe('google.com')
    // Only a page of this origin may receive the answer, as Google checks registered redirect URIs.
    const elsewhere = await call(
      'GET',
      `/__local/google?redirect_uri=${encodeURIComponent('https://atacante.example/auth')}&state=s&nonce=n`,
    )
    expect(elsewhere.status).toBe(400)
    const chooser = await call('GET', `/__local/google?redirect_uri=${encodeURIComponent('http://localhost/auth')}&state=s&nonce=n`)
    const page = await chooser.text()
    expect(page).toContain('pablo@example.test')
    expect(page).toContain('data-sub="109876543210987654321"')
    expect(page).toContain('<script type="module" src="/__local/google.js"></script>')
    expect(page).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/)
    expect(chooser.headers.get('content-security-policy')).toContain("script-src 'self'")
    const script = await call('GET', '/__local/google.js')
    expect(script.headers.get('content-type')).toContain('javascript')
    expect(await script.text()).toContain("params.get('redirect_uri')")
  })

  it('links Google to an existing e-mail account instead of making a second one', async () => {
    const up = await signUp('rosa@example.test')
    const google = await signInGoogle({ email: 'rosa@example.test', name: 'Rosa Vidal' })
    expect(google).toMatchObject({ isNewUser: false, localId: up.localId })
    const look = await accepted('lookup', { idToken: google.idToken })
    expect(look.users[0].providerUserInfo.map((p) => p.providerId)).toEqual(['password', 'google.com'])
    expect((await accepted('signInWithPassword', { email: 'rosa@example.test', password: 'secreta-123' })).localId).toBe(up.localId)
    const noSub = `id_token=${encodeURIComponent(JSON.stringify({ email: 'x@example.test' }))}&providerId=google.com`
    expect((await refused('signInWithIdp', { postBody: noSub, requestUri: 'http://localhost' })).message).toMatch(/^INVALID_IDP_RESPONSE/)
  })

  it('escapes what people type on the mailbox page and lists the newest mail first', async () => {
    await signUp('ana<b>x@example.test')
    await signUp('luis@example.test')
    await accepted('sendOobCode', { requestType: 'PASSWORD_RESET', email: 'ana<b>x@example.test' })
    await accepted('sendOobCode', { requestType: 'PASSWORD_RESET', email: 'luis@example.test' })
    const mails = await mailbox()
    expect(mails.map((m) => m.email)).toEqual(['luis@example.test', 'ana<b>x@example.test'])
    const page = await (await call('GET', '/__local/mailbox')).text()
    expect(page).toContain('ana&lt;b&gt;x@example.test')
    expect(page).not.toContain('<b>')
    expect(page.indexOf('luis@example.test')).toBeLessThan(page.indexOf('ana&lt;b&gt;x'))
    expect(page).toContain('<html lang="es">')
  })

  it('does not exist in the production configuration, nor on a host that is not a loopback name', async () => {
    const paths: [string, string][] = [
      ['POST', '/identitytoolkit.googleapis.com/v1/accounts:signUp?key=x'],
      ['POST', '/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword'],
      ['POST', '/securetoken.googleapis.com/v1/token'],
      ['GET', '/__local/mailbox'],
      ['GET', '/__local/mailbox.json'],
      ['GET', '/__local/jwks.json'],
      ['GET', '/__local/google?redirect_uri=http%3A%2F%2Flocalhost%2Fauth'],
      ['GET', '/__local/google.js'],
    ]
    paths.push(['POST', '/__local/seed'], ['GET', '/__local/reset'])
    // The production configuration on a loopback host, and the local configuration reached through a
    // public name (as it would be if it were ever published): both are production.
    const cases = [
      { LOCAL_MODE: undefined, origin: 'http://localhost' },
      { LOCAL_MODE: 'false', origin: 'http://127.0.0.1:8787' },
      { LOCAL_MODE: 'true', origin: 'https://presupuestos.example.org' },
      { LOCAL_MODE: 'true', origin: 'https://presupuestos-participativos-local.ayto.workers.dev' },
      { LOCAL_MODE: 'true', origin: 'http://localhost.example.org' },
      { LOCAL_MODE: 'true', origin: 'http://[2001:db8::1]' },
    ]
    for (const { LOCAL_MODE, origin } of cases) {
      for (const [method, path] of paths) {
        const ctx = createExecutionContext()
        const body = method === 'POST' ? JSON.stringify({ email: 'a@example.test', password: 'secreta-123' }) : undefined
        const res = await app.fetch(
          new Request(`${origin}${path}`, { method, body, headers: { 'content-type': 'application/json' } }),
          { ...env, LOCAL_MODE },
          ctx,
        )
        await waitOnExecutionContext(ctx)
        expect(res.status, `${origin}${path} with LOCAL_MODE=${LOCAL_MODE}`).toBe(404)
        expect(await res.json()).toMatchObject({ error: 'NOT_FOUND' })
      }
    }
    expect(await env.DB.prepare('SELECT count(*) AS n FROM local_idp_accounts').first('n')).toBe(0)
  })
})
