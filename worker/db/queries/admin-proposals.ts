import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm'
import { encodeAdminCursor, type AdminCursor, type AdminSortKey } from '@domain/admin-proposals'
import type { VoteChannel } from '@domain/census'
import type { AdminExportQuery, AdminProposalQuery } from '@schemas'
import type { Db } from '../client'
import { inList } from '../id-list'
import { proposals, voteReceipts } from '../schema'
import { statusSortKey, textSortKey } from '../sort-keys'
import { publicColumns, publicProposal, searchExpression } from './proposals'

type AdminFilter = Omit<AdminExportQuery, 'sort' | 'dir'>

/** Each column's order, as the indexes of migrations/0020_admin-table-order.sql hold it. */
const SORT_KEYS: Record<AdminSortKey, SQL> = {
  title: textSortKey(proposals.title),
  status: statusSortKey(proposals.status),
  scope: sql`${proposals.scope}`,
  votes: sql`${proposals.votes}`,
  createdAt: sql`${proposals.createdAt}`,
}

/**
 * The filters as SQL: exact matches (an admin choosing 'Norte' wants Norte's rows, not the whole city's
 * too), the cycle it was presented in (docs/decisions/0058), and words through the full-text index (decision 0037); a search of
 * digits alone also finds the proposal with that id.
 */
function conditions(f: AdminFilter): SQL[] {
  const match = searchExpression(f.q)
  const id = /^\d{1,10}$/.test(f.q ?? '') ? Number(f.q) : null
  const words = match ? sql`${proposals.id} in (select rowid from proposals_fts where proposals_fts match ${match})` : null
  return [
    f.status ? eq(proposals.status, f.status) : undefined,
    f.district ? eq(proposals.district, f.district) : undefined,
    f.scope ? eq(proposals.scope, f.scope) : undefined,
    f.channel ? eq(proposals.channel, f.channel) : undefined,
    f.year !== undefined ? eq(proposals.cycleYear, f.year) : undefined,
    words && id !== null ? sql`(${words} or ${proposals.id} = ${id})` : (words ?? undefined),
  ].filter((c): c is SQL => c !== undefined)
}

function order(sort: AdminSortKey, dir: 'asc' | 'desc') {
  const by = dir === 'asc' ? asc : desc
  return [by(SORT_KEYS[sort]), by(proposals.id)]
}

/** After the cursor's row in the page's order: a row value comparison, which SQLite answers from the index. */
function after(c: AdminCursor): SQL {
  const row = sql`(${SORT_KEYS[c.sort]}, ${proposals.id})`
  return c.dir === 'asc' ? sql`${row} > (${c.key}, ${c.id})` : sql`${row} < (${c.key}, ${c.id})`
}

/** The cycles with at least one proposal, newest first: read from the cycle's index. */
const yearsQuery = (db: Db) =>
  db.all<{ year: number }>(sql`select distinct cycle_year as year from proposals where cycle_year is not null order by cycle_year desc`)

/** The rows of a page and one more (which tells that another page follows), each with its sort key. */
export const pageQuery = (db: Db, q: AdminProposalQuery) =>
  db
    // As SQLite answers it (the creation time in ms, not the column's Date), which is what the cursor compares;
    // named, because D1 answers a batch's rows by column name and the column itself is also read.
    .select({
      ...publicColumns,
      sortKey: sql<string | number>`${SORT_KEYS[q.sort]}`.mapWith((value: string | number) => value).as('sort_key'),
    })
    .from(proposals)
    .where(and(...conditions(q), q.cursor ? after(q.cursor) : undefined))
    .orderBy(...order(q.sort, q.dir))
    .limit(q.limit + 1)

/**
 * One page of the admin table, the number of rows the filters keep and the years to filter by, in one
 * round trip. Pages continue by cursor (the last row's sort key and id), so rows added, deleted or voted
 * on elsewhere in the table between two pages neither repeat nor skip the others.
 */
export async function adminProposalPage(db: Db, q: AdminProposalQuery) {
  const where = conditions(q)
  const [rows, [{ total }], years] = await db.batch([
    pageQuery(db, q),
    db
      .select({ total: count() })
      .from(proposals)
      .where(and(...where)),
    yearsQuery(db),
  ])
  const page = rows.slice(0, q.limit)
  const last = page.at(-1)
  return {
    items: page.map(publicProposal),
    total,
    next: rows.length > q.limit && last ? encodeAdminCursor({ sort: q.sort, dir: q.dir, key: last.sortKey, id: last.id }) : null,
    years: years.map((y) => y.year),
  }
}

/**
 * Rows an export reads per query. 100,000 proposals take 20 queries (under the free plan's 50 per
 * request) and one query's rows stay a few megabytes in the Worker's 128 MB.
 */
const EXPORT_CHUNK = 5000

/**
 * Every proposal the filters keep, in the table's order, a chunk at a time. The order is fixed first
 * (the ids alone: 100,000 numbers), then the rows are read by id: a vote, an edit or a new proposal
 * while the export runs never repeats or drops a row; a row deleted meanwhile is left out. Each chunk
 * comes with its votes by channel, counted from the vote receipts in the same D1 batch.
 */
export async function* exportedProposals(db: Db, q: AdminExportQuery, chunk = EXPORT_CHUNK) {
  const ids = await db
    .select({ id: proposals.id })
    .from(proposals)
    .where(and(...conditions(q)))
    .orderBy(...order(q.sort, q.dir))
  for (let start = 0; start < ids.length; start += chunk) {
    const wanted = ids.slice(start, start + chunk).map((r) => r.id)
    const [rows, receipts] = await db.batch([
      db.select(publicColumns).from(proposals).where(inList(proposals.id, wanted)),
      db
        .select({ proposalId: voteReceipts.proposalId, channel: voteReceipts.channel, n: count() })
        .from(voteReceipts)
        .where(inList(voteReceipts.proposalId, wanted))
        .groupBy(voteReceipts.proposalId, voteReceipts.channel),
    ])
    const byId = new Map(rows.map((r) => [r.id, r]))
    const channels = new Map<number, Partial<Record<VoteChannel, number>>>()
    for (const { proposalId, channel, n } of receipts) channels.set(proposalId, { ...channels.get(proposalId), [channel]: n })
    yield wanted.flatMap((id) => {
      const row = byId.get(id)
      return row ? [{ ...publicProposal(row), votesByChannel: channels.get(id) ?? {} }] : []
    })
  }
}
