import { inArray } from 'drizzle-orm'
import { Hono } from 'hono'
import * as v from 'valibot'
import { CensusCheckSchema, StaffVoteSchema, idParam } from '@schemas'
import { CENSUS_ERRORS, TABLE_TEXTS } from '@copy'
import { ERROR_STATUS, type ErrorCode } from '@domain/errors'
import { randomCode } from '@domain/receipt-code'
import { STAFF_VOTE_CHANNEL_INPUT, VOTE_CHANNEL_CODES } from '@domain/channels'
import { findProposal, publicProposal } from '../db/queries/proposals'
import { readSystemConfig } from '../db/queries/system-config'
import { proposals, voteCodes } from '../db/schema'
import type { AppEnv } from '../env'
import { AppError } from '../errors'
import { currentUser, requireAdmin } from '../middleware/auth'
import { censusLimit, clientAddress, staffCensusLimit } from '../middleware/rate-limit'
import { castCensusVotes, checkCensusChannels, proposalsById } from '../census/staff-votes'
import { byAddress, byStaff, findPerson } from '../census/verify'
import { assertPhase, assertVotable } from '../phase'
import { tableMayStillUpload } from '../tables/tables'
import { validate } from '../validate'

/**
 * POST /api/proposals/{id}/census-vote: 'Votar sin cuenta', with document and birth date, when the
 * council allows it. Everything that needs no census is checked first, so that a closed or missing
 * proposal never reveals whether a person is in the census; every lookup is counted.
 */
export const censusVoteRoutes = new Hono<AppEnv>().post(
  '/:id/census-vote',
  censusLimit,
  validate('param', idParam),
  validate('json', CensusCheckSchema),
  async (c) => {
    const config = await readSystemConfig(c.var.db)
    if (!config.censusVoting) throw new AppError('FORBIDDEN', CENSUS_ERRORS.CENSUS_VOTING_OFF)
    checkCensusChannels(config)
    const proposal = await findProposal(c.var.db, c.req.valid('param').id)
    if (!proposal) throw new AppError('NOT_FOUND')
    // Refused before the census is asked: an attempt out of phase costs the person none of their tries.
    const refusals = await assertVotable(c.var.db, proposal)
    const record = await findPerson(c.env, c.req.valid('json'), [byAddress(clientAddress(c))], { oneAnswer: true })
    const receipt = randomCode()
    const [outcome] = await castCensusVotes(c.env.DB, c.var.db, config, record, [{ id: proposal.id, proposal }], {
      channel: 'census',
      code: receipt,
      oneAnswer: true,
      refusals,
    })
    if (!outcome.counted) throw outcome.error
    return c.json({ ...publicProposal(outcome.proposal), receipt })
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
  if (!rows.length) {
    // A code made on a table's device is checked when the device syncs: until then, while the table may
    // still upload, it is pending rather than unknown.
    if (await tableMayStillUpload(c.var.db, code))
      return c.json({ receipt: code, pending: true, proposals: [], message: TABLE_TEXTS.receiptPending })
    throw new AppError('NOT_FOUND', CENSUS_ERRORS.receiptNotFound)
  }
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
 * table. Each proposal is counted or refused on its own, with the refusal's code and Spanish message,
 * all in one batch whatever the number of proposals. The lookups count against the staff account,
 * never the address: a table shares its address with the public.
 */
export const paperVoteRoutes = new Hono<AppEnv>().post(
  '/',
  requireAdmin,
  staffCensusLimit,
  validate('json', StaffVoteSchema),
  async (c) => {
    const { proposalIds, channel: code, ...person } = c.req.valid('json')
    const channel = STAFF_VOTE_CHANNEL_INPUT[code]
    const config = await readSystemConfig(c.var.db)
    checkCensusChannels(config)
    await assertPhase(c.var.db, 'support')
    const ids = [...new Set(proposalIds)]
    const found = await proposalsById(c.var.db, ids)
    const adminId = currentUser(c).id
    const record = await findPerson(c.env, person, [byStaff(adminId)])
    const outcomes = await castCensusVotes(
      c.env.DB,
      c.var.db,
      config,
      record,
      ids.map((id) => ({ id, proposal: found.get(id) })),
      { channel, adminId },
    )
    const results = outcomes.map((o) => {
      if (o.counted) return { proposalId: o.proposalId, counted: true as const, votes: o.proposal.votes }
      const code: ErrorCode = o.error.code
      return { proposalId: o.proposalId, counted: false as const, error: code, status: ERROR_STATUS[code], message: o.error.message }
    })
    // The channel as recorded, in the API's vocabulary whichever code was sent (decision 0070).
    return c.json({ residentDistrict: record.district, channel: VOTE_CHANNEL_CODES[channel], results })
  },
)
