import { eq } from 'drizzle-orm'
import { NOTICE_MESSAGES } from '@copy'
import { openDb } from '../db/client'
import { readSystemConfig } from '../db/queries/system-config'
import { phaseName } from '@copy/phase-names'
import * as schema from '../db/schema'
import type { Bindings } from '../env'
import { describeError } from '../errors'
import { noticeEmail, sendEmail, type NoticeContent } from './email'
import { inLanguage } from '../language'
import { DEFAULT_LANGUAGE, isLanguage, languagePath, type Language } from '@domain/languages'
import { CHUNK, SEND_BATCH, type NoticeMessage } from './messages'
import { sendPush } from './web-push'

type Event = NoticeContent & { id: string }
type DeliverMessage = Extract<NoticeMessage, { kind: 'deliver' }>

async function loadEvent(env: Bindings, eventId: string): Promise<Event | null> {
  const db = openDb(env.DB)
  const [row] = await db
    .select({
      id: schema.noticeEvents.id,
      proposalId: schema.noticeEvents.proposalId,
      status: schema.noticeEvents.status,
      title: schema.proposals.title,
      phase: schema.milestones.phase,
      progress: schema.milestones.progress,
      text: schema.milestones.text,
    })
    .from(schema.noticeEvents)
    .innerJoin(schema.proposals, eq(schema.proposals.id, schema.noticeEvents.proposalId))
    .leftJoin(schema.milestones, eq(schema.milestones.id, schema.noticeEvents.milestoneId))
    .where(eq(schema.noticeEvents.id, eventId))
  if (!row) return null
  const { phase, progress, text, ...event } = row
  // A milestone event whose milestone was taken back meanwhile has its row gone with it (cascade).
  if (phase === null || progress === null || text === null) return { ...event, milestone: null }
  // Its phase is named in each recipient's language: the council's names come with the configuration.
  const { milestonePhaseNames } = await readSystemConfig(db)
  return { ...event, milestone: { phase, progress, text, phaseNames: milestonePhaseNames } }
}

// Who hears of an event on each channel: followers who said yes to that channel (by e-mail only at an
// address they confirmed), plus (e-mail) the visitor who ticked the opt-in box on their proposal, once
// the address's holder has followed the confirmation link. UNION makes each address appear once.
const EMAIL_RECIPIENTS = `
  SELECT lower(u.email) AS r FROM follows f
    JOIN users u ON u.id = f.user_id AND u.email_verified = 1
    JOIN notification_settings s ON s.user_id = f.user_id AND s.email = 1
   WHERE f.proposal_id = ?1
  UNION
  SELECT c.email FROM proposals p
    JOIN notice_confirmations c ON c.proposal_id = p.id AND c.email = lower(p.submitter_email) AND c.confirmed_at IS NOT NULL
   WHERE p.id = ?1 AND p.submitter_notify = 1`
const PUSH_RECIPIENTS = `
  SELECT CAST(ps.id AS TEXT) AS r FROM push_subscriptions ps
    JOIN follows f ON f.user_id = ps.user_id AND f.proposal_id = ?1
    JOIN notification_settings s ON s.user_id = ps.user_id AND s.push = 1`

/** An event becomes deliver messages of CHUNK recipients per channel. Re-sending them is harmless. */
async function fanOut(env: Bindings, msg: Extract<NoticeMessage, { kind: 'event' }>) {
  const event = await loadEvent(env, msg.eventId)
  if (!event) return // the proposal was deleted meanwhile: nothing left to tell
  const messages: { body: NoticeMessage }[] = []
  for (const [channel, query] of [
    ['email', EMAIL_RECIPIENTS],
    ['push', PUSH_RECIPIENTS],
  ] as const) {
    const { results } = await env.DB.prepare(query).bind(event.proposalId).all<{ r: string }>()
    const all = results.map((x) => x.r)
    for (let i = 0; i < all.length; i += CHUNK) {
      messages.push({ body: { kind: 'deliver', eventId: event.id, origin: msg.origin, channel, recipients: all.slice(i, i + CHUNK) } })
    }
  }
  for (let i = 0; i < messages.length; i += SEND_BATCH) await env.NOTICES.sendBatch(messages.slice(i, i + SEND_BATCH))
}

/**
 * Takes on the recipients nobody took on before for this (event, channel): the primary key of
 * notice_deliveries lets only one attempt claim each, so a retried batch skips what was delivered.
 */
async function claim(env: Bindings, msg: DeliverMessage, recipients: string[]) {
  if (!recipients.length) return []
  const { results } = await env.DB.prepare(
    `INSERT INTO notice_deliveries (event_id, channel, recipient)
     SELECT ?1, ?2, value FROM json_each(?3) WHERE true
     ON CONFLICT DO NOTHING RETURNING recipient`,
  )
    .bind(msg.eventId, msg.channel, JSON.stringify(recipients))
    .all<{ recipient: string }>()
  return results.map((r) => r.recipient)
}

/** Delivered ones are stamped; failed ones are released so that the retry can take them on again. */
async function settle(env: Bindings, msg: DeliverMessage, sent: string[], failed: string[]) {
  const list = (xs: string[]) => JSON.stringify(xs)
  await env.DB.batch([
    env.DB.prepare(
      `UPDATE notice_deliveries SET sent_at = cast(unixepoch('subsec') * 1000 as integer)
        WHERE event_id = ?1 AND channel = ?2 AND recipient IN (SELECT value FROM json_each(?3))`,
    ).bind(msg.eventId, msg.channel, list(sent)),
    env.DB.prepare(
      `DELETE FROM notice_deliveries WHERE event_id = ?1 AND channel = ?2 AND recipient IN (SELECT value FROM json_each(?3))`,
    ).bind(msg.eventId, msg.channel, list(failed)),
  ])
}

/** The addresses still subscribed, each with its unsubscribe token (made on its first notice). */
async function subscribedAddresses(env: Bindings, addresses: string[]) {
  const list = JSON.stringify(addresses)
  const [, { results }] = await env.DB.batch<{ email: string; token: string }>([
    env.DB.prepare(
      `INSERT INTO notice_email_addresses (email, token)
       SELECT value, lower(hex(randomblob(32))) FROM json_each(?1) WHERE true ON CONFLICT DO NOTHING`,
    ).bind(list),
    env.DB.prepare(
      `SELECT email, token FROM notice_email_addresses WHERE unsubscribed_at IS NULL AND email IN (SELECT value FROM json_each(?1))`,
    ).bind(list),
  ])
  return new Map(results.map((r) => [r.email, r.token]))
}

/**
 * The language each recipient reads: the one their account chose in the switcher; a visitor without an
 * account, the language their proposal was written in; Spanish otherwise.
 */
async function emailLanguages(env: Bindings, proposalId: number, addresses: string[]) {
  const { results } = await env.DB.prepare(
    `SELECT lower(email) AS email, language FROM users WHERE lower(email) IN (SELECT value FROM json_each(?1))
     UNION ALL
     SELECT lower(submitter_email), language FROM proposals WHERE id = ?2 AND submitter_email IS NOT NULL`,
  )
    .bind(JSON.stringify(addresses), proposalId)
    .all<{ email: string; language: string }>()
  const byAddress = new Map<string, Language>()
  for (const r of results) if (!byAddress.has(r.email)) byAddress.set(r.email, isLanguage(r.language) ? r.language : DEFAULT_LANGUAGE)
  return (address: string) => byAddress.get(address) ?? DEFAULT_LANGUAGE
}

async function deliverEmails(env: Bindings, event: Event, msg: DeliverMessage) {
  const tokens = await subscribedAddresses(env, msg.recipients)
  const languageOf = await emailLanguages(env, event.proposalId, msg.recipients)
  const mine = await claim(
    env,
    msg,
    msg.recipients.filter((r) => tokens.has(r)),
  )
  return Promise.all(
    mine.map(async (to) => {
      try {
        const language = languageOf(to)
        await sendEmail(
          env,
          inLanguage(language, () => noticeEmail({ ...event, to, token: tokens.get(to)!, origin: msg.origin, language })),
        )
        return { recipient: to, ok: true }
      } catch (err) {
        console.error(`notice e-mail failed: ${describeError(err)}`)
        return { recipient: to, ok: false }
      }
    }),
  )
}

async function deliverPushes(env: Bindings, event: Event, msg: DeliverMessage) {
  // Each device in its holder's language (the one their account chose in the switcher).
  const { results: subs } = await env.DB.prepare(
    `SELECT ps.id, ps.endpoint, ps.p256dh, ps.auth, u.language FROM push_subscriptions ps
       LEFT JOIN users u ON u.id = ps.user_id WHERE ps.id IN (SELECT value FROM json_each(?1))`,
  )
    .bind(JSON.stringify(msg.recipients.map(Number)))
    .all<{ id: number; endpoint: string; p256dh: string; auth: string; language: string | null }>()
  const mine = new Set(
    await claim(
      env,
      msg,
      subs.map((s) => String(s.id)),
    ),
  )
  const m = event.milestone
  const payloadIn = (language: Language) =>
    inLanguage(language, () => ({
      title: m ? NOTICE_MESSAGES.milestonePushTitle(phaseName(m.phase, m.phaseNames)) : NOTICE_MESSAGES.pushTitle(event.status),
      body: m ? NOTICE_MESSAGES.milestonePushBody(event.title, m.progress) : NOTICE_MESSAGES.pushBody(event.title, event.status),
      url: languagePath(language, `/proposal/${event.proposalId}`),
    }))
  const outcomes = await Promise.all(
    subs
      .filter((s) => mine.has(String(s.id)))
      .map(async (s) => {
        const outcome = await sendPush(env, s, payloadIn(isLanguage(s.language) ? s.language : DEFAULT_LANGUAGE)).catch((err) => {
          console.error(`push failed: ${describeError(err)}`)
          return 'failed' as const
        })
        // The push service forgot this subscription (404/410): so do we.
        if (outcome === 'gone') await env.DB.prepare('DELETE FROM push_subscriptions WHERE id = ?1').bind(s.id).run()
        return { recipient: String(s.id), ok: outcome !== 'failed' }
      }),
  )
  return outcomes
}

/** Delivers one chunk; true when every recipient was delivered (or had already been). */
async function deliver(env: Bindings, msg: DeliverMessage) {
  const event = await loadEvent(env, msg.eventId)
  if (!event) return true
  const outcomes = msg.channel === 'email' ? await deliverEmails(env, event, msg) : await deliverPushes(env, event, msg)
  const sent = outcomes.filter((o) => o.ok).map((o) => o.recipient)
  const failed = outcomes.filter((o) => !o.ok).map((o) => o.recipient)
  if (outcomes.length) await settle(env, msg, sent, failed)
  return failed.length === 0
}

/**
 * The queue consumer. Each message is acknowledged on its own: a chunk with failures is retried
 * (only its failed recipients are still unclaimed), and after max_retries it goes to the dead-letter queue.
 */
export async function consumeNotices(batch: MessageBatch<NoticeMessage>, env: Bindings) {
  for (const message of batch.messages) {
    try {
      let done = true
      if (message.body.kind === 'event') await fanOut(env, message.body)
      else done = await deliver(env, message.body)
      if (done) message.ack()
      else message.retry({ delaySeconds: Math.min(60 * 2 ** message.attempts, 3600) })
    } catch (err) {
      console.error(`notice message failed (${message.body.kind}): ${describeError(err)}`)
      message.retry({ delaySeconds: Math.min(60 * 2 ** message.attempts, 3600) })
    }
  }
}
