import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { UNDOABLE_ACTIONS, type AuditAction } from '@domain/audit'
import { actionLabel, describeChange, describeTarget } from '@copy/history-lines'
import { HistoryQuerySchema } from '@schemas/history'
import { toCsv } from '@domain/csv'
import { idParam } from '@schemas'
import { HISTORY_TEXTS, SERVER_TEXTS } from '@copy'
import { UNDO_FIELDS, audit, changedFields, findHistoryEntry, listHistory, moderationValues } from '../db/queries/audit'
import { findProposal, publicProposal } from '../db/queries/proposals'
import { isUniqueViolation } from '../db/client'
import { auditLog, proposals } from '../db/schema'
import type { AppEnv } from '../env'
import { AppError } from '../errors'
import { currentUser, requireAdmin } from '../middleware/auth'
import { statusEvent } from '../notices/status-event'
import { validate } from '../validate'

/**
 * /api/admin/history: the record of administrative changes, for the panel, an auditor or an association
 * disputing a status change. Admins only. Also takes back an inline moderation change ('Deshacer').
 */
export const historyRoutes = new Hono<AppEnv>()
  .use(requireAdmin)
  .get('/', validate('query', HistoryQuerySchema), async (c) => c.json(await listHistory(c.var.db, c.req.valid('query'))))

  .get('/export.csv', validate('query', HistoryQuerySchema), async (c) => {
    const { items } = await listHistory(c.var.db, c.req.valid('query'), true)
    const rows = items.map((e) => [
      e.id,
      e.at.slice(0, 19).replace('T', ' '),
      e.adminId,
      actionLabel(e.action),
      describeTarget(e.targetType, e.targetId),
      describeChange(e.before, e.after),
      e.undoOf,
    ])
    return c.body(toCsv(HISTORY_TEXTS.csvHeader, rows), 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${HISTORY_TEXTS.csvFileName}"`,
      'Cache-Control': 'no-store',
    })
  })

  // Puts back the values an inline change replaced, dates included, unless the proposal changed since.
  .post('/:id/undo', validate('param', idParam), async (c) => {
    const entry = await findHistoryEntry(c.var.db, c.req.valid('param').id)
    if (!entry) throw new AppError('NOT_FOUND')
    if (!UNDOABLE_ACTIONS.includes(entry.action as AuditAction) || entry.undoOf !== null || !entry.before || !entry.after) {
      throw new AppError('VALIDATION', HISTORY_TEXTS.notUndoable)
    }
    if (await c.var.db.query.auditLog.findFirst({ where: eq(auditLog.undoOf, entry.id) }))
      throw new AppError('CONFLICT', HISTORY_TEXTS.alreadyUndone)
    const current = entry.targetId === null ? undefined : await findProposal(c.var.db, entry.targetId)
    if (!current) throw new AppError('NOT_FOUND', SERVER_TEXTS.proposalNotFound)
    if (changedFields(Object.keys(entry.after), entry.after, current as Record<string, unknown>))
      throw new AppError('CONFLICT', HISTORY_TEXTS.changedSince)

    const restore = moderationValues(entry.before)
    const change = changedFields(UNDO_FIELDS, current, { ...current, ...restore })
    const event = statusEvent(c.var.db, current, restore.status, c.req.url)
    try {
      const [[row]] = await c.var.db.batch([
        c.var.db.update(proposals).set(restore).where(eq(proposals.id, current.id)).returning(),
        audit(c.var.db, {
          adminId: currentUser(c).id,
          action: entry.action as AuditAction,
          targetType: 'proposal',
          targetId: current.id,
          ...change,
          undoOf: entry.id,
        }),
        ...event.statements,
      ])
      await event.enqueue(c.env.NOTICES)
      return c.json(publicProposal(row))
    } catch (err) {
      // The UNIQUE index on undo_of: somebody took it back a moment ago.
      if (isUniqueViolation(err)) throw new AppError('CONFLICT', HISTORY_TEXTS.alreadyUndone)
      throw err
    }
  })
