import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../client'
import { inList } from '../id-list'
import {
  follows,
  milestones,
  noticeConfirmations,
  noticeDeliveries,
  noticeEmailAddresses,
  nowMs,
  noticeEvents,
  notices,
  notificationSettings,
  proposals,
  pushSubscriptions,
  type ProposalRow,
} from '../schema'

/**
 * What a notice tells: a proposal's new status, its technical assessment's verdict, a milestone of its
 * execution, or the outcome of a confirmed selection that left it out ('not-selected', 'withdrawn').
 */
export type NoticeKind = ProposalRow['status'] | 'feasible' | 'unfeasible' | 'milestone' | 'not-selected' | 'withdrawn'

export const follow = (db: Db, userId: number, proposalId: number) =>
  db.insert(follows).values({ userId, proposalId }).onConflictDoNothing()

export const unfollow = (db: Db, userId: number, proposalId: number) =>
  db.delete(follows).where(and(eq(follows.userId, userId), eq(follows.proposalId, proposalId)))

export async function followedIds(db: Db, userId: number) {
  const rows = await db.select({ id: follows.proposalId }).from(follows).where(eq(follows.userId, userId)).orderBy(follows.proposalId)
  return rows.map((r) => r.id)
}

/**
 * The statements that turn a status change (or a published milestone, status 'milestone') into an event
 * and one in-app notice per follower. They go into the same D1 batch as the change, so a change is
 * never without its notices. A milestone inserted earlier in that batch is named by SQL.
 */
export function statusChangeNotices(db: Db, eventId: string, proposalId: number, status: NoticeKind, origin: string, milestoneId?: SQL) {
  return [
    db.insert(noticeEvents).values({ id: eventId, proposalId, status, origin, milestoneId }),
    // An insert-select names every column of the table, in order.
    db.insert(notices).select(
      db
        .select({
          id: sql<number>`null`.as('id'),
          eventId: sql<string>`${eventId}`.as('event_id'),
          userId: follows.userId,
          proposalId: follows.proposalId,
          status: sql<string>`${status}`.as('status'),
          createdAt: sql<Date>`${nowMs}`.as('created_at'),
          readAt: sql<Date | null>`null`.as('read_at'),
        })
        .from(follows)
        .where(eq(follows.proposalId, proposalId)),
    ),
  ] as const
}

/** The caller's own notices, newest first, with the proposal's current title. */
export async function listNotices(db: Db, userId: number, limit = 100) {
  const [items, [{ unread }]] = await Promise.all([
    db
      .select({
        id: notices.id,
        proposalId: notices.proposalId,
        title: proposals.title,
        status: notices.status,
        phase: milestones.phase,
        progress: milestones.progress,
        createdAt: notices.createdAt,
        readAt: notices.readAt,
      })
      .from(notices)
      .innerJoin(proposals, eq(proposals.id, notices.proposalId))
      .innerJoin(noticeEvents, eq(noticeEvents.id, notices.eventId))
      .leftJoin(milestones, eq(milestones.id, noticeEvents.milestoneId))
      .where(eq(notices.userId, userId))
      .orderBy(desc(notices.id))
      .limit(limit),
    db
      .select({ unread: sql<number>`count(*)` })
      .from(notices)
      .where(and(eq(notices.userId, userId), isNull(notices.readAt))),
  ])
  return {
    items: items.map((n) => ({ ...n, createdAt: n.createdAt.toISOString(), readAt: n.readAt ? n.readAt.toISOString() : null })),
    unread,
  }
}

/** Marks the caller's notices read: the ones named, or all. Another person's ids are simply not theirs. */
export async function markRead(db: Db, userId: number, ids?: number[]) {
  const rows = await db
    .update(notices)
    .set({ readAt: new Date() })
    .where(and(eq(notices.userId, userId), isNull(notices.readAt), ids ? inList(notices.id, ids) : undefined))
    .returning({ id: notices.id })
  return rows.length
}

export async function getSettings(db: Db, userId: number) {
  const row = await db.query.notificationSettings.findFirst({ where: eq(notificationSettings.userId, userId) })
  return { email: row?.email ?? false, push: row?.push ?? false }
}

/**
 * Saves the channels. Saying yes to e-mail again also lifts an earlier unsubscribe of that address when
 * the account has confirmed it: then it is the address's holder asking for the mails anew. Anyone else
 * (an account made with somebody else's address) changes only their own setting, which sends nothing
 * until the address is confirmed.
 */
export async function saveSettings(
  db: Db,
  user: { id: number; email: string; emailVerified: boolean },
  change: { email?: boolean; push?: boolean },
) {
  const next = { ...(await getSettings(db, user.id)), ...change }
  await db.batch([
    db
      .insert(notificationSettings)
      .values({ userId: user.id, ...next })
      .onConflictDoUpdate({ target: notificationSettings.userId, set: { ...next, updatedAt: new Date() } }),
    ...(change.email && user.emailVerified
      ? [db.update(noticeEmailAddresses).set({ unsubscribedAt: null }).where(eq(noticeEmailAddresses.email, user.email))]
      : []),
  ])
  return next
}

/** GDPR export: what the notices hold about a person (their accounts' ids) and their address. */
export async function noticeData(db: Db, address: string, accountIds: number[]) {
  const byUser = accountIds.length > 0
  const [followed, received, settings, devices, emailRows, deliveries, confirmations] = await Promise.all([
    byUser ? db.select().from(follows).where(inList(follows.userId, accountIds)) : [],
    byUser ? db.select().from(notices).where(inList(notices.userId, accountIds)) : [],
    byUser ? db.select().from(notificationSettings).where(inList(notificationSettings.userId, accountIds)) : [],
    byUser ? db.select().from(pushSubscriptions).where(inList(pushSubscriptions.userId, accountIds)) : [],
    db
      .select({
        email: noticeEmailAddresses.email,
        unsubscribedAt: noticeEmailAddresses.unsubscribedAt,
        createdAt: noticeEmailAddresses.createdAt,
      })
      .from(noticeEmailAddresses)
      .where(eq(noticeEmailAddresses.email, address)),
    db
      .select()
      .from(noticeDeliveries)
      .where(and(eq(noticeDeliveries.channel, 'email'), eq(noticeDeliveries.recipient, address))),
    db
      .select({
        proposalId: noticeConfirmations.proposalId,
        createdAt: noticeConfirmations.createdAt,
        confirmedAt: noticeConfirmations.confirmedAt,
      })
      .from(noticeConfirmations)
      .where(eq(noticeConfirmations.email, address)),
  ])
  return {
    follows: followed,
    notices: received,
    notificationSettings: settings,
    pushSubscriptions: devices,
    noticeEmail: emailRows[0] ?? null,
    noticeEmailDeliveries: deliveries,
    noticeEmailConfirmations: confirmations,
  }
}

/**
 * GDPR erasure, beside deleting the accounts (whose follows, notices, settings and devices go with
 * them by ON DELETE CASCADE): the address's unsubscribe record, delivery log and opt-in confirmations,
 * and no more e-mails for the proposals it sent without an account.
 */
export const eraseNoticeData = (db: Db, address: string) =>
  [
    db.delete(noticeEmailAddresses).where(eq(noticeEmailAddresses.email, address)),
    db.delete(noticeConfirmations).where(eq(noticeConfirmations.email, address)),
    db.delete(noticeDeliveries).where(and(eq(noticeDeliveries.channel, 'email'), eq(noticeDeliveries.recipient, address))),
    db.update(proposals).set({ submitterNotify: false }).where(eq(proposals.submitterEmail, address)),
  ] as const
