import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { AssessmentSchema, ProposalFormSchema, ProposalListQuerySchema, StatusUpdateSchema, SubmitterSchema, idParam } from '@schemas'
import { BUDGET_VALIDATION, SERVER_TEXTS } from '@copy'
import { formatEuros } from '@domain/money'
import type { AuditAction } from '@domain/audit'
import { ASSESSMENT_FIELDS, MODERATION_FIELDS, audit, changedFields } from '../db/queries/audit'
import { findBudgetYear } from '../db/queries/budget'
import { createProposal } from '../db/queries/create-proposal'
import { follow, unfollow } from '../db/queries/notices'
import { findProposal, incrementVotes, listProposals, publicProposal } from '../db/queries/proposals'
import { proposalAnswer } from '../db/queries/milestones'
import { outcomesOf } from '../db/queries/outcomes'
import { readSystemConfig } from '../db/queries/system-config'
import { assertAssessable, assertPhase, assertVotable } from '../phase'
import { accountRecord, checkVoteRules } from '../census/residence'
import { voteRows } from '../db/queries/votes'
import { userJson } from '../db/queries/users'
import { isUniqueViolation } from '../db/client'
import { auditLog, proposals, type ProposalRow } from '../db/schema'
import type { AppEnv } from '../env'
import { AppError } from '../errors'
import { deleteWithPhotos } from '../delete-with-photos'
import { checkFormPhotos, savePhotoChange, storePhotos } from '../images'
import { currentUser, loadUser, requireAdmin, requireUser } from '../middleware/auth'
import { gzipAnswer } from '../middleware/compress'
import { proposalFormLimit } from '../middleware/form-limit'
import { idempotent, markReplayed } from '../middleware/idempotency'
import { pendingOptIn, sendConfirmation } from '../notices/confirmation'
import { assessmentEvent, statusEvent } from '../notices/status-event'
import { proposalListCache } from '../middleware/list-cache'
import { rateLimit } from '../middleware/rate-limit'
import { parseOrThrow, validate } from '../validate'

async function proposalOr404(c: { var: AppEnv['Variables'] }, id: number): Promise<ProposalRow> {
  const row = await findProposal(c.var.db, id)
  if (!row) throw new AppError('NOT_FOUND', SERVER_TEXTS.proposalNotFound)
  return row
}

/** Status changes stamp the life-cycle dates the public timeline shows; stepping back clears them. */
function lifeCycleDates(current: ProposalRow, status: ProposalRow['status'] | undefined) {
  if (!status || status === current.status) return {}
  const now = new Date()
  switch (status) {
    case 'approved':
      return { approvedAt: current.approvedAt ?? now, executedAt: null, rejectedAt: null }
    case 'executed':
      return { executedAt: now, rejectedAt: null }
    case 'pending':
      return { approvedAt: null, executedAt: null, rejectedAt: null }
    case 'rejected':
      return { rejectedAt: now }
  }
}

/** The history names an inline change after what it changed; a request may carry several. */
const moderationAction = (u: { status?: unknown; scope?: unknown }): AuditAction =>
  u.status !== undefined ? 'proposal.status' : u.scope !== undefined ? 'proposal.scope' : 'proposal.votes'

const DATA_FIELDS = ['title', 'description', 'district', 'scope'] as const

/** The whole assessment, for the admin panel: the responsible service is not public. */
const assessmentJson = (p: ProposalRow) => ({
  proposalId: p.id,
  feasibility: p.feasibility,
  estimatedCost: p.estimatedCost,
  service: p.service,
  assessment: p.assessment,
  assessedAt: p.assessedAt?.toISOString() ?? null,
})

/** What the history keeps of a deleted proposal: its public fields, never the submitter's contact data. */
const deletedSnapshot = (p: ProposalRow) => ({
  title: p.title,
  status: p.status,
  district: p.district,
  scope: p.scope,
  votes: p.votes,
  channel: p.channel,
})

export const proposalRoutes = new Hono<AppEnv>()
  // Browsers revalidate (no-cache) and mostly get 304; see middleware/list-cache.ts.
  .get('/', proposalListCache, gzipAnswer, validate('query', ProposalListQuerySchema), async (c) => {
    const { cursor, ...filter } = c.req.valid('query')
    const { items, next } = await listProposals(c.var.db, { ...filter, after: cursor })
    if (next) c.header('X-Next-Cursor', next)
    // A card says what became of its proposal once its heading's selection is confirmed.
    const outcomes = await outcomesOf(
      c.var.db,
      items.map((p) => p.id),
    )
    return c.json(items.map((p) => ({ ...p, outcome: outcomes.get(p.id) ?? null })))
  })

  .get('/:id', validate('param', idParam), async (c) => {
    const row = await proposalOr404(c, c.req.valid('param').id)
    return c.json(await proposalAnswer(c.var.db, row))
  })

  .post(
    '/',
    proposalFormLimit,
    idempotent,
    loadUser,
    rateLimit('LIMIT_SUBMIT', { alsoByAddress: true }),
    validate('form', ProposalFormSchema),
    async (c) => {
      const form = c.req.valid('form')
      const user = c.var.user
      const cycle = await assertPhase(c.var.db, 'presentation')

      // Visitors leave their contact details (§6); signed-in people are reached through their profile.
      const submitter = user ? null : parseOrThrow(SubmitterSchema, form)
      // A signed-in author follows their proposal and chooses channels in 'Mi Perfil'; the box is the
      // visitor's, and its address hears nothing until its holder confirms it (double opt-in).
      const optIn = !user && form.notifyByEmail && submitter?.submitterEmail ? pendingOptIn(submitter.submitterEmail) : undefined

      const { row, replayed } = await createProposal(
        c.var.db,
        c.env.MEDIA,
        {
          userId: user?.id ?? null,
          title: form.title,
          description: form.description,
          district: form.district,
          scope: form.scope,
          cycleYear: cycle.config.budgetYear,
          ...submitter,
          submitterNotify: !!optIn,
        },
        form,
        c.var.idempotencyKey,
        undefined,
        optIn,
      )
      if (replayed) markReplayed(c)
      else if (optIn) await sendConfirmation(c.env, c.var.db, { ...optIn, title: row.title, origin: new URL(c.req.url).origin })
      return c.json(publicProposal(row), 201)
    },
  )

  .patch('/:id/data', proposalFormLimit, requireAdmin, validate('param', idParam), validate('form', ProposalFormSchema), async (c) => {
    const current = await proposalOr404(c, c.req.valid('param').id)
    const form = c.req.valid('form')
    const { big, thumb } = await checkFormPhotos(form)
    const photos = big ? await storePhotos(c.env.MEDIA, big, thumb) : null
    const fields = { title: form.title, description: form.description, district: form.district, scope: form.scope }
    const change = changedFields(DATA_FIELDS, current, { ...current, ...fields })
    const recorded = photos ? { before: change?.before ?? {}, after: { ...change?.after, newPhoto: true } } : change
    const db = c.var.db
    // The photos just stored go if nothing was saved; the old ones once the row points at the new ones.
    const [[row]] = await savePhotoChange(c.env.MEDIA, { stored: photos, old: photos ? current : null }, () =>
      db.batch([
        db
          .update(proposals)
          .set({ ...fields, ...photos })
          .where(eq(proposals.id, current.id))
          .returning(),
        ...(recorded
          ? [audit(db, { adminId: currentUser(c).id, action: 'proposal.data', targetType: 'proposal', targetId: current.id, ...recorded })]
          : []),
      ]),
    )
    return c.json(publicProposal(row))
  })

  .patch('/:id/status', requireAdmin, validate('param', idParam), validate('json', StatusUpdateSchema), async (c) => {
    const current = await proposalOr404(c, c.req.valid('param').id)
    const update = c.req.valid('json')
    const set = { ...update, ...lifeCycleDates(current, update.status) }
    const change = changedFields(MODERATION_FIELDS, current, { ...current, ...set })
    const db = c.var.db
    const event = statusEvent(db, current, update.status, c.req.url)
    const recording = change
      ? audit(db, {
          adminId: currentUser(c).id,
          action: moderationAction(update),
          targetType: 'proposal',
          targetId: current.id,
          ...change,
        }).returning({ id: auditLog.id })
      : null
    const [[row], ...after] = await db.batch([
      db.update(proposals).set(set).where(eq(proposals.id, current.id)).returning(),
      ...(recording ? [recording] : []),
      ...event.statements,
    ])
    await event.enqueue(c.env.NOTICES)
    // The history entry's id (the batch's second answer when recorded) lets the panel offer 'Deshacer'.
    const historyId = recording ? (after[0] as { id: number }[])[0].id : null
    return c.json({ ...publicProposal(row), historyId })
  })

  // The technical assessment (admin): recorded with its history, undoable, and told to the followers.
  .get('/:id/assessment', requireAdmin, validate('param', idParam), async (c) =>
    c.json(assessmentJson(await proposalOr404(c, c.req.valid('param').id))),
  )

  .put('/:id/assessment', requireAdmin, validate('param', idParam), validate('json', AssessmentSchema), async (c) => {
    const current = await proposalOr404(c, c.req.valid('param').id)
    await assertAssessable(c.var.db, current)
    const input = c.req.valid('json')
    // A cost over the whole investment budget of the cycle is a slip of the keyboard, not an estimate.
    const budget = await findBudgetYear(c.var.db, (await readSystemConfig(c.var.db)).budgetYear)
    if (budget && input.estimatedCost !== null && input.estimatedCost > budget.investmentBudget) {
      const message = BUDGET_VALIDATION.costOverBudget(formatEuros(budget.investmentBudget))
      throw new AppError('VALIDATION', message, { fields: { estimatedCost: message } })
    }
    const verdictChanged = input.feasibility !== current.feasibility
    const set = {
      feasibility: input.feasibility,
      estimatedCost: input.estimatedCost,
      service: input.service || null,
      assessment: input.assessment || null,
      assessedAt: input.feasibility === 'pending' ? null : verdictChanged ? new Date() : current.assessedAt,
    }
    const change = changedFields(ASSESSMENT_FIELDS, current, { ...current, ...set })
    if (!change) return c.json({ ...publicProposal(current), ...assessmentJson(current), historyId: null })
    const db = c.var.db
    // Followers hear of a verdict, or of a changed cost or report under the same verdict.
    const publicChange = ['feasibility', 'estimatedCost', 'assessment'].some((f) => f in change.after)
    const event = assessmentEvent(db, current.id, input.feasibility !== 'pending' && publicChange ? input.feasibility : null, c.req.url)
    const [[row], [recorded]] = await db.batch([
      db.update(proposals).set(set).where(eq(proposals.id, current.id)).returning(),
      audit(db, {
        adminId: currentUser(c).id,
        action: 'proposal.assessment',
        targetType: 'proposal',
        targetId: current.id,
        ...change,
      }).returning({ id: auditLog.id }),
      ...event.statements,
    ])
    await event.enqueue(c.env.NOTICES)
    return c.json({ ...publicProposal(row), ...assessmentJson(row), historyId: recorded.id })
  })

  .delete('/:id', requireAdmin, validate('param', idParam), async (c) => {
    const current = await proposalOr404(c, c.req.valid('param').id)
    // Votes and idempotency keys go with the row (ON DELETE CASCADE); then its photos.
    return deleteWithPhotos(c, proposals, current, {
      action: 'proposal.delete',
      targetType: 'proposal',
      targetId: current.id,
      before: deletedSnapshot(current),
    })
  })

  .post('/:id/vote', requireUser, rateLimit('LIMIT_VOTE'), validate('param', idParam), async (c) => {
    const user = currentUser(c)
    const proposal = await proposalOr404(c, c.req.valid('param').id)
    await assertVotable(c.var.db, proposal)
    // One person, one vote: a confirmed e-mail (Google accounts come confirmed; §6 submitting stays open).
    if (!c.var.identity?.emailVerified) throw new AppError('EMAIL_NOT_VERIFIED')
    checkVoteRules(await readSystemConfig(c.var.db), await accountRecord(c.env, user), proposal)
    try {
      // One transaction: the UNIQUE keys of the vote and of the identity's receipt fail a second vote
      // and roll the count back.
      const [, , [row]] = await c.var.db.batch([
        ...(await voteRows(c.var.db, user, proposal.id)),
        incrementVotes(c.var.db, proposal.id),
        // Voting for it is asking to hear what becomes of it.
        follow(c.var.db, user.id, proposal.id),
      ])
      return c.json(publicProposal(row))
    } catch (err) {
      if (!isUniqueViolation(err)) throw err
      const fresh = await proposalOr404(c, proposal.id)
      throw new AppError('DUPLICATE_VOTE', undefined, { proposal: publicProposal(fresh) })
    }
  })

  // 'Seguir' / 'Dejar de seguir': both idempotent, both answer the state the person now has.
  .put('/:id/follow', requireUser, validate('param', idParam), async (c) => {
    const proposal = await proposalOr404(c, c.req.valid('param').id)
    await follow(c.var.db, currentUser(c).id, proposal.id)
    return c.json({ proposalId: proposal.id, following: true })
  })

  .delete('/:id/follow', requireUser, validate('param', idParam), async (c) => {
    const proposal = await proposalOr404(c, c.req.valid('param').id)
    await unfollow(c.var.db, currentUser(c).id, proposal.id)
    return c.json({ proposalId: proposal.id, following: false })
  })

  // Admin only: who sent it. Either the author's account or the visitor's contact block.
  .get('/:id/author', requireAdmin, validate('param', idParam), async (c) => {
    const p = await proposalOr404(c, c.req.valid('param').id)
    const author = p.userId ? await c.var.db.query.users.findFirst({ where: (u, { eq }) => eq(u.id, p.userId!) }) : undefined
    return c.json({
      proposalId: p.id,
      kind: author ? ('user' as const) : p.submitterEmail ? ('anonymous' as const) : ('orphaned' as const),
      user: author ? userJson(author) : null,
      submitter: p.submitterEmail
        ? { name: p.submitterName, surname: p.submitterSurname, phone: p.submitterPhone, email: p.submitterEmail }
        : null,
    })
  })
