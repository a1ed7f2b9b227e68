import { and, desc, eq, sql } from 'drizzle-orm'
import type { DrizzleD1Database } from 'drizzle-orm/d1'
import * as schema from '../schema'
import { dataVersions, proposals, type ProposalRow } from '../schema'
import { mediaUrl } from '../../images'

type Db = DrizzleD1Database<typeof schema>

const iso = (d: Date | null) => (d ? d.toISOString() : null)

/**
 * A proposal as anybody may see it. Deliberately lists its fields one by one: submitter contact data
 * and the author's id never leave through a public answer.
 */
export function publicProposal(p: ProposalRow) {
  return {
    id: p.id,
    title: p.title,
    description: p.description,
    photoBig: mediaUrl(p.photoBig),
    photoThumb: mediaUrl(p.photoThumb),
    status: p.status,
    votes: p.votes,
    createdAt: p.createdAt.toISOString(),
    district: p.district,
    scope: p.scope,
    approvedAt: iso(p.approvedAt),
    executedAt: iso(p.executedAt),
  }
}
export type PublicProposal = ReturnType<typeof publicProposal>

export async function listProposals(db: Db, where?: { status?: ProposalRow['status']; userId?: number }) {
  const rows = await db
    .select()
    .from(proposals)
    .where(
      and(
        where?.status ? eq(proposals.status, where.status) : undefined,
        where?.userId !== undefined ? eq(proposals.userId, where.userId) : undefined,
      ),
    )
    .orderBy(desc(proposals.createdAt), desc(proposals.id))
  return rows.map(publicProposal)
}

export function findProposal(db: Db, id: number) {
  return db.query.proposals.findFirst({ where: eq(proposals.id, id) })
}

/** The vote counter after a vote, read in the same batch as the insert. */
export const incrementVotes = (db: Db, id: number) =>
  db
    .update(proposals)
    .set({ votes: sql`${proposals.votes} + 1` })
    .where(eq(proposals.id, id))
    .returning()

/** The list's version, bumped by triggers on every change; null if the counter row is missing. */
export async function proposalsVersion(db: Db): Promise<number | null> {
  const row = await db.query.dataVersions.findFirst({ where: eq(dataVersions.name, 'proposals') })
  return row?.version ?? null
}
