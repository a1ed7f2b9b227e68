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
import { LANGUAGES } from '@domain/languages'
import { accessibilityRequests, budgetHeadings, budgetYears, follows, milestones, proposals, users, voteReceipts } from '../db/schema'
import { FEASIBILITIES, SELECTION_RULES } from '@domain/budget'
import { BudgetSchema } from '@schemas'
import { writeBudget } from '../db/queries/budget'
import { confirmSelection } from '../selection'
import type { AppEnv } from '../env'
import { checkImage, storePhotos } from '../images'
import { activateCensus } from '../census/seed'
import { writeLanguages } from '../db/queries/system-config'
import { writeCalendar } from '../db/queries/calendar'
import type { CycleCalendar } from '@domain/cycle-calendar'
import { DEFAULT_BUDGET_YEAR } from '@domain/constants'

const shifted = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

/**
 * The demo year's calendar around the day it is loaded: presentation and support together from the
 * summer before the budget year (when its pending proposals were presented) until three weeks from now
 * (so the demo is in 'Apoyos'), then a month of technical assessment, three weeks of selection and of
 * results, and the execution to the end of the year after the budget's.
 */
function demoCalendar(today: string, year: number): CycleCalendar {
  const summer = `${year - 1}-07-01`
  const open = { start: summer < today ? summer : shifted(today, -60), end: shifted(today, 20) }
  return {
    presentation: open,
    support: open,
    assessment: { start: shifted(today, 21), end: shifted(today, 50) },
    selection: { start: shifted(today, 51), end: shifted(today, 70) },
    results: { start: shifted(today, 71), end: shifted(today, 90) },
    execution: { start: shifted(today, 91), end: `${year + 1}-12-31` },
  }
}

/**
 * The cycle a demo proposal was presented in, by the rule migration 0024 gave the rows before it; a
 * pending one of an earlier year whose heading the demo confirms in that year (last year's acta) is of
 * that year's cycle, not the one in course.
 */
function demoCycleYear(
  p: { status: string; district: string; createdAt: string; approvedAt?: string; executedAt?: string },
  budgetYear: number,
  confirmedEarlier: ReadonlySet<string>,
) {
  const decided = p.approvedAt ?? p.executedAt
  if ((p.status === 'approved' || p.status === 'executed') && decided) return Number(decided.slice(0, 4))
  const presented = Number(p.createdAt.slice(0, 4))
  if (p.status === 'pending') return confirmedEarlier.has(`${presented}/${p.district}`) ? presented : budgetYear
  return presented
}

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
      feasibility: v.optional(v.picklist(FEASIBILITIES)),
      estimatedCost: v.optional(v.number()),
      service: v.optional(v.string()),
      assessment: v.optional(v.string()),
      awardedCost: v.optional(v.number()),
      finalCost: v.optional(v.number()),
      /** The language it was written in, when not Spanish (the page says so). */
      language: v.optional(v.picklist(LANGUAGES)),
      milestones: v.optional(
        v.array(
          v.object({
            date: v.string(),
            phase: v.string(),
            text: v.string(),
            progress: v.number(),
            reason: v.optional(v.string()),
            photo: v.optional(v.string()),
          }),
        ),
      ),
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
  /** The interface languages on offer, as the council sets them in 'Idiomas del portal'. */
  languages: v.optional(v.array(v.picklist(LANGUAGES))),
  /** The cycle's money, as PUT /api/budget takes it. */
  budget: v.optional(BudgetSchema),
  /** Residents' approval ballots beyond the demo accounts': `count` people who supported these titles. */
  ballots: v.optional(v.array(v.object({ count: v.number(), approve: v.array(v.string()) }))),
  /**
   * Headings whose selection the council confirmed in an earlier year, as an administrator would in
   * 'Selección': the year in course is in support (its calendar below), when nothing is confirmed yet.
   */
  selections: v.optional(
    v.array(
      v.object({
        year: v.number(),
        district: v.picklist(DISTRICTS),
        rule: v.picklist(SELECTION_RULES),
        excluded: v.optional(v.array(v.object({ title: v.string(), reason: v.string() }))),
      }),
    ),
  ),
  /** A small census (document, birth date, district) in which the demo resident is found. */
  census: v.optional(v.array(v.object({ document: v.string(), birthDate: v.string(), district: v.string() })), []),
  /** Earlier years' money, so that the accountability of those years has its amounts. */
  budgets: v.optional(
    v.array(v.object({ year: v.number(), investmentBudget: v.number(), headings: v.record(v.picklist(DISTRICTS), v.number()) })),
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
  const titles = new Map<string, number>()
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
  // Each use of a demo photo is stored on its own, as an upload would be.
  const demoPhotos = async (name: string | undefined) => {
    const file = name ? form.get(`photo:${name}`) : null
    const thumb = name ? form.get(`thumb:${name}`) : null
    return file instanceof File
      ? await storePhotos(c.env.MEDIA, await checkImage(file), thumb instanceof File ? await checkImage(thumb, 'thumbnail') : null)
      : { photoBig: null, photoThumb: null }
  }
  // The headings the demo confirms in a year before the one in course (their candidates are of that cycle).
  const confirmedEarlier = new Set((demo.selections ?? []).map((s) => `${s.year}/${s.district}`))
  for (const p of demo.proposals) {
    const photos = await demoPhotos(p.photo)
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
        feasibility: p.feasibility,
        estimatedCost: p.estimatedCost ?? null,
        service: p.service ?? null,
        assessment: p.assessment ?? null,
        assessedAt: p.feasibility && p.feasibility !== 'pending' ? new Date(p.createdAt) : null,
        awardedCost: p.awardedCost ?? null,
        finalCost: p.finalCost ?? null,
        language: p.language ?? 'es',
        cycleYear: demoCycleYear(p, demo.budget?.year ?? DEFAULT_BUDGET_YEAR, confirmedEarlier),
        ...photos,
      })
      .returning()
    for (const m of p.milestones ?? []) {
      const { photo, ...fields } = m
      await c.var.db.insert(milestones).values({ proposalId: row.id, ...fields, reason: m.reason ?? null, ...(await demoPhotos(photo)) })
    }
    // Votes already counted in `votes` (paper ballots and online), recorded for the demo accounts.
    for (const email of p.votedBy ?? []) await c.var.db.batch(await voteRows(c.var.db, ids.get(email)!, row.id))
    // Authors and voters follow, as they would have by submitting and voting.
    const followers = new Set([...(p.author ? [p.author] : []), ...(p.votedBy ?? [])])
    for (const email of followers) await c.var.db.insert(follows).values({ userId: ids.get(email)!.id, proposalId: row.id })
    titles.set(p.title, row.id)
  }
  // Anonymous residents' ballots: receipts under made-up identities, as votes leave them.
  let voter = 0
  const receipts = (demo.ballots ?? []).flatMap((ballot) =>
    Array.from({ length: ballot.count }, () => {
      voter++
      return ballot.approve.map((title) => ({ voterHash: `demo-voter-${voter}`, proposalId: titles.get(title)! }))
    }).flat(),
  )
  // Three bound values a row: 30 rows keep each statement under D1's 100 parameters.
  for (let start = 0; start < receipts.length; start += 30) await c.var.db.insert(voteReceipts).values(receipts.slice(start, start + 30))
  const boss = demo.accounts.find((a) => a.isAdmin)
  const adminId = boss ? ids.get(boss.email)!.id : 0
  if (demo.budget) {
    await writeBudget(c.var.db, demo.budget, adminId)
    await writeCalendar(c.var.db, demo.budget.year, demoCalendar(cityDay(), demo.budget.year), adminId, demo.budget.year)
  }
  // Earlier years' money first: last year's confirmed heading (its acta) distributes it.
  for (const b of demo.budgets ?? []) {
    await c.var.db.insert(budgetYears).values({ year: b.year, investmentBudget: b.investmentBudget })
    await c.var.db
      .insert(budgetHeadings)
      .values(Object.entries(b.headings).map(([district, amount]) => ({ year: b.year, district, amount })))
  }
  for (const s of demo.selections ?? []) {
    const excluded = (s.excluded ?? []).map((e) => ({ id: titles.get(e.title)!, reason: e.reason }))
    await confirmSelection(
      c.var.db,
      { year: s.year, district: s.district, rule: s.rule, comparison: false, excluded, included: [] },
      adminId,
      c.req.url,
    )
  }
  for (const { daysAgo, ...request } of demo.accessibilityRequests) {
    const createdAt = new Date(Date.now() - daysAgo * 86_400_000)
    await c.var.db
      .insert(accessibilityRequests)
      .values({ ...request, createdAt, dueOn: addWorkingDays(cityDay(createdAt), ANSWER_WORKING_DAYS) })
  }
  if (demo.languages) await writeLanguages(c.var.db, demo.languages, adminId)
  if (demo.census.length) await activateCensus(c.env, demo.census)
  return c.json({ seeded: true, accounts: demo.accounts.length, proposals: demo.proposals.length })
})
