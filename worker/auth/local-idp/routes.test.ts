import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { app } from '../../app'
import { call } from '../../test/fixtures'

const idp = async (action: string, body: unknown) => {
  const res = await call('POST', `/identitytoolkit.googleapis.com/v1/accounts:${action}?key=local`, { json: body })
  return { status: res.status, body: (await res.json()) as Record<string, any> }
}
const signUp = (email: string, password = 'secreta-123') => idp('signUp', { email, password, returnSecureToken: true })

describe('local identity provider (Firebase REST subset)', () => {
  it('signs up, signs in, and its tokens are accepted by the API', async () => {
    const up = await signUp('Vecina@Example.test')
    expect(up.status).toBe(200)
    expect(up.body).toMatchObject({ kind: 'identitytoolkit#SignupNewUserResponse', email: 'vecina@example.test', expiresIn: '3600' })
    expect(up.body.localId).toMatch(/^[A-Za-z0-9]{28}$/)
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
    expect((await idp('signInWithPassword', { email: 'ana@example.test', password: 'mala-clave' })).body.error.message).toBe('INVALID_PASSWORD')
    expect((await idp('signInWithPassword', { email: 'nadie@example.test', password: 'x' })).body.error.message).toBe('EMAIL_NOT_FOUND')
    const row = await env.DB.prepare('SELECT password_hash FROM local_idp_accounts WHERE email = ?').bind('ana@example.test').first<{ password_hash: string }>()
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
    const claims = (t: string) => JSON.parse(atob(t.split('.')[1].replace(/-/g, '+').replace(/_/g, '/')))
    expect(claims(fresh.id_token).auth_time).toBe(claims(up.body.idToken).auth_time)
    expect((await call('GET', '/api/user', { token: fresh.id_token })).status).toBe(200)
    const bad = await call('POST', '/securetoken.googleapis.com/v1/token', { json: { grant_type: 'refresh_token', refresh_token: 'inventado' } })
    expect(((await bad.json()) as any).error.message).toBe('INVALID_REFRESH_TOKEN')
  })

  it('looks up, updates e-mail and password (with fresh tokens), and deletes', async () => {
    const up = await signUp('marta@example.test')
    const look = await idp('lookup', { idToken: up.body.idToken })
    expect(look.body.users[0]).toMatchObject({ email: 'marta@example.test', localId: up.body.localId })
    const upd = await idp('update', { idToken: up.body.idToken, email: 'marta.gil@example.test', returnSecureToken: true })
    expect(upd.body).toMatchObject({ email: 'marta.gil@example.test' })
    expect(await (await call('GET', '/api/user', { token: upd.body.idToken })).json()).toMatchObject({ email: 'marta.gil@example.test' })
    await idp('update', { idToken: upd.body.idToken, password: 'nueva-clave-9' })
    expect((await idp('signInWithPassword', { email: 'marta.gil@example.test', password: 'nueva-clave-9' })).status).toBe(200)
    expect((await idp('lookup', { idToken: 'x.y.z' })).body.error.message).toBe('INVALID_ID_TOKEN')
    expect((await idp('delete', { idToken: upd.body.idToken })).status).toBe(200)
    expect((await idp('signInWithPassword', { email: 'marta.gil@example.test', password: 'nueva-clave-9' })).body.error.message).toBe('EMAIL_NOT_FOUND')
  })

  it('sends the password-reset mail to the local mailbox, and its code sets a new password once', async () => {
    await signUp('pepa@example.test')
    expect((await idp('sendOobCode', { requestType: 'PASSWORD_RESET', email: 'pepa@example.test' })).status).toBe(200)
    expect((await idp('sendOobCode', { requestType: 'PASSWORD_RESET', email: 'nadie@example.test' })).body.error.message).toBe('EMAIL_NOT_FOUND')
    const mails = (await (await call('GET', '/__local/mailbox.json')).json()) as { email: string; oobCode: string; body: string }[]
    expect(mails).toHaveLength(1)
    expect(mails[0].body).toContain(`/__local/reset?oobCode=${mails[0].oobCode}`)
    const page = await call('GET', '/__local/mailbox')
    expect(await page.text()).toContain('Restablece tu contraseña')
    expect((await idp('resetPassword', { oobCode: mails[0].oobCode, newPassword: 'otra-clave-1' })).status).toBe(200)
    expect((await idp('signInWithPassword', { email: 'pepa@example.test', password: 'otra-clave-1' })).status).toBe(200)
    expect((await idp('resetPassword', { oobCode: mails[0].oobCode, newPassword: 'otra-mas-2' })).body.error.message).toBe('INVALID_OOB_CODE')
  })

  it('signs in with "Google" from a JSON object of claims: creates, then reuses the account', async () => {
    const postBody = `id_token=${encodeURIComponent(JSON.stringify({ sub: 'g1', email: 'pablo@example.test', email_verified: true, name: 'Pablo Ortega' }))}&providerId=google.com`
    const first = await idp('signInWithIdp', { postBody, requestUri: 'http://localhost', returnSecureToken: true })
    expect(first.body).toMatchObject({ isNewUser: true, providerId: 'google.com', email: 'pablo@example.test', firstName: 'Pablo' })
    const again = await idp('signInWithIdp', { postBody, requestUri: 'http://localhost', returnSecureToken: true })
    expect(again.body).toMatchObject({ isNewUser: false, localId: first.body.localId })
    const notified = await call('POST', '/api/auth/google', { token: again.body.idToken, json: { email: 'pablo@example.test', displayName: 'Pablo Ortega' } })
    expect(await notified.json()).toMatchObject({ authProvider: 'google.com', name: 'Pablo', surname: 'Ortega' })
    const chooser = await (await call('GET', '/__local/google')).text()
    expect(chooser).toContain('pablo@example.test')
    expect(chooser).not.toMatch(/<script>(?!<)/)
  })

  it('does not exist in the production configuration', async () => {
    const ctx = createExecutionContext()
    const production = { ...env, LOCAL_MODE: 'false' }
    for (const path of ['/identitytoolkit.googleapis.com/v1/accounts:signUp', '/securetoken.googleapis.com/v1/token', '/__local/mailbox', '/__local/jwks.json']) {
      const res = await app.fetch(new Request(`http://localhost${path}`, { method: path.includes('local') ? 'GET' : 'POST', body: path.includes('local') ? undefined : '{}' }), production, ctx)
      expect(res.status, path).toBe(404)
    }
    await waitOnExecutionContext(ctx)
  })
})
