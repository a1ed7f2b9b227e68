import { inArray } from 'drizzle-orm'
import { Hono } from 'hono'
import * as v from 'valibot'
import { CensusCheckSchema, StaffVoteSchema, idParam } from '@domain/schemas'
import { CENSUS_ERRORS } from '@domain/texts'
import { ERROR_STATUS, type ErrorCode } from '@domain/errors'
import { findProposal, publicProposal } from '../db/queries/proposals'
import { readSystemConfig } from '../db/queries/system-config'
import { proposals, voteCodes } from '../db/schema'
import type { AppEnv } from '../env'
import { AppError } from '../errors'
import { currentUser, requireAdmin } from '../middleware/auth'
import { censusLimit, clientAddress } from '../middleware/rate-limit'
import { receiptCode, recordVote } from '../census/staff-votes'
import { findPerson } from '../census/verify'
import { assertPhase, assertVotable } from '../phase'
import { validate } from '../validate'

/** POST /api/proposals/{id}/census-vote: 'Votar sin cuenta', with document and birth date, when the council allows it. */
export const censusVoteRoutes = new Hono<AppEnv>().post(
  '/:id/census-vote',
  censusLimit,
  validate('param', idParam),
  validate('json', CensusCheckSchema),
  async (c) => {
    if (!(await readSystemConfig(c.var.db)).censusVoting) throw new AppError('FORBIDDEN', CENSUS_ERRORS.CENSUS_VOTING_OFF)
    const proposal = await findProposal(c.var.db, c.req.valid('param').id)
    if (!proposal) throw new AppError('NOT_FOUND')
    // Refused before the census is asked: an attempt out of phase costs the person none of their tries.
    await assertVotable(c.var.db, proposal)
    const record = await findPerson(c.env, c.req.valid('json'), { account: null, address: clientAddress(c) })
    const receipt = receiptCode()
    const row = await recordVote(c.var.db, record, proposal, { channel: 'census', code: receipt })
    return c.json({ ...publicProposal(row), receipt })
  },
)

const CodeParam = v.object({
  code: v.pipe(v.string(CENSUS_ERRORS.receiptNotFound), v.regex(/^[A-Za-z0-9]{4}-?[A-Za-z0-9]{4}$/, CENSUS_ERRORS.receiptNotFound)),
})

/** GET /api/receipts/{code}: the proposals a receipt code counted for ('Tu voto cuenta'), never who. */
export const receiptRoutes = new Hono<AppEnv>().get('/:code', validate('param', CodeParam), async (c) => {
  const raw = c.req.valid('param').code.toUpperCase().replace('-', '')
  const code = `${raw.slice(0, 4)}-${raw.slice(4)}`
  const rows = await c.var.db
    .select({ id: voteCodes.proposalId })
    .from(voteCodes)
    .where(inArray(voteCodes.code, [code]))
  if (!rows.length) throw new AppError('NOT_FOUND', CENSUS_ERRORS.receiptNotFound)
  const counted = await c.var.db
    .select({ id: proposals.id, title: proposals.title, district: proposals.district, status: proposals.status })
    .from(proposals)
    .where(
      inArray(
        proposals.id,
        rows.map((r) => r.id),
      ),
    )
  return c.json({ receipt: code, proposals: counted })
})

/**
 * POST /api/admin/paper-votes: staff record one person's vote on paper, by phone, WhatsApp or at a
 * table. Each proposal is counted or refused on its own, with the refusal's code and Spanish message.
 */
export const paperVoteRoutes = new Hono<AppEnv>().post('/', requireAdmin, censusLimit, validate('json', StaffVoteSchema), async (c) => {
  const { proposalIds, channel, ...person } = c.req.valid('json')
  await assertPhase(c.var.db, 'support')
  const record = await findPerson(c.env, person, { account: null, address: clientAddress(c) })
  const adminId = currentUser(c).id
  const results = []
  for (const id of [...new Set(proposalIds)]) {
    const proposal = await findProposal(c.var.db, id)
    try {
      if (!proposal) throw new AppError('NOT_FOUND')
      const row = await recordVote(c.var.db, record, proposal, { channel, adminId })
      results.push({ proposalId: id, counted: true as const, votes: row.votes })
    } catch (err) {
      if (!(err instanceof AppError)) throw err
      const code: ErrorCode = err.code
      results.push({ proposalId: id, counted: false as const, error: code, status: ERROR_STATUS[code], message: err.message })
    }
  }
  return c.json({ residentDistrict: record.district, results })
})
