import { drizzle } from 'drizzle-orm/d1'
import { languagePath, type Language } from '@domain/languages'
import { NOTICE_MESSAGES } from '@copy'
import type { PhaseNames } from '@domain/milestone-phase-names'
import { phaseName } from '@copy/phase-names'
import { localIdpMailbox } from '../db/schema'
import { isLocalMode, type Bindings } from '../env'

export interface NoticeEmail {
  to: string
  subject: string
  text: string
  headers: Record<string, string>
}

/** The unsubscribe link of an address: a GET shows a page with a button, a POST unsubscribes at once. */
const unsubscribeUrl = (origin: string, token: string) => `${origin}/api/notifications/unsubscribe/${token}`

/** What an event tells: a status change, or a milestone (with its phase, progress and text). */
export interface NoticeContent {
  proposalId: number
  title: string
  status: string
  milestone: { phase: string; progress: number; text: string; phaseNames?: PhaseNames } | null
}

/**
 * A status-change or milestone e-mail (RFC 8058 one-click unsubscribe headers included), written in the
 * language of the moment (the consumer runs it in the recipient's) with the proposal's address in it.
 */
export function noticeEmail(p: NoticeContent & { to: string; token: string; origin: string; language?: Language }): NoticeEmail {
  const unsubscribe = unsubscribeUrl(p.origin, p.token)
  const milestone = p.milestone && { ...p.milestone, phase: phaseName(p.milestone.phase, p.milestone.phaseNames) }
  return {
    to: p.to,
    subject: milestone ? NOTICE_MESSAGES.milestoneSubject(p.title, milestone.phase) : NOTICE_MESSAGES.emailSubject(p.title, p.status),
    text: NOTICE_MESSAGES.emailBody({
      change: milestone ? NOTICE_MESSAGES.milestoneChange(p.title, milestone) : NOTICE_MESSAGES.statusChange(p.title, p.status),
      url: `${p.origin}${languagePath(p.language ?? 'es', `/proposal/${p.proposalId}`)}`,
      unsubscribeUrl: unsubscribe,
    }),
    headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  }
}

/**
 * Sends one e-mail: through Cloudflare Email Service (the `send_email` binding) from the configured
 * sender in production, into the local mailbox (/__local/mailbox) in the local configuration.
 */
export async function sendEmail(env: Bindings, mail: NoticeEmail, kind = 'NOTICE') {
  if (isLocalMode(env)) {
    await drizzle(env.DB)
      .insert(localIdpMailbox)
      .values({
        email: mail.to,
        kind,
        oobCode: crypto.randomUUID(),
        subject: mail.subject,
        body: mail.text,
        headers: JSON.stringify(mail.headers),
      })
    return
  }
  await env.EMAIL.send({ from: env.NOTICE_EMAIL_FROM, to: mail.to, subject: mail.subject, text: mail.text, headers: mail.headers })
}
