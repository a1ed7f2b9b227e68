import { desc, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { longDay } from '@copy/dates'
import { districtLabel } from '@copy/district-scope-labels'
import { FOLLOW_UP_TEXTS as T, SHELL_TEXTS } from '@copy'
import { milestones, proposals } from '../db/schema'
import type { AppEnv } from '../env'
import { withDb } from '../middleware/db'
import { revalidateByProposals } from '../middleware/list-cache'

/** Entries in the feed: the newest milestones, enough for any reader polling daily. */
const FEED_SIZE = 100

/**
 * What XML 1.0 cannot hold at all, escaped or not (XML 1.0 §2.2, Characters: controls but tab and line breaks, U+FFFE,
 * U+FFFF, a surrogate alone): one of them in a title makes the whole feed ill-formed for every reader.
 */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu

const xml = (text: string) =>
  text
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')

/**
 * GET /seguimiento/feed.atom: every milestone published, newest first, as Atom 1.0 (RFC 4287), for
 * journalists' and associations' feed readers. Public fields only; revalidated by the proposals' version.
 */
export const feedRoutes = new Hono<AppEnv>().use(withDb).get('/seguimiento/feed.atom', revalidateByProposals, async (c) => {
  const origin = new URL(c.req.url).origin
  const rows = await c.var.db
    .select({
      id: milestones.id,
      date: milestones.date,
      phase: milestones.phase,
      text: milestones.text,
      progress: milestones.progress,
      reason: milestones.reason,
      createdAt: milestones.createdAt,
      proposalId: proposals.id,
      title: proposals.title,
      district: proposals.district,
    })
    .from(milestones)
    .innerJoin(proposals, eq(proposals.id, milestones.proposalId))
    .orderBy(desc(milestones.createdAt), desc(milestones.id))
    .limit(FEED_SIZE)
  const self = `${origin}/seguimiento/feed.atom`
  const updated = (rows[0]?.createdAt ?? new Date(0)).toISOString()
  const entries = rows.map((m) => {
    const page = `${origin}/proposal/${m.proposalId}`
    const summary = [`${longDay(m.date)} · ${m.phase} · ${m.progress} %`, m.text, m.reason ? `${T.reasonLabel} ${m.reason}` : '']
      .filter(Boolean)
      .join('\n')
    return `  <entry>
    <id>${xml(`${page}#hito-${m.id}`)}</id>
    <title>${xml(T.feedEntryTitle(m.title, m.phase, m.progress))}</title>
    <link rel="alternate" type="text/html" href="${xml(page)}"/>
    <published>${m.createdAt.toISOString()}</published>
    <updated>${m.createdAt.toISOString()}</updated>
    <category term="${xml(m.district)}" label="${xml(districtLabel(m.district))}"/>
    <summary type="text">${xml(summary)}</summary>
  </entry>`
  })
  const feed = `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="es">
  <title>${xml(T.feedTitle)}</title>
  <subtitle>${xml(T.intro)}</subtitle>
  <id>${xml(self)}</id>
  <link rel="self" type="application/atom+xml" href="${xml(self)}"/>
  <link rel="alternate" type="text/html" href="${xml(`${origin}/seguimiento`)}"/>
  <updated>${updated}</updated>
  <author><name>${xml(SHELL_TEXTS.siteName)}</name></author>
${entries.join('\n')}
</feed>
`
  return c.body(feed, 200, { 'Content-Type': 'application/atom+xml; charset=utf-8' })
})
