import { and, desc, eq, inArray, lt, or, sql, type SQL } from 'drizzle-orm'
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
    language: p.language,
    // The technical assessment's public part; the responsible service stays in the admin panel.
    feasibility: p.feasibility,
    estimatedCost: p.estimatedCost,
    assessment: p.assessment,
    /** When the verdict was given: the life cycle's 'Evaluada' step. */
    assessedAt: iso(p.assessedAt),
    awardedCost: p.awardedCost,
    finalCost: p.finalCost,
    /** The budget year (cycle) it was presented in: every figure counts by it. */
    cycleYear: p.cycleYear,
  }
}

/** Only the columns a public answer shows are read: contact data never even leaves the database. */
export const publicColumns = {
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
  language: proposals.language,
  feasibility: proposals.feasibility,
  estimatedCost: proposals.estimatedCost,
  assessment: proposals.assessment,
  assessedAt: proposals.assessedAt,
  awardedCost: proposals.awardedCost,
  finalCost: proposals.finalCost,
  cycleYear: proposals.cycleYear,
}
type PublicRow = Pick<ProposalRow, keyof typeof publicColumns>

export interface ListFilter {
  status?: ProposalRow['status'][]
  district?: string
  scope?: string
  /** The cycle (budget year) it was presented in. */
  year?: number
  /** Words looked for in title and description (full-text search, accents and case folded). */
  q?: string
  /** 'any': a proposal with any of the words (of three letters or more) matches, the most alike first. */
  words?: 'all' | 'any'
  userId?: number
  limit?: number
  /** Newest first by default; with words, most relevant first unless 'newest' is asked for. */
  sort?: 'newest' | 'votes' | 'relevance'
  /** Continue after this proposal: its sort key (createdAt in ms, or its relevance) and id. */
  after?: { key: number; id: number }
}

/** More words than this narrow nothing a person would notice; they are not looked for (and D1 binds ≤ 100 values). */
const MAX_SEARCH_WORDS = 8

/**
 * The words of a search as an FTS5 query: each one a prefix ('parq' finds 'parque' while typing), all
 * of them required (or any, for similar proposals). Only letters and digits reach the query, so nothing
 * typed is FTS5 syntax.
 */
export function searchExpression(q: string | undefined, mode: 'all' | 'any' = 'all'): string | null {
  const all = (q ?? '').toLowerCase().split(/[^\p{L}\p{N}]+/u)
  // Looking for any word, the short ones ('de', 'la', 'en') would match nearly everything.
  const words = [...new Set(all.filter((w) => (mode === 'any' ? w.length >= 3 : w !== '')))].slice(0, MAX_SEARCH_WORDS)
  return words.length ? words.map((w) => `"${w}"*`).join(mode === 'any' ? ' OR ' : ' ') : null
}

/** Relevance of a match, lower is better (FTS5's bm25); a word in the title weighs four times one in the description. */
const relevance = sql<number>`bm25(proposals_fts, 4.0, 1.0)`

/**
 * One page of proposals. Every filter is backed by an index (see schema.ts); words go through the
 * `proposals_fts` full-text index (migration 0011). Pages continue by cursor (the last item's sort key
 * and id), so a vote or a new proposal between two pages neither repeats nor skips an item.
 */
export async function listProposals(db: Db, f: ListFilter = {}) {
  const match = searchExpression(f.q, f.words)
  // Alike to nothing (no word of three letters or more): nothing is similar.
  if (f.words === 'any' && !match) return { items: [], next: null }
  const sort = f.sort ?? (match ? 'relevance' : 'newest')
  const ranked = sort === 'relevance' && match !== null
  const after = f.after
  const conditions: (SQL | undefined)[] = [
    f.status?.length ? inArray(proposals.status, f.status) : undefined,
    // A district also holds the proposals for the whole city ('Todos'), which concern every district (§2).
    f.district ? inArray(proposals.district, f.district === 'Todos' ? ['Todos'] : [f.district, 'Todos']) : undefined,
    f.scope ? eq(proposals.scope, f.scope) : undefined,
    f.userId !== undefined ? eq(proposals.userId, f.userId) : undefined,
    // A year is the cycle a proposal was presented in (docs/decisions/0058), for every list alike.
    f.year !== undefined ? eq(proposals.cycleYear, f.year) : undefined,
    match ? sql`proposals_fts MATCH ${match}` : undefined,
    after && ranked ? or(sql`${relevance} > ${after.key}`, and(sql`${relevance} = ${after.key}`, lt(proposals.id, after.id))) : undefined,
    after && !ranked && sort !== 'votes'
      ? or(lt(proposals.createdAt, new Date(after.key)), and(eq(proposals.createdAt, new Date(after.key)), lt(proposals.id, after.id)))
      : undefined,
  ]
  const columns = { ...publicColumns, rank: ranked ? relevance : sql<number>`0` }
  const from = db.select(columns).from(proposals)
  const joined = match ? from.innerJoin(sql`proposals_fts`, sql`proposals_fts.rowid = ${proposals.id}`) : from
  const query = joined
    .where(and(...conditions))
    .orderBy(
      ...(ranked
        ? [relevance, desc(proposals.id)]
        : sort === 'votes'
          ? [desc(proposals.votes), desc(proposals.id)]
          : [desc(proposals.createdAt), desc(proposals.id)]),
    )
  const rows = f.limit ? await query.limit(f.limit + 1) : await query
  // A votes ranking is asked for with a limit alone (the home page's top three): no cursor.
  const more = f.limit !== undefined && rows.length > f.limit && sort !== 'votes'
  const page = f.limit !== undefined ? rows.slice(0, f.limit) : rows
  const last = page.at(-1)
  return {
    items: page.map(publicProposal),
    next: more && last ? `${ranked ? last.rank : last.createdAt.getTime()}_${last.id}` : null,
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
