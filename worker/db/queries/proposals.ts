import { and, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../client'
import { dataVersions, proposals, type ProposalRow } from '../schema'
import { mediaUrl } from '@worker/images'

const iso = (d: Date | null) => (d ? d.toISOString() : null)

/**
 * A proposal as anybody may see it. Deliberately lists its fields one by one: submitter contact data
 * and the author's id never leave through a public answer.
 */
export function publicProposal(p: PublicRow) {
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
    rejectedAt: iso(p.rejectedAt),
    channel: p.channel,
    // The technical assessment's public part; the responsible service stays in the admin panel.
    feasibility: p.feasibility,
    estimatedCost: p.estimatedCost,
    assessment: p.assessment,
  }
}

/** Only the columns a public answer shows are read: contact data never even leaves the database. */
const publicColumns = {
  id: proposals.id,
  title: proposals.title,
  description: proposals.description,
  photoBig: proposals.photoBig,
  photoThumb: proposals.photoThumb,
  status: proposals.status,
  votes: proposals.votes,
  createdAt: proposals.createdAt,
  district: proposals.district,
  scope: proposals.scope,
  approvedAt: proposals.approvedAt,
  executedAt: proposals.executedAt,
  rejectedAt: proposals.rejectedAt,
  channel: proposals.channel,
  feasibility: proposals.feasibility,
  estimatedCost: proposals.estimatedCost,
  assessment: proposals.assessment,
}
type PublicRow = Pick<ProposalRow, keyof typeof publicColumns>

export interface ListFilter {
  status?: ProposalRow['status'][]
  district?: string
  scope?: string
  /** Calendar year of creation (UTC). */
  year?: number
  /** Words looked for in title and description. */
  q?: string
  userId?: number
  limit?: number
  sort?: 'newest' | 'votes'
  /** Continue after this proposal (newest-first order): its createdAt (ms) and id. */
  after?: { createdAt: number; id: number }
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`)

/** Newest first; every filter is backed by an index (see schema.ts). */
export async function listProposals(db: Db, f: ListFilter = {}) {
  const conditions: (SQL | undefined)[] = [
    f.status?.length ? inArray(proposals.status, f.status) : undefined,
    f.district ? eq(proposals.district, f.district) : undefined,
    f.scope ? eq(proposals.scope, f.scope) : undefined,
    f.userId !== undefined ? eq(proposals.userId, f.userId) : undefined,
    f.year !== undefined
      ? and(gte(proposals.createdAt, new Date(Date.UTC(f.year, 0, 1))), lt(proposals.createdAt, new Date(Date.UTC(f.year + 1, 0, 1))))
      : undefined,
    ...(f.q ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((word) => {
        const pattern = `%${escapeLike(word)}%`
        return or(sql`${proposals.title} LIKE ${pattern} ESCAPE '\\'`, sql`${proposals.description} LIKE ${pattern} ESCAPE '\\'`)
      }),
    f.after
      ? or(
          lt(proposals.createdAt, new Date(f.after.createdAt)),
          and(eq(proposals.createdAt, new Date(f.after.createdAt)), lt(proposals.id, f.after.id)),
        )
      : undefined,
  ]
  const query = db
    .select(publicColumns)
    .from(proposals)
    .where(and(...conditions))
    .orderBy(...(f.sort === 'votes' ? [desc(proposals.votes), desc(proposals.id)] : [desc(proposals.createdAt), desc(proposals.id)]))
  const rows = f.limit ? await query.limit(f.limit + 1) : await query
  // The cursor follows the newest-first order only; a votes ranking is asked for with a limit alone.
  const more = f.limit !== undefined && rows.length > f.limit && f.sort !== 'votes'
  const page = f.limit !== undefined ? rows.slice(0, f.limit) : rows
  const last = page.at(-1)
  return {
    items: page.map(publicProposal),
    next: more && last ? `${last.createdAt.getTime()}_${last.id}` : null,
  }
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
