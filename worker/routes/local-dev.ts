import { count } from 'drizzle-orm'
import { Hono } from 'hono'
import { onlyLocally } from '../middleware/local-only'
import * as v from 'valibot'
import { ACCESSIBILITY_REQUEST_KINDS, addWorkingDays, ANSWER_WORKING_DAYS } from '@domain/accessibility'
import { cityDay } from '@domain/city-day'
import { DISTRICTS } from '@domain/districts'
import { SCOPES } from '@domain/scopes'
import { STATUSES } from '@domain/statuses'
import { createPasswordAccount } from '../auth/local-idp/accounts'
import { voteRows } from '../db/queries/votes'
import { accessibilityRequests, follows, proposals, users } from '../db/schema'
import type { AppEnv } from '../env'
import { checkImage, storePhotos } from '../images'

/** The demo data's shape (scripts/demo-data/): accounts, proposals and who voted for what. */
const DemoSchema = v.object({
  accounts: v.array(
    v.object({
      email: v.string(),
      password: v.string(),
      isAdmin: v.boolean(),
      name: v.string(),
      surname: v.string(),
      phone: v.string(),
      address: v.string(),
      district: v.picklist(DISTRICTS),
      entity: v.optional(v.string()),
    }),
  ),
  proposals: v.array(
    v.object({
      author: v.optional(v.string()),
      submitter: v.optional(v.object({ name: v.string(), surname: v.string(), phone: v.string(), email: v.string() })),
      title: v.string(),
      description: v.string(),
      district: v.picklist(DISTRICTS),
      scope: v.picklist(SCOPES),
      status: v.picklist(STATUSES),
      votes: v.number(),
      createdAt: v.string(),
      approvedAt: v.optional(v.string()),
      executedAt: v.optional(v.string()),
      rejectedAt: v.optional(v.string()),
      photo: v.optional(v.string()),
      votedBy: v.optional(v.array(v.string())),
    }),
  ),
  /** Complaints and requests sent from the accessibility statement, days ago (their term runs from then). */
  accessibilityRequests: v.optional(
    v.array(
      v.object({
        kind: v.picklist(ACCESSIBILITY_REQUEST_KINDS),
        name: v.string(),
        email: v.string(),
        page: v.string(),
        message: v.string(),
        daysAgo: v.number(),
      }),
    ),
    [],
  ),
})

/**
 * POST /__local/seed: loads the demo data into an empty local database, through the project's own
 * code (the local provider's accounts, R2 photos, drizzle rows). Local configuration only.
 */
export const localDevRoutes = new Hono<AppEnv>().use(onlyLocally).post('/seed', async (c) => {
  const [{ n }] = await c.var.db.select({ n: count() }).from(proposals)
  const [{ u }] = await c.var.db.select({ u: count() }).from(users)
  if (n > 0 || u > 0) return c.json({ seeded: false, reason: 'La base de datos ya tiene datos.' })
  const form = await c.req.formData()
  const demo = v.parse(DemoSchema, JSON.parse(String(form.get('data'))))

  const ids = new Map<string, { id: number; uid: string }>()
  for (const a of demo.accounts) {
    // Demo accounts come with their e-mail confirmed, so that they can vote straight away.
    const { localId } = await createPasswordAccount(c.env.DB, {
      email: a.email,
      password: a.password,
      displayName: `${a.name} ${a.surname}`,
      emailVerified: true,
    })
    const [row] = await c.var.db
      .insert(users)
      .values({
        uid: localId,
        username: a.email.split('@')[0],
        email: a.email,
        name: a.name,
        surname: a.surname,
        phone: a.phone,
        address: a.address,
        district: a.district,
        entity: a.entity ?? null,
        authProvider: 'password',
        emailVerified: true,
        isAdmin: a.isAdmin,
      })
      .returning()
    ids.set(a.email, row)
  }
  for (const p of demo.proposals) {
    const file = p.photo ? form.get(`photo:${p.photo}`) : null
    const thumb = p.photo ? form.get(`thumb:${p.photo}`) : null
    const photos =
      file instanceof File
        ? await storePhotos(c.env.MEDIA, await checkImage(file), thumb instanceof File ? await checkImage(thumb, 'thumbnail') : null)
        : { photoBig: null, photoThumb: null }
    const [row] = await c.var.db
      .insert(proposals)
      .values({
        userId: p.author ? ids.get(p.author)?.id : null,
        title: p.title,
        description: p.description,
        district: p.district,
        scope: p.scope,
        status: p.status,
        votes: p.votes,
        createdAt: new Date(p.createdAt),
        approvedAt: p.approvedAt ? new Date(p.approvedAt) : null,
        executedAt: p.executedAt ? new Date(p.executedAt) : null,
        rejectedAt: p.rejectedAt ? new Date(p.rejectedAt) : null,
        submitterName: p.submitter?.name,
        submitterSurname: p.submitter?.surname,
        submitterPhone: p.submitter?.phone,
        submitterEmail: p.submitter?.email,
        ...photos,
      })
      .returning()
    // Votes already counted in `votes` (paper ballots and online), recorded for the demo accounts.
    for (const email of p.votedBy ?? []) await c.var.db.batch(await voteRows(c.var.db, ids.get(email)!, row.id))
    // Authors and voters follow, as they would have by submitting and voting.
    const followers = new Set([...(p.author ? [p.author] : []), ...(p.votedBy ?? [])])
    for (const email of followers) await c.var.db.insert(follows).values({ userId: ids.get(email)!.id, proposalId: row.id })
  }
  for (const { daysAgo, ...request } of demo.accessibilityRequests) {
    const createdAt = new Date(Date.now() - daysAgo * 86_400_000)
    await c.var.db
      .insert(accessibilityRequests)
      .values({ ...request, createdAt, dueOn: addWorkingDays(cityDay(createdAt), ANSWER_WORKING_DAYS) })
  }
  return c.json({ seeded: true, accounts: demo.accounts.length, proposals: demo.proposals.length })
})
