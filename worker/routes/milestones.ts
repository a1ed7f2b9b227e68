import { eq, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { longDay } from '@copy/dates'
import { cityDay } from '@domain/city-day'
import { milestoneDayRange, newestFirst, progressFloor } from '@domain/milestones'
import { CostsSchema, MilestoneFormSchema, idParam } from '@schemas'
import { SERVER_TEXTS, VALIDATION_TEXTS } from '@copy'
import type * as v from 'valibot'
import { audit, changedFields } from '../db/queries/audit'
import { findMilestone, milestoneJson, milestoneSnapshot, proposalAnswer, proposalMilestones } from '../db/queries/milestones'
import { findProposal } from '../db/queries/proposals'
import { readSystemConfig } from '../db/queries/system-config'
import type { Db } from '../db/client'
import { milestones, proposals, type MilestoneRow, type ProposalRow } from '../db/schema'
import type { AppEnv } from '../env'
import { AppError } from '../errors'
import { deleteWithPhotos } from '../delete-with-photos'
import { checkFormPhotos, savePhotoChange, storePhotos } from '../images'
import { currentUser, requireAdmin } from '../middleware/auth'
import { proposalFormLimit } from '../middleware/form-limit'
import { milestoneEvent } from '../notices/status-event'
import { validate } from '../validate'

type MilestoneForm = v.InferOutput<typeof MilestoneFormSchema>

/** The id the milestone inserted earlier in the same batch got (AUTOINCREMENT keeps it in sqlite_sequence). */
const NEW_MILESTONE_ID = sql`(SELECT seq FROM sqlite_sequence WHERE name = 'milestones')`

/** Execution is followed only for proposals the council prioritised (and those already executed). */
async function approvedProposal(db: Db, id: number): Promise<ProposalRow & { approvedAt: Date }> {
  const row = await findProposal(db, id)
  if (!row) throw new AppError('NOT_FOUND', SERVER_TEXTS.proposalNotFound)
  if ((row.status !== 'approved' && row.status !== 'executed') || !row.approvedAt) throw new AppError('CONFLICT', SERVER_TEXTS.notApproved)
  return row as ProposalRow & { approvedAt: Date }
}

/**
 * The rules that depend on stored data: the phase is one of the council's, the day lies between the
 * proposal's approval and the city's today, and the progress does not fall below what was already published by that day unless a reason says why.
 */
async function checkMilestone(db: Db, proposal: { approvedAt: Date }, form: MilestoneForm, others: MilestoneRow[], exceptId?: number) {
  const { milestonePhases } = await readSystemConfig(db)
  const range = milestoneDayRange(proposal.approvedAt.toISOString(), cityDay())
  const refuse = (field: string, message: string) => {
    throw new AppError('VALIDATION', message, { fields: { [field]: message } })
  }
  if (!milestonePhases.includes(form.phase)) refuse('phase', VALIDATION_TEXTS.milestonePhase)
  if (form.date < range.min) refuse('date', SERVER_TEXTS.milestoneBeforeApproval(longDay(range.min)))
  if (form.date > range.max) refuse('date', SERVER_TEXTS.milestoneAfterToday(longDay(range.max)))
  const floor = progressFloor(others, form.date, exceptId)
  if (form.progress < floor && !form.reason) refuse('reason', SERVER_TEXTS.progressBack(floor))
}

const fields = (form: MilestoneForm) => ({
  date: form.date,
  phase: form.phase,
  text: form.text,
  progress: form.progress,
  reason: form.reason || null,
})

/**
 * The administrator's last milestone at 100 % on a proposal still 'Priorizada': the panel offers to
 * mark it 'Ejecutada' (through the status change, which dates it and tells the followers).
 */
const offersExecuted = (proposal: ProposalRow, list: MilestoneRow[]) =>
  proposal.status === 'approved' && newestFirst(list)[0]?.progress === 100

/** POST /api/proposals/{id}/milestones and PATCH /api/proposals/{id}/costs. */
export const proposalExecutionRoutes = new Hono<AppEnv>()
  .post(
    '/:id/milestones',
    proposalFormLimit,
    requireAdmin,
    validate('param', idParam),
    validate('form', MilestoneFormSchema),
    async (c) => {
      const db = c.var.db
      const proposal = await approvedProposal(db, c.req.valid('param').id)
      const form = c.req.valid('form')
      const others = await proposalMilestones(db, proposal.id)
      await checkMilestone(db, proposal, form, others)
      const { big, thumb } = await checkFormPhotos({ image: form.photo, thumbnail: form.thumbnail })
      const photos = big ? await storePhotos(c.env.MEDIA, big, thumb) : { photoBig: null, photoThumb: null }
      const values = fields(form)
      const event = milestoneEvent(db, proposal.id, NEW_MILESTONE_ID, c.req.url)
      const [[row]] = await savePhotoChange(c.env.MEDIA, { stored: photos }, () =>
        db.batch([
          db
            .insert(milestones)
            .values({ proposalId: proposal.id, ...values, ...photos })
            .returning(),
          audit(db, {
            adminId: currentUser(c).id,
            action: 'milestone.create',
            targetType: 'proposal',
            targetId: proposal.id,
            after: sql`json_object('milestoneId', ${NEW_MILESTONE_ID}, 'date', ${values.date}, 'phase', ${values.phase}, 'text', ${values.text}, 'progress', ${values.progress}, 'reason', ${values.reason}, 'photo', json(${photos.photoBig ? 'true' : 'false'}))`,
          }),
          ...event.statements,
        ]),
      )
      await event.enqueue(c.env.NOTICES)
      return c.json({ ...milestoneJson(row), offerExecuted: offersExecuted(proposal, [...others, row]) }, 201)
    },
  )

  .patch('/:id/costs', requireAdmin, validate('param', idParam), validate('json', CostsSchema), async (c) => {
    const db = c.var.db
    const proposal = await approvedProposal(db, c.req.valid('param').id)
    const costs = c.req.valid('json')
    const change = changedFields(['awardedCost', 'finalCost'] as const, proposal, costs)
    if (!change) return c.json(await proposalAnswer(db, proposal))
    const [[row]] = await db.batch([
      db.update(proposals).set(costs).where(eq(proposals.id, proposal.id)).returning(),
      audit(db, { adminId: currentUser(c).id, action: 'proposal.costs', targetType: 'proposal', targetId: proposal.id, ...change }),
    ])
    return c.json(await proposalAnswer(db, row))
  })

async function milestoneOr404(db: Db, id: number) {
  const row = await findMilestone(db, id)
  if (!row) throw new AppError('NOT_FOUND', SERVER_TEXTS.milestoneNotFound)
  return row
}

/** PATCH and DELETE /api/milestones/{id}: corrections tell nobody again; both are in the history. */
export const milestoneRoutes = new Hono<AppEnv>()
  .patch('/:id', proposalFormLimit, requireAdmin, validate('param', idParam), validate('form', MilestoneFormSchema), async (c) => {
    const db = c.var.db
    const current = await milestoneOr404(db, c.req.valid('param').id)
    const proposal = await approvedProposal(db, current.proposalId)
    const form = c.req.valid('form')
    const others = await proposalMilestones(db, proposal.id)
    await checkMilestone(db, proposal, form, others, current.id)
    const { big, thumb } = await checkFormPhotos({ image: form.photo, thumbnail: form.thumbnail })
    const newPhotos = big ? await storePhotos(c.env.MEDIA, big, thumb) : null
    const photos = newPhotos ?? (form.removePhoto === 'true' ? { photoBig: null, photoThumb: null } : null)
    const next = { ...current, ...fields(form), ...photos }
    const before = milestoneSnapshot(current)
    const change = changedFields(Object.keys(before) as (keyof typeof before)[], before, milestoneSnapshot(next))
    // The old photo goes only once the row no longer points at it.
    const [[row]] = await savePhotoChange(c.env.MEDIA, { stored: newPhotos, old: photos ? current : null }, () =>
      db.batch([
        db
          .update(milestones)
          .set({ ...fields(form), ...photos })
          .where(eq(milestones.id, current.id))
          .returning(),
        ...(change || newPhotos
          ? [
              audit(db, {
                adminId: currentUser(c).id,
                action: 'milestone.update',
                targetType: 'proposal',
                targetId: proposal.id,
                before: { milestoneId: current.id, ...change?.before },
                after: { milestoneId: current.id, ...change?.after, ...(newPhotos ? { newPhoto: true } : {}) },
              }),
            ]
          : []),
      ]),
    )
    const list = others.map((m) => (m.id === row.id ? row : m))
    return c.json({ ...milestoneJson(row), offerExecuted: offersExecuted(proposal, list) })
  })

  .delete('/:id', requireAdmin, validate('param', idParam), async (c) => {
    const current = await milestoneOr404(c.var.db, c.req.valid('param').id)
    return deleteWithPhotos(c, milestones, current, {
      action: 'milestone.delete',
      targetType: 'proposal',
      targetId: current.proposalId,
      before: milestoneSnapshot(current),
    })
  })
