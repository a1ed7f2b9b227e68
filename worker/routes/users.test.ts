import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { admin, call, client, newProposal, resident, tokenFor } from '../test/fixtures'

describe('the signed-in person', () => {
  it('GET /api/user answers their own record with isAdmin', async () => {
    const ana = await resident()
    const me = await (await client(ana.token).user.$get()).json()
    expect(me).toMatchObject({ id: ana.id, email: ana.email, isAdmin: false, authProvider: 'password' })
    expect((await call('GET', '/api/user')).status).toBe(401)
  })

  it('GET /api/user says whether the e-mail is confirmed, which a vote needs, so that the vote button says it first', async () => {
    const confirmed = await resident()
    expect(await (await client(confirmed.token).user.$get()).json()).toMatchObject({ emailVerified: true })
    const fresh = await tokenFor({ uid: 'uid-nueva', email: 'nueva@example.test', emailVerified: false })
    const me = await call('GET', '/api/user', { token: fresh })
    expect(me.status).toBe(200)
    expect(await me.json()).toMatchObject({ email: 'nueva@example.test', emailVerified: false })
  })

  it('updates only their own profile, with the §5 messages for bad values', async () => {
    const ana = await resident()
    const luis = await resident()
    const profile = { name: 'Ana', surname: 'López Ruiz', phone: '612345678', email: ana.email }
    const ok = await call('PATCH', `/api/users/${ana.id}`, { token: ana.token, json: profile })
    expect(ok.status).toBe(200)
    expect(await ok.json()).toMatchObject({ name: 'Ana', phone: '612345678' })
    const other = await call('PATCH', `/api/users/${luis.id}`, { token: ana.token, json: profile })
    expect(other.status).toBe(403)
    expect(await other.json()).toMatchObject({ error: 'FORBIDDEN', message: 'Solo puedes modificar tu propio perfil.' })
    const bad = await call('PATCH', `/api/users/${ana.id}`, { token: ana.token, json: { name: 'A', surname: '', phone: '12', email: 'x' } })
    expect(await bad.json()).toMatchObject({
      error: 'VALIDATION',
      fields: {
        name: 'El nombre es requerido',
        surname: 'Los apellidos son requeridos',
        phone: 'El teléfono debe tener al menos 9 dígitos',
        email: 'El email no es válido',
      },
    })
    // The e-mail is the sign-in address: it changes at the identity provider, not here.
    const mail = await call('PATCH', `/api/users/${ana.id}`, { token: ana.token, json: { ...profile, email: 'otra@example.test' } })
    expect(mail.status).toBe(400)
  })
})

describe('sign-in notices', () => {
  it('POST /api/auth/email creates the row from the token and fills in the registration fields', async () => {
    const token = await tokenFor({ uid: 'reg-1', email: 'Nuria@Example.test' })
    const res = await call('POST', '/api/auth/email', {
      token,
      json: { email: 'impostora@example.test', displayName: 'Nuria', uid: 'reg-1', name: 'Nuria', surname: 'Gil Sanz', phone: '699887766' },
    })
    expect(res.status).toBe(200)
    // The e-mail comes from the verified token, never from the body.
    expect(await res.json()).toMatchObject({
      email: 'nuria@example.test',
      name: 'Nuria',
      surname: 'Gil Sanz',
      phone: '699887766',
      isNewUser: true,
      username: 'nuria',
    })
    const again = await call('POST', '/api/auth/email', { token, json: { email: 'nuria@example.test' } })
    expect(await again.json()).toMatchObject({ isNewUser: false, name: 'Nuria' })
  })

  it('POST /api/auth/google records the provider and splits the display name; a uid the token contradicts is refused', async () => {
    const token = await tokenFor({ uid: 'g-1', email: 'pablo@example.test', provider: 'google.com', name: 'Pablo Ortega Díaz' })
    const res = await call('POST', '/api/auth/google', {
      token,
      json: { email: 'pablo@example.test', displayName: 'Pablo Ortega Díaz', uid: 'g-1' },
    })
    expect(await res.json()).toMatchObject({ authProvider: 'google.com', name: 'Pablo', surname: 'Ortega Díaz' })
    const lie = await call('POST', '/api/auth/google', { token, json: { uid: 'someone-else' } })
    expect(lie.status).toBe(403)
    expect((await call('POST', '/api/auth/google', { json: {} })).status).toBe(401)
  })

  it('two people with the same e-mail name get distinct usernames', async () => {
    const signIn = async (uid: string, email: string) => {
      const res = await client(await tokenFor({ uid, email })).auth.email.$post({ json: {} })
      if (res.status !== 200) throw new Error(`sign-in notice answered ${res.status}`)
      return (await res.json()).username
    }
    expect([await signIn('u-a', 'maria@uno.test'), await signIn('u-b', 'maria@dos.test')]).toEqual(['maria', 'maria-2'])
  })
})

describe('user management (admin)', () => {
  it('lists users for admins only', async () => {
    const boss = await admin()
    const ana = await resident()
    const list = await (await client(boss.token).users.$get()).json()
    expect(list.map((u) => u.id).sort()).toEqual([boss.id, ana.id].sort())
    expect((await call('GET', '/api/users', { token: ana.token })).status).toBe(403)
    expect(await (await call('GET', '/api/users', { token: ana.token })).json()).toMatchObject({
      message: 'No tienes permisos de administrador.',
    })
    expect((await call('GET', '/api/users')).status).toBe(401)
  })

  it('grants and revokes the admin role, but never their own', async () => {
    const boss = await admin()
    const ana = await resident()
    const grant = await call('PATCH', `/api/users/${ana.id}/role`, { token: boss.token, json: { isAdmin: true } })
    expect(await grant.json()).toMatchObject({ isAdmin: true })
    expect((await call('GET', '/api/users', { token: ana.token })).status).toBe(200)
    await call('PATCH', `/api/users/${ana.id}/role`, { token: boss.token, json: { isAdmin: false } })
    expect((await call('GET', '/api/users', { token: ana.token })).status).toBe(403)
    const self = await call('PATCH', `/api/users/${boss.id}/role`, { token: boss.token, json: { isAdmin: false } })
    expect(self.status).toBe(403)
    expect(await self.json()).toMatchObject({ message: 'No puedes quitarte a ti mismo el rol de administrador.' })
    const notBool = await call('PATCH', `/api/users/${ana.id}/role`, { token: boss.token, json: { isAdmin: 'sí' } })
    expect(notBool.status).toBe(400)
  })

  it('deletes a user: their proposals stay, orphaned; an admin cannot delete themselves', async () => {
    const boss = await admin()
    const ana = await resident()
    const p = await newProposal({ token: ana.token })
    const del = await call('DELETE', `/api/users/${ana.id}`, { token: boss.token })
    expect(del.status).toBe(200)
    expect((await call('GET', `/api/proposals/${p.id}`)).status).toBe(200)
    const row = await env.DB.prepare('SELECT user_id FROM proposals WHERE id = ?').bind(p.id).first<{ user_id: number | null }>()
    expect(row?.user_id).toBeNull()
    expect(await (await call('GET', `/api/proposals/${p.id}/author`, { token: boss.token })).json()).toMatchObject({ kind: 'orphaned' })
    const self = await call('DELETE', `/api/users/${boss.id}`, { token: boss.token })
    expect(self.status).toBe(403)
    expect((await call('DELETE', '/api/users/99999', { token: boss.token })).status).toBe(404)
  })

  it("lists one user's proposals for admins", async () => {
    const boss = await admin()
    const ana = await resident()
    await newProposal({ token: ana.token })
    const list = await (await client(boss.token).users[':id'].proposals.$get({ param: { id: String(ana.id) } })).json()
    expect(list).toHaveLength(1)
  })
})
