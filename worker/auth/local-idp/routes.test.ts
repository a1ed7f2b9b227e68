import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { app } from '@worker/app'
import { call } from '@worker/test/fixtures'
import { signInGoogle } from '@worker/test/identity'

/** One Identity Toolkit call, refusals included: `{ status, body }` as the SPA would see them. */
const idp = async (action: string, body: unknown) => {
  const res = await call('POST', `/identitytoolkit.googleapis.com/v1/accounts:${action}?key=local`, { json: body })
  return { status: res.status, body: (await res.json()) as Record<string, any> }
}
const signUp = (email: string, password = 'secreta-123') => idp('signUp', { email, password, returnSecureToken: true })
const claimsOf = (token: string) => JSON.parse(atob(token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/')))

describe('local identity provider (Firebase REST subset)', () => {
  it('signs up, signs in, and its tokens are accepted by the API', async () => {
    const up = await signUp('Vecina@Example.test')
    expect(up.status).toBe(200)
    expect(up.body).toMatchObject({ kind: 'identitytoolkit#SignupNewUserResponse', email: 'vecina@example.test', expiresIn: '3600' })
    expect(up.body.localId).toMatch(/^[A-Za-z0-9]{28}$/)
    expect(claimsOf(up.body.idToken)).toMatchObject({
      iss: `https://securetoken.google.com/${env.FIREBASE_PROJECT_ID}`,
      aud: env.FIREBASE_PROJECT_ID,
      sub: up.body.localId,
      user_id: up.body.localId,
      email: 'vecina@example.test',
      email_verified: false,
      firebase: { identities: { email: ['vecina@example.test'] }, sign_in_provider: 'password' },
    })
    const me = await call('GET', '/api/user', { token: up.body.idToken })
    expect(await me.json()).toMatchObject({ email: 'vecina@example.test', authProvider: 'password', isAdmin: false })
    const inn = await idp('signInWithPassword', { email: 'vecina@example.test', password: 'secreta-123', returnSecureToken: true })
    expect(inn.body).toMatchObject({ registered: true, localId: up.body.localId })
  })

  it('answers Firebase error codes: EMAIL_EXISTS, weak password, wrong password, unknown e-mail, invalid e-mail', async () => {
    await signUp('ana@example.test')
    expect((await signUp('ana@example.test')).body.error).toMatchObject({ code: 400, message: 'EMAIL_EXISTS' })
    expect((await signUp('otra@example.test', '123')).body.error.message).toBe('WEAK_PASSWORD : Password should be at least 6 characters')
    expect((await signUp('no-es-email', 'secreta-123')).body.error.message).toBe('INVALID_EMAIL')
    expect((await idp('signInWithPassword', { email: 'ana@example.test', password: 'mala-clave' })).body.error.message).toBe(
      'INVALID_PASSWORD',
    )
    expect((await idp('signInWithPassword', { email: 'nadie@example.test', password: 'x' })).body.error.message).toBe('EMAIL_NOT_FOUND')
    expect((await signUp('grande@example.test', 'x'.repeat(100_000))).body.error.message).toMatch(/^INVALID_ARGUMENT/)
    expect(await env.DB.prepare('SELECT count(*) AS n FROM local_idp_accounts').first('n')).toBe(1)
    const row = await env.DB.prepare('SELECT password_hash FROM local_idp_accounts WHERE email = ?')
      .bind('ana@example.test')
      .first<{ password_hash: string }>()
    expect(row?.password_hash).toMatch(/^pbkdf2-sha256\$100000\$/)
    expect(row?.password_hash).not.toContain('secreta-123')
  })

  it('refreshes tokens (keeping auth_time) and refuses unknown refresh tokens', async () => {
    const up = await signUp('luis@example.test')
    const res = await call('POST', '/securetoken.googleapis.com/v1/token?key=local', {
      body: `grant_type=refresh_token&refresh_token=${up.body.refreshToken}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    const fresh = (await res.json()) as Record<string, string>
    expect(fresh).toMatchObject({ token_type: 'Bearer', user_id: up.body.localId, expires_in: '3600' })
    expect(claimsOf(fresh.id_token).auth_time).toBe(claimsOf(up.body.idToken).auth_time)
    expect((await call('GET', '/api/user', { token: fresh.id_token })).status).toBe(200)
    const bad = await call('POST', '/securetoken.googleapis.com/v1/token', {
      json: { grant_type: 'refresh_token', refresh_token: 'inventado' },
    })
    expect(((await bad.json()) as any).error.message).toBe('INVALID_REFRESH_TOKEN')
  })

  it('looks up, changes the e-mail only through a confirmed link, changes the password, and deletes', async () => {
    const up = await signUp('marta@example.test')
    const look = await idp('lookup', { idToken: up.body.idToken })
    expect(look.body.users[0]).toMatchObject({ email: 'marta@example.test', localId: up.body.localId })
    // E-mail enumeration protection: no direct change of the address.
    const direct = await idp('update', { idToken: up.body.idToken, email: 'marta.gil@example.test', returnSecureToken: true })
    expect(direct.body.error.message).toMatch(/^OPERATION_NOT_ALLOWED/)
    await signUp('ocupado@example.test')
    const change = (newEmail: string) => idp('sendOobCode', { requestType: 'VERIFY_AND_CHANGE_EMAIL', idToken: up.body.idToken, newEmail })
    expect((await change('ocupado@example.test')).body.error.message).toBe('EMAIL_EXISTS')
    expect((await change('no-es-un-correo')).body.error.message).toBe('INVALID_NEW_EMAIL')
    expect(await change('marta.gil@example.test')).toMatchObject({ status: 200, body: { email: 'marta.gil@example.test' } })
    const mail = (await (await call('GET', '/__local/mailbox.json')).json()) as { email: string; kind: string; oobCode: string }[]
    const link = mail.find((m) => m.kind === 'VERIFY_AND_CHANGE_EMAIL' && m.email === 'marta.gil@example.test')!
    // Until the link is opened, the old address still signs in.
    expect((await idp('signInWithPassword', { email: 'marta@example.test', password: 'secreta-123' })).status).toBe(200)
    expect(await idp('update', { oobCode: link.oobCode })).toMatchObject({
      status: 200,
      body: { email: 'marta.gil@example.test', emailVerified: true },
    })
    expect((await idp('update', { oobCode: link.oobCode })).body.error.message).toBe('INVALID_OOB_CODE')
    const refreshed = (await (
      await call('POST', '/securetoken.googleapis.com/v1/token', {
        json: { grant_type: 'refresh_token', refresh_token: up.body.refreshToken },
      })
    ).json()) as any
    expect(claimsOf(refreshed.id_token)).toMatchObject({ email: 'marta.gil@example.test', email_verified: true })
    // The profile follows the confirmed address.
    expect(await (await call('GET', '/api/user', { token: refreshed.id_token })).json()).toMatchObject({ email: 'marta.gil@example.test' })
    expect((await idp('update', { idToken: refreshed.id_token, password: '123' })).body.error.message).toBe(
      'WEAK_PASSWORD : Password should be at least 6 characters',
    )
    await idp('update', { idToken: refreshed.id_token, password: 'nueva-clave-9' })
    expect((await idp('signInWithPassword', { email: 'marta.gil@example.test', password: 'nueva-clave-9' })).status).toBe(200)
    expect((await idp('lookup', { idToken: 'x.y.z' })).body.error.message).toBe('INVALID_ID_TOKEN')
    expect((await idp('delete', { idToken: refreshed.id_token })).status).toBe(200)
    expect((await idp('signInWithPassword', { email: 'marta.gil@example.test', password: 'nueva-clave-9' })).body.error.message).toBe(
      'EMAIL_NOT_FOUND',
    )
  })

  it('sends a VERIFY_EMAIL confirmation to the mailbox and applies its code once', async () => {
    const up = await signUp('nuria@example.test')
    expect(claimsOf(up.body.idToken).email_verified).toBe(false)
    expect(await idp('sendOobCode', { requestType: 'VERIFY_EMAIL', idToken: up.body.idToken })).toMatchObject({
      status: 200,
      body: { email: 'nuria@example.test' },
    })
    expect((await idp('sendOobCode', { requestType: 'VERIFY_EMAIL', idToken: 'x.y.z' })).body.error.message).toBe('INVALID_ID_TOKEN')
    const mails = (await (await call('GET', '/__local/mailbox.json')).json()) as Record<string, string>[]
    const mail = mails.find((m) => m.email === 'nuria@example.test' && m.kind === 'VERIFY_EMAIL')!
    expect(mail).toMatchObject({
      subject: 'Confirma tu email del Presupuesto Participativo',
      oobCode: expect.any(String),
      createdAt: expect.any(String),
    })
    expect(mail.body).toContain(`/__local/action?mode=verifyEmail&oobCode=${mail.oobCode}`)
    expect((await call('GET', `/__local/action?mode=verifyEmail&oobCode=${mail.oobCode}`)).status).toBe(200)
    expect((await idp('update', { oobCode: 'inventado' })).body.error.message).toBe('INVALID_OOB_CODE')
    expect(await idp('update', { oobCode: mail.oobCode })).toMatchObject({
      status: 200,
      body: { emailVerified: true, requestType: 'VERIFY_EMAIL' },
    })
    expect((await idp('update', { oobCode: mail.oobCode })).body.error.message).toBe('INVALID_OOB_CODE')
    const again = await idp('signInWithPassword', { email: 'nuria@example.test', password: 'secreta-123' })
    expect(claimsOf(again.body.idToken).email_verified).toBe(true)
  })

  it('sends the password-reset mail to the local mailbox, and its code sets a new password once', async () => {
    await signUp('pepa@example.test')
    expect((await idp('sendOobCode', { requestType: 'PASSWORD_RESET', email: 'pepa@example.test' })).status).toBe(200)
    expect((await idp('sendOobCode', { requestType: 'PASSWORD_RESET', email: 'nadie@example.test' })).body.error.message).toBe(
      'EMAIL_NOT_FOUND',
    )
    const mails = (await (await call('GET', '/__local/mailbox.json')).json()) as { email: string; oobCode: string; body: string }[]
    expect(mails).toHaveLength(1)
    expect(mails[0].body).toContain(`/__local/reset?oobCode=${mails[0].oobCode}`)
    const page = await call('GET', '/__local/mailbox')
    expect(await page.text()).toContain('Restablece tu contraseña')
    expect((await idp('resetPassword', { oobCode: mails[0].oobCode, newPassword: 'otra-clave-1' })).status).toBe(200)
    expect((await idp('signInWithPassword', { email: 'pepa@example.test', password: 'otra-clave-1' })).status).toBe(200)
    expect((await idp('resetPassword', { oobCode: mails[0].oobCode, newPassword: 'otra-mas-2' })).body.error.message).toBe(
      'INVALID_OOB_CODE',
    )
  })

  it('signs in with "Google" from a JSON object of claims: creates, then reuses the account', async () => {
    const claims = { sub: '109876543210987654321', email: 'pablo@example.test', email_verified: true, name: 'Pablo Ortega' }
    const postBody = `id_token=${encodeURIComponent(JSON.stringify(claims))}&providerId=google.com`
    const first = await idp('signInWithIdp', { postBody, requestUri: 'http://localhost', returnSecureToken: true })
    expect(first.body).toMatchObject({
      isNewUser: true,
      providerId: 'google.com',
      federatedId: 'https://accounts.google.com/109876543210987654321',
      email: 'pablo@example.test',
      emailVerified: true,
      firstName: 'Pablo',
      expiresIn: '3600',
    })
    expect(claimsOf(first.body.idToken)).toMatchObject({
      name: 'Pablo Ortega',
      email_verified: true,
      firebase: { identities: { 'google.com': ['109876543210987654321'], email: ['pablo@example.test'] }, sign_in_provider: 'google.com' },
    })
    const again = await idp('signInWithIdp', { postBody, requestUri: 'http://localhost', returnSecureToken: true })
    expect(again.body).toMatchObject({ isNewUser: false, localId: first.body.localId })
    const notified = await call('POST', '/api/auth/google', {
      token: again.body.idToken,
      json: { email: 'pablo@example.test', displayName: 'Pablo Ortega' },
    })
    expect(await notified.json()).toMatchObject({ authProvider: 'google.com', name: 'Pablo', surname: 'Ortega' })
    // A refreshed token still says the session began with Google.
    const refreshed = await call('POST', '/securetoken.googleapis.com/v1/token', {
      json: { grant_type: 'refresh_token', refresh_token: again.body.refreshToken },
    })
    expect(claimsOf(((await refreshed.json()) as { id_token: string }).id_token).firebase.sign_in_provider).toBe('google.com')
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
    expect(google).toMatchObject({ isNewUser: false, localId: up.body.localId })
    const look = await idp('lookup', { idToken: google.idToken })
    expect(look.body.users[0].providerUserInfo.map((p: { providerId: string }) => p.providerId)).toEqual(['password', 'google.com'])
    expect((await idp('signInWithPassword', { email: 'rosa@example.test', password: 'secreta-123' })).body.localId).toBe(up.body.localId)
    const noSub = `id_token=${encodeURIComponent(JSON.stringify({ email: 'x@example.test' }))}&providerId=google.com`
    expect((await idp('signInWithIdp', { postBody: noSub, requestUri: 'http://localhost' })).body.error.message).toMatch(
      /^INVALID_IDP_RESPONSE/,
    )
  })

  it('escapes what people type on the mailbox page and lists the newest mail first', async () => {
    await signUp('ana<b>x@example.test')
    await signUp('luis@example.test')
    await idp('sendOobCode', { requestType: 'PASSWORD_RESET', email: 'ana<b>x@example.test' })
    await idp('sendOobCode', { requestType: 'PASSWORD_RESET', email: 'luis@example.test' })
    const mails = (await (await call('GET', '/__local/mailbox.json')).json()) as { email: string }[]
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
