import { eq, or, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import * as v from 'valibot'
import { email } from '@schemas'
import { SERVER_TEXTS } from '@copy'
import { audit } from '../db/queries/audit'
import { inList } from '../db/id-list'
import { eraseNoticeData, noticeData } from '../db/queries/notices'
import { accessibilityRequests, blockedIdentities, cookieConsent, localIdpAccounts, nowMs, proposals, users, votes } from '../db/schema'
import { isLocalMode, type AppEnv } from '../env'
import { AppError } from '../errors'
import { currentUser, requireAdmin } from '../middleware/auth'
import { validate } from '../validate'

const EmailQuery = v.object({ email })

/** Everything the portal holds about one e-mail address: an account, or contact data on proposals. */
async function personalData(c: { var: AppEnv['Variables'] }, address: string) {
  const db = c.var.db
  const accounts = await db.select().from(users).where(eq(users.email, address))
  const ids = accounts.map((u) => u.id)
  const [theirProposals, theirVotes, consents, notices, blocks, accessibility] = await Promise.all([
    db
      .select()
      .from(proposals)
      .where(or(eq(proposals.submitterEmail, address), inList(proposals.userId, ids))),
    db.select().from(votes).where(inList(votes.userId, ids)),
    db.select().from(cookieConsent).where(inList(cookieConsent.userId, ids)),
    noticeData(db, address, ids),
    // A moderated account's block keeps its name and address for the officers' list (decision 0043).
    db
      .select({ username: blockedIdentities.username, blockedAt: blockedIdentities.createdAt })
      .from(blockedIdentities)
      .where(eq(blockedIdentities.email, address)),
    // Complaints and requests sent from the accessibility statement with this address.
    db.select().from(accessibilityRequests).where(eq(accessibilityRequests.email, address)),
  ])
  // Whether each account was verified against the census, and since when (never the record's key).
  const residence = accounts.map((a) => ({
    accountId: a.id,
    verified: a.censusRecord !== null,
    verifiedSince: a.verifiedAt?.toISOString() ?? null,
  }))
  return {
    accounts: accounts.map(({ censusRecord: _, ...a }) => a),
    residence,
    proposals: theirProposals,
    votes: theirVotes,
    consents,
    ...notices,
    blockedIdentities: blocks,
    accessibilityRequests: accessibility,
  }
}

const counts = (data: Awaited<ReturnType<typeof personalData>>) => ({
  accounts: data.accounts.length,
  proposals: data.proposals.length,
  votes: data.votes.length,
  accessibilityRequests: data.accessibilityRequests.length,
})

/**
 * GDPR access and erasure on request (art. 15 and 17), for the council's data-protection office.
 * Export: one JSON file. Erasure: the account goes (their proposals stay, orphaned, as public
 * proposals of the city; their votes' rows go while the counts stay) and its sign-in identity is
 * blocked, so that a token still valid cannot make the account again (decision 0057); contact data
 * given on proposals and accessibility requests is blanked (the requests stay as the council's record
 * of complaints, RD 1112/2018).
 */
export const personalDataRoutes = new Hono<AppEnv>()
  .use(requireAdmin)
  .get('/', validate('query', EmailQuery), async (c) => {
    const address = c.req.valid('query').email
    const data = await personalData(c, address)
    // The request is recorded with counts only: the history must not become a second copy of the data.
    await audit(c.var.db, {
      adminId: currentUser(c).id,
      action: 'personal-data.export',
      targetType: 'person',
      targetId: data.accounts[0]?.id ?? null,
      after: counts(data),
    })
    c.header('Content-Disposition', `attachment; filename="datos-personales-${address.replace(/[^a-z0-9@._-]/g, '_')}.json"`)
    return c.json({ email: address, generatedAt: new Date().toISOString(), ...data })
  })
  .delete('/', validate('query', EmailQuery), async (c) => {
    const address = c.req.valid('query').email
    if (address === currentUser(c).email) throw new AppError('FORBIDDEN', SERVER_TEXTS.cannotDeleteSelf)
    const data = await personalData(c, address)
    const db = c.var.db
    await db.batch([
      audit(db, {
        adminId: currentUser(c).id,
        action: 'personal-data.erase',
        targetType: 'person',
        targetId: data.accounts[0]?.id ?? null,
        before: counts(data),
      }),
      // Before the accounts go: every column of blocked_identities in order (an insert from a select names none).
      db
        .insert(blockedIdentities)
        .select(sql`SELECT uid, ${currentUser(c).id}, ${nowMs}, id, NULL, NULL, 1 FROM users WHERE email = ${address}`)
        .onConflictDoUpdate({ target: blockedIdentities.uid, set: { createdAt: sql`excluded.created_at`, erased: true } }),
      db.delete(users).where(eq(users.email, address)),
      // A block stays (erasure is not a way back in), without the name and address it kept.
      db.update(blockedIdentities).set({ username: null, email: null }).where(eq(blockedIdentities.email, address)),
      ...eraseNoticeData(db, address),
      db
        .update(proposals)
        .set({ submitterName: null, submitterSurname: null, submitterPhone: null, submitterEmail: null })
        .where(eq(proposals.submitterEmail, address)),
      db.update(accessibilityRequests).set({ name: '', email: '' }).where(eq(accessibilityRequests.email, address)),
      // Locally the identity provider is ours too; in production the Firebase account is removed in
      // the Firebase console (the Worker holds no credentials for it).
      ...(isLocalMode(c.env) ? [db.delete(localIdpAccounts).where(eq(localIdpAccounts.email, address))] : []),
    ])
    return c.json({
      email: address,
      accountsDeleted: data.accounts.length,
      proposalsAnonymised: data.proposals.length,
      votesDeleted: data.votes.length,
      accessibilityRequestsAnonymised: data.accessibilityRequests.length,
    })
  })
