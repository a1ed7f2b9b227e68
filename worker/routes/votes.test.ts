import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { admin, call, client, newProposal, proposalForm, resident, snapshot, tokenFor, visitorContact } from '../test/fixtures'
import { signInGoogle, signUp } from '../test/identity'

/** A visitor's pending proposal, by its id. */
const proposalId = async () => (await newProposal({ fields: visitorContact })).id
const vote = (id: number, token?: string) =>
  call('POST', `/api/proposals/${id}/vote`, { token, headers: { 'content-type': 'application/json' } })

describe('POST /api/proposals/{id}/vote', () => {
  it('counts a vote and answers the updated proposal; a second vote is DUPLICATE_VOTE with the proposal', async () => {
    const id = await proposalId()
    const ana = await resident()
    const first = await vote(id, ana.token)
    expect(first.status).toBe(200)
    expect(await first.json()).toMatchObject({ id, votes: 1 })
    const again = await vote(id, ana.token)
    expect(again.status).toBe(403)
    expect(await again.json()).toMatchObject({
      error: 'DUPLICATE_VOTE',
      message: 'Ya has votado en esta propuesta',
      proposal: { id, votes: 1 },
    })
  })

  it('needs a signed-in person: 401 AUTH_REQUIRED without or with a bad token', async () => {
    const id = await proposalId()
    expect(await (await vote(id)).json()).toMatchObject({ error: 'AUTH_REQUIRED' })
    const forged = await call('POST', `/api/proposals/${id}/vote`, { headers: { authorization: 'Bearer a.b.c' } })
    expect(forged.status).toBe(401)
  })

  it('is VOTING_DISABLED while voting is off, and for proposals that are not pending', async () => {
    const id = await proposalId()
    const boss = await admin()
    const ana = await resident()
    await call('PATCH', '/api/system-config', { token: boss.token, json: { votingEnabled: false } })
    const off = await vote(id, ana.token)
    expect(off.status).toBe(403)
    expect(await off.json()).toMatchObject({
      error: 'VOTING_DISABLED',
      message: 'No se ha registrado tu voto. Las votaciones están deshabilitadas o el registro está fuera de plazo.',
    })
    await call('PATCH', '/api/system-config', { token: boss.token, json: { votingEnabled: true } })
    await call('PATCH', `/api/proposals/${id}/status`, { token: boss.token, json: { status: 'approved' } })
    expect(await (await vote(id, ana.token)).json()).toMatchObject({ error: 'VOTING_DISABLED' })
    expect((await vote(424242, ana.token)).status).toBe(404)
  })

  it('50 parallel votes by one person count once', async () => {
    const id = await proposalId()
    const ana = await resident()
    const answers = await Promise.all(Array.from({ length: 50 }, () => vote(id, ana.token)))
    const statuses = answers.map((r) => r.status)
    expect(statuses.filter((s) => s === 200)).toHaveLength(1)
    expect(statuses.filter((s) => s === 403)).toHaveLength(49)
    const row = await env.DB.prepare('SELECT votes FROM proposals WHERE id = ?').bind(id).first<{ votes: number }>()
    expect(row?.votes).toBe(1)
  })

  it('50 people voting in parallel count 50', async () => {
    const id = await proposalId()
    const people = await Promise.all(Array.from({ length: 50 }, (_, i) => resident(`p${i}-`)))
    const answers = await Promise.all(people.map((p) => vote(id, p.token)))
    expect(answers.every((r) => r.status === 200)).toBe(true)
    const row = await env.DB.prepare('SELECT votes FROM proposals WHERE id = ?').bind(id).first<{ votes: number }>()
    expect(row?.votes).toBe(50)
    expect((await env.DB.prepare('SELECT count(*) AS n FROM votes').first<{ n: number }>())?.n).toBe(50)
  })

  it('online votes add to the paper-ballot count an admin sets', async () => {
    const id = await proposalId()
    const boss = await admin()
    await call('PATCH', `/api/proposals/${id}/status`, { token: boss.token, json: { votes: 40 } })
    expect(await (await vote(id, (await resident()).token)).json()).toMatchObject({ votes: 41 })
  })
})

describe('GET /api/user/votes', () => {
  it("answers only the caller's voted proposal ids, and a duplicate adds nothing", async () => {
    const [a, b, c] = [await proposalId(), await proposalId(), await proposalId()]
    const ana = await resident('ana')
    const luis = await resident('luis')
    await vote(a, ana.token)
    await vote(c, ana.token)
    await vote(c, ana.token)
    await vote(b, luis.token)
    const mine = await client(ana.token).user.votes.$get()
    expect(mine.status).toBe(200)
    expect(mine.headers.get('cache-control')).toBe('private, no-store')
    expect((await mine.json()).proposalIds.sort()).toEqual([a, c].sort())
    expect(await (await call('GET', '/api/user/votes', { token: luis.token })).json()).toEqual({ proposalIds: [b] })
    expect((await call('GET', '/api/user/votes')).status).toBe(401)
  })
})

describe('one person, one vote', () => {
  it('needs a confirmed e-mail: 403 EMAIL_NOT_VERIFIED in Spanish and nothing written; Google comes confirmed', async () => {
    const id = await proposalId()
    const unconfirmed = await signUp()
    await call('GET', '/api/user', { token: unconfirmed.idToken })
    const before = await snapshot()
    const refused = await vote(id, unconfirmed.idToken)
    expect(refused.status).toBe(403)
    expect(await refused.json()).toMatchObject({
      error: 'EMAIL_NOT_VERIFIED',
      message: expect.stringMatching(/^Para votar tienes que confirmar tu email/),
    })
    expect(await snapshot()).toEqual(before)
    // Submitting stays open to everyone (§6).
    expect((await call('POST', '/api/proposals', { token: unconfirmed.idToken, body: proposalForm() })).status).toBe(201)
    const google = await signInGoogle()
    expect((await vote(id, google.idToken)).status).toBe(200)
  })

  for (const removal of ['deleting the user', 'erasing their personal data'] as const) {
    it(`${removal} keeps the count, and the same sign-in identity cannot vote again on that proposal`, async () => {
      const id = await proposalId()
      const boss = await admin()
      const who = { uid: `uid-vuelve-${crypto.randomUUID()}`, email: `vuelve-${crypto.randomUUID().slice(0, 6)}@example.test` }
      const token = await tokenFor(who)
      expect(await (await vote(id, token)).json()).toMatchObject({ votes: 1 })
      const me = await (await client(token).user.$get()).json()
      const gone =
        removal === 'deleting the user'
          ? await call('DELETE', `/api/users/${me.id}`, { token: boss.token })
          : await call('DELETE', `/api/admin/personal-data?email=${encodeURIComponent(who.email)}`, { token: boss.token })
      expect(gone.status).toBe(200)
      expect(await env.DB.prepare('SELECT votes FROM proposals WHERE id = ?').bind(id).first('votes')).toBe(1)
      if (removal === 'deleting the user') {
        // Moderation blocks the identity (decision 0043): it is refused, and the count stays.
        const blocked = await vote(id, token)
        expect(blocked.status).toBe(403)
        expect(await blocked.json()).toMatchObject({ error: 'FORBIDDEN' })
        expect(await env.DB.prepare('SELECT votes FROM proposals WHERE id = ?').bind(id).first('votes')).toBe(1)
        return
      }
      // After an erasure the session open then is refused (decision 0057); the same identity signs in
      // afresh: a fresh row, but its vote on this proposal is already counted.
      const refused = await vote(id, token)
      expect(refused.status).toBe(403)
      expect(await refused.json()).toMatchObject({ error: 'FORBIDDEN' })
      const fresh = await tokenFor({ ...who, authTime: Math.floor(Date.now() / 1000) + 1 })
      const again = await vote(id, fresh)
      expect(again.status).toBe(403)
      expect(await again.json()).toMatchObject({ error: 'DUPLICATE_VOTE', proposal: { id, votes: 1 } })
      expect(await env.DB.prepare('SELECT votes FROM proposals WHERE id = ?').bind(id).first('votes')).toBe(1)
      // It can still vote on another proposal, once.
      const other = await proposalId()
      expect((await vote(other, fresh)).status).toBe(200)
      expect((await vote(other, fresh)).status).toBe(403)
      // What is kept of it says nothing about the person: a hash, not the uid or the e-mail.
      const kept = await env.DB.prepare('SELECT voter_hash FROM vote_receipts WHERE proposal_id = ?').bind(id).all()
      expect(kept.results).toHaveLength(1)
      expect(JSON.stringify(kept.results)).not.toContain(who.uid)
    })
  }
})
