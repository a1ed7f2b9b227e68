import { and, asc, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { accessibilityReference, addWorkingDays, ANSWER_WORKING_DAYS } from '@domain/accessibility'
import type { AuditAction, AuditTarget } from '@domain/audit'
import { longDay } from '@copy/dates'
import { cityDay } from '@domain/city-day'
import { AccessibilityAnswerSchema, AccessibilityRequestSchema, idParam } from '@schemas'
import { ACCESSIBILITY_TEXTS } from '@copy'
import type { Db } from '../db/client'
import { accessibilityRequests, auditLog, nowMs } from '../db/schema'
import type { AppEnv } from '../env'
import { AppError } from '../errors'
import { currentUser, requireAdmin } from '../middleware/auth'
import { rateLimit } from '../middleware/rate-limit'
import { sendEmail } from '../notices/email'
import { validate } from '../validate'

const T = ACCESSIBILITY_TEXTS
type RequestRow = typeof accessibilityRequests.$inferSelect

/**
 * Receipts mailed to one address in a day, whoever sends the requests: the address is typed, never
 * confirmed, so the per-sender limit alone let a script aim every receipt at one person. Requests over
 * it are still stored and answered; their reference is on the sender's screen.
 */
const RECEIPTS_PER_ADDRESS_PER_DAY = 3
const DAY_MS = 24 * 60 * 60 * 1000

/** Whether `row` is among the first receipts to its address in a day: by id, so simultaneous requests agree. */
async function receiptAllowed(db: Db, row: RequestRow) {
  const [{ earlier }] = await db
    .select({ earlier: count() })
    .from(accessibilityRequests)
    .where(
      and(
        eq(accessibilityRequests.email, row.email),
        gt(accessibilityRequests.createdAt, new Date(row.createdAt.getTime() - DAY_MS)),
        lt(accessibilityRequests.id, row.id),
      ),
    )
  return earlier < RECEIPTS_PER_ADDRESS_PER_DAY
}

/** One request as the admin panel reads it (an admin-only answer: it carries the person's e-mail). */
const requestJson = (r: RequestRow) => ({
  id: r.id,
  reference: accessibilityReference(r.id, r.createdAt),
  kind: r.kind,
  name: r.name,
  email: r.email,
  page: r.page,
  message: r.message,
  createdAt: r.createdAt.toISOString(),
  dueOn: r.dueOn,
  answer: r.answer,
  answeredAt: r.answeredAt?.toISOString() ?? null,
})

/**
 * The accessibility statement's channel (RD 1112/2018 art. 10–12): anybody sends a complaint or a request
 * for accessible information and gets a reference at once and by e-mail; the term of 20 working days
 * starts the day it arrives, in the city's calendar.
 */
export const accessibilityRoutes = new Hono<AppEnv>().post(
  '/requests',
  rateLimit('LIMIT_ACCESSIBILITY'),
  validate('json', AccessibilityRequestSchema),
  async (c) => {
    const input = c.req.valid('json')
    const dueOn = addWorkingDays(cityDay(), ANSWER_WORKING_DAYS)
    const [row] = await c.var.db
      .insert(accessibilityRequests)
      .values({ ...input, dueOn })
      .returning()
    const reference = accessibilityReference(row.id, row.createdAt)
    // The request is stored before the e-mail: a failing mail service loses nothing (the page shows the
    // reference, the officers see the request).
    if (await receiptAllowed(c.var.db, row))
      await sendEmail(
        c.env,
        {
          to: row.email,
          subject: T.email.receivedSubject(row.kind, reference),
          text: T.email.receivedBody({ kind: row.kind, reference, due: longDay(dueOn) }),
          headers: {},
        },
        'ACCESSIBILITY',
      ).catch((error) => console.error('accessibility receipt e-mail', error))
    return c.json({ reference, dueOn }, 201)
  },
)

/** The admin panel's list and answers; every answer is e-mailed and recorded in the history. */
export const adminAccessibilityRoutes = new Hono<AppEnv>()
  .use(requireAdmin)
  // Unanswered first, the nearest term first; then the answered ones, newest first.
  .get('/', async (c) => {
    const rows = await c.var.db
      .select()
      .from(accessibilityRequests)
      .orderBy(sql`${accessibilityRequests.answeredAt} IS NOT NULL`, asc(accessibilityRequests.dueOn), desc(accessibilityRequests.id))
    return c.json(rows.map(requestJson))
  })

  .post('/:id/answer', validate('param', idParam), validate('json', AccessibilityAnswerSchema), async (c) => {
    const { id } = c.req.valid('param')
    const { answer } = c.req.valid('json')
    const db = c.var.db
    const found = await db.query.accessibilityRequests.findFirst({ where: eq(accessibilityRequests.id, id) })
    if (!found) throw new AppError('NOT_FOUND', T.admin.notFound)
    if (found.answeredAt) throw new AppError('CONFLICT', T.admin.alreadyAnswered)
    const answeredAt = new Date()
    const adminId = currentUser(c).id
    const after = JSON.stringify({ reference: accessibilityReference(found.id, found.createdAt), answeredAt: answeredAt.toISOString() })
    // Only an open request takes an answer, and the history row is written only when the update was: two
    // officers answering at once end with one answer, one history row and one e-mail.
    const [[row]] = await db.batch([
      db
        .update(accessibilityRequests)
        .set({ answer, answeredAt, answeredBy: adminId })
        .where(and(eq(accessibilityRequests.id, id), isNull(accessibilityRequests.answeredAt)))
        .returning(),
      // Every column of audit_log in order (an insert from a select names none): the history row exists
      // only if the update above changed the request.
      db
        .insert(auditLog)
        .select(
          sql`SELECT NULL, ${nowMs}, ${adminId}, ${'accessibility.answer' satisfies AuditAction}, ${'accessibility' satisfies AuditTarget}, ${id}, NULL, ${after}, NULL WHERE changes() = 1`,
        ),
    ])
    if (!row) throw new AppError('CONFLICT', T.admin.alreadyAnswered)
    const reference = accessibilityReference(row.id, row.createdAt)
    // A request whose sender had their data erased keeps no address: the answer is recorded, not mailed.
    if (row.email)
      await sendEmail(
        c.env,
        {
          to: row.email,
          subject: T.email.answerSubject(row.kind, reference),
          text: T.email.answerBody({ reference, answer }),
          headers: {},
        },
        'ACCESSIBILITY',
      )
    return c.json(requestJson(row))
  })
