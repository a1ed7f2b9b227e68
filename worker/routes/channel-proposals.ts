import { Hono } from 'hono'
import { ChannelProposalSchema } from '@schemas'
import { createProposal } from '../db/queries/create-proposal'
import { publicProposal } from '../db/queries/proposals'
import type { AppEnv } from '../env'
import { currentUser, requireAdmin } from '../middleware/auth'
import { pendingOptIn, sendConfirmation } from '../notices/confirmation'
import { proposalFormLimit } from '../middleware/form-limit'
import { assertPresentedOn } from '../phase'
import { validate } from '../validate'

/**
 * POST /api/admin/proposals: an administrator registers a proposal that arrived by another channel
 * (paper coupon, e-mail, the association mailbox, the federation office, 010, WhatsApp, phone). It
 * enters as pending with the date it was received, which must lie within the presentation of the cycle
 * in course; registering does not depend on today's phase or the voting switch: coupons received in time
 * are still entered after presentation has closed.
 */
export const channelProposalRoutes = new Hono<AppEnv>().post(
  '/',
  proposalFormLimit,
  requireAdmin,
  validate('form', ChannelProposalSchema),
  async (c) => {
    const form = c.req.valid('form')
    const cycleYear = await assertPresentedOn(c.var.db, form.receivedAt)
    // The coupon's box 'Quiero recibir por e-mail los avisos…' (the schema insists on an address): the
    // address was copied from paper by hand, so it too hears nothing until its holder confirms it.
    const optIn = form.notifyByEmail && form.submitterEmail ? pendingOptIn(form.submitterEmail) : undefined
    const { row } = await createProposal(
      c.var.db,
      c.env.MEDIA,
      {
        title: form.title,
        description: form.description,
        district: form.district,
        scope: form.scope,
        channel: form.channel,
        cycleYear,
        // Noon UTC keeps the received day the same in every Spanish time zone.
        createdAt: new Date(`${form.receivedAt}T12:00:00Z`),
        submitterName: form.submitterName,
        submitterSurname: form.submitterSurname || null,
        submitterPhone: form.submitterPhone || null,
        submitterEmail: form.submitterEmail || null,
        submitterNotify: !!optIn,
      },
      form,
      undefined,
      // What was registered, without the submitter's contact details.
      {
        adminId: currentUser(c).id,
        action: 'proposal.register',
        targetType: 'proposal',
        after: { title: form.title, district: form.district, scope: form.scope, channel: form.channel, createdAt: form.receivedAt },
      },
      optIn,
    )
    if (optIn) await sendConfirmation(c.env, c.var.db, { ...optIn, title: row.title, origin: new URL(c.req.url).origin })
    return c.json(publicProposal(row), 201)
  },
)
