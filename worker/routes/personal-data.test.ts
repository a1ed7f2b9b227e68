import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { admin, call, client, errorOf, newProposal, resident, visitorContact } from '../test/fixtures'

describe('personal data on request (GDPR access and erasure)', () => {
  it('exports everything held about one person: account, proposals, votes', async () => {
    const boss = await admin()
    const ana = await resident()
    const own = await newProposal({ token: ana.token })
    await call('POST', `/api/proposals/${own.id}/vote`, { token: ana.token })
    const res = await client(boss.token).admin['personal-data'].$get({ query: { email: ana.email } })
    expect(res.headers.get('content-disposition')).toContain('attachment')
    const data = await res.json()
    expect(data.accounts).toHaveLength(1)
    expect(data.proposals.map((p) => p.id)).toEqual([own.id])
    expect(data.votes).toHaveLength(1)
  })

  it('erases: the account goes, proposals stay without personal data, vote counts stay', async () => {
    const boss = await admin()
    const ana = await resident()
    const anon = await newProposal({ fields: { ...visitorContact, submitterEmail: ana.email } })
    const own = await newProposal({ token: ana.token })
    await call('POST', `/api/proposals/${anon.id}/vote`, { token: ana.token })
    const res = await call('DELETE', `/api/admin/personal-data?email=${encodeURIComponent(ana.email)}`, { token: boss.token })
    expect(await res.json()).toMatchObject({ accountsDeleted: 1, proposalsAnonymised: 2, votesDeleted: 1 })
    const rows = await env.DB.prepare('SELECT id, user_id, submitter_email, submitter_phone, votes FROM proposals ORDER BY id').all()
    expect(rows.results).toEqual([
      { id: anon.id, user_id: null, submitter_email: null, submitter_phone: null, votes: 1 },
      { id: own.id, user_id: null, submitter_email: null, submitter_phone: null, votes: 0 },
    ])
    const left = await (await call('GET', `/api/admin/personal-data?email=${encodeURIComponent(ana.email)}`, { token: boss.token })).json()
    expect(left).toMatchObject({ accounts: [], proposals: [], votes: [] })
  })

  it("erasure sticks: the erased person's token, still valid, is refused and makes no account again", async () => {
    const boss = await admin()
    const ana = await resident()
    await call('DELETE', `/api/admin/personal-data?email=${encodeURIComponent(ana.email)}`, { token: boss.token })
    const again = await call('GET', '/api/user', { token: ana.token })
    expect(await errorOf(again)).toMatchObject({
      error: 'FORBIDDEN',
      message:
        'Los datos de esta cuenta se borraron a petición de su titular. Para volver a participar, cierra la sesión y entra de nuevo: tendrás una cuenta nueva.',
    })
    const left = await (await call('GET', `/api/admin/personal-data?email=${encodeURIComponent(ana.email)}`, { token: boss.token })).json()
    expect(left).toMatchObject({ accounts: [] })
    // The block keeps neither the name nor the address.
    const block = await env.DB.prepare('SELECT username, email, erased FROM blocked_identities').first()
    expect(block).toEqual({ username: null, email: null, erased: 1 })
    // Nor is it one of moderation's blocks on the officers' list.
    expect(await (await client(boss.token).admin['blocked-identities'].$get()).json()).toEqual([])
  })

  it('the accessibility requests: exported to the person who sent them, their contact blanked on erasure', async () => {
    const boss = await admin()
    const ana = await resident()
    const request = {
      kind: 'complaint',
      name: 'Ana',
      email: ana.email,
      page: '/resultados',
      message: 'El gráfico no se lee con lector de pantalla.',
    }
    expect((await call('POST', '/api/accessibility/requests', { json: request })).status).toBe(201)
    const data = await (await client(boss.token).admin['personal-data'].$get({ query: { email: ana.email } })).json()
    expect(data.accessibilityRequests).toEqual([expect.objectContaining({ name: 'Ana', email: ana.email, message: request.message })])
    const erased = await call('DELETE', `/api/admin/personal-data?email=${encodeURIComponent(ana.email)}`, { token: boss.token })
    expect(await erased.json()).toMatchObject({ accessibilityRequestsAnonymised: 1 })
    const rows = await env.DB.prepare('SELECT name, email, message FROM accessibility_requests').all()
    expect(rows.results).toEqual([{ name: '', email: '', message: request.message }])
    // The officers can still answer it for the record; nothing is mailed.
    const [kept] = await (await client(boss.token).admin.accessibility.$get()).json()
    const answer = await call('POST', `/api/admin/accessibility/${kept.id}/answer`, { token: boss.token, json: { answer: 'Corregido.' } })
    expect(answer.status).toBe(200)
  })

  it('refuses a malformed address and the admin erasing themselves', async () => {
    const boss = await admin()
    expect((await call('GET', '/api/admin/personal-data?email=nadie', { token: boss.token })).status).toBe(400)
    expect((await call('DELETE', `/api/admin/personal-data?email=${encodeURIComponent(boss.email)}`, { token: boss.token })).status).toBe(
      403,
    )
  })
})
