import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import {
  admin,
  call,
  client,
  emailNoticesOn,
  mailbox,
  newProposal,
  noticeEmailsSent,
  resident,
  setStatus,
  tokenFor,
  type Person,
} from '../test/fixtures'

const noticesTo = async (address: string) => (await mailbox()).filter((m) => m.kind === 'NOTICE' && m.email === address)

/** An account whose sign-in address its holder has not confirmed (`email_verified: false` in the token). */
async function unconfirmed(email: string, uid = `uid-${crypto.randomUUID()}`) {
  const token = await tokenFor({ uid, email, emailVerified: false })
  const me = await (await client(token).user.$get()).json()
  return { token, id: me.id, email, uid }
}

describe('notice e-mails go only to a confirmed address', () => {
  it('an account with someone else’s unconfirmed address mails nobody, and cannot undo that address’s unsubscribe', async () => {
    const victim = 'victima@example.test'
    const boss = await admin()
    // The victim once received a notice and unsubscribed.
    await env.DB.prepare('INSERT INTO notice_email_addresses (email, token, unsubscribed_at) VALUES (?1, lower(hex(randomblob(32))), 1)')
      .bind(victim)
      .run()
    const impostor = await unconfirmed(victim)
    // A confirmed follower of the same proposal, whose mail shows the queue has done its work.
    const witness: Person = await resident('testigo')
    expect((await emailNoticesOn(impostor.token)).status).toBe(200)
    expect((await emailNoticesOn(witness.token)).status).toBe(200)
    expect(
      await env.DB.prepare('SELECT unsubscribed_at FROM notice_email_addresses WHERE email = ?1').bind(victim).first('unsubscribed_at'),
    ).toBe(1)

    const id = (await newProposal({ token: impostor.token })).id
    await call('PUT', `/api/proposals/${id}/follow`, { token: witness.token })
    expect((await setStatus(boss, id, 'approved')).status).toBe(200)
    await noticeEmailsSent(id, 1)
    expect(await noticesTo(witness.email)).toHaveLength(1)
    expect(await noticesTo(victim)).toEqual([])
  })

  it('a new account’s address gets notices once its holder confirms it, and only then lifts an unsubscribe', async () => {
    const address = `nueva-${crypto.randomUUID().slice(0, 6)}@example.test`
    const boss = await admin()
    const uid = `uid-${crypto.randomUUID()}`
    const before = await unconfirmed(address, uid)
    const witness = await resident('testigo')
    expect((await emailNoticesOn(before.token)).status).toBe(200)
    expect((await emailNoticesOn(witness.token)).status).toBe(200)
    const id = (await newProposal({ token: before.token })).id
    await call('PUT', `/api/proposals/${id}/follow`, { token: witness.token })
    expect((await setStatus(boss, id, 'approved')).status).toBe(200)
    await noticeEmailsSent(id, 1)
    expect(await noticesTo(address)).toEqual([])

    // The holder confirms the address: the same account, now with a confirmed token.
    const confirmed = await tokenFor({ uid, email: address })
    await env.DB.prepare(
      'INSERT INTO notice_email_addresses (email, token, unsubscribed_at) VALUES (?1, lower(hex(randomblob(32))), 1) ON CONFLICT DO UPDATE SET unsubscribed_at = 1',
    )
      .bind(address)
      .run()
    expect((await emailNoticesOn(confirmed)).status).toBe(200)
    expect(
      await env.DB.prepare('SELECT unsubscribed_at FROM notice_email_addresses WHERE email = ?1').bind(address).first('unsubscribed_at'),
    ).toBeNull()
    expect((await setStatus(boss, id, 'executed')).status).toBe(200)
    await noticeEmailsSent(id, 3)
    expect(await noticesTo(address)).toHaveLength(1)
  })
})
