import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { admin, call, client, newProposal, resident, visitorContact } from '../test/fixtures'

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

  it('refuses a malformed address and the admin erasing themselves', async () => {
    const boss = await admin()
    expect((await call('GET', '/api/admin/personal-data?email=nadie', { token: boss.token })).status).toBe(400)
    expect((await call('DELETE', `/api/admin/personal-data?email=${encodeURIComponent(boss.email)}`, { token: boss.token })).status).toBe(
      403,
    )
  })
})
