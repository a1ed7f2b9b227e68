import { and, count, eq, gt } from 'drizzle-orm'
import { NOTICE_MESSAGES as M } from '@copy'
import type { Db } from '../db/client'
import { noticeConfirmations } from '../db/schema'
import type { Bindings } from '../env'
import { sendEmail } from './email'

/**
 * Confirmation e-mails one address receives in a day. A person sending a few proposals gets each
 * link; a script that types somebody else's address into the form cannot flood that mailbox.
 */
export const CONFIRMATIONS_PER_DAY = 3
const DAY_MS = 86_400_000

/** A new opt-in waiting for its link: the secret of the link and the address, lower-cased. */
export function pendingOptIn(email: string) {
  const token = Array.from(crypto.getRandomValues(new Uint8Array(32)), (b) => b.toString(16).padStart(2, '0')).join('')
  return { token, email: email.trim().toLowerCase() }
}

const confirmUrl = (origin: string, token: string) => `${origin}/api/notifications/confirm/${token}`

/**
 * Mails the link of an opt-in just stored, unless the address had its day's share already (the opt-in
 * stays stored, unconfirmed). A failing mail service is logged: the proposal is saved all the same.
 */
export async function sendConfirmation(env: Bindings, db: Db, optIn: { token: string; email: string; title: string; origin: string }) {
  const [{ n }] = await db
    .select({ n: count() })
    .from(noticeConfirmations)
    .where(and(eq(noticeConfirmations.email, optIn.email), gt(noticeConfirmations.createdAt, new Date(Date.now() - DAY_MS))))
  // The opt-in being confirmed is one of them.
  if (n > CONFIRMATIONS_PER_DAY) {
    console.warn('notice confirmation not sent: the address had its day’s confirmation e-mails')
    return
  }
  await sendEmail(
    env,
    {
      to: optIn.email,
      subject: M.confirmSubject(optIn.title),
      text: M.confirmBody({ title: optIn.title, url: confirmUrl(optIn.origin, optIn.token) }),
      headers: {},
    },
    'NOTICE_CONFIRM',
  ).catch((error) => console.error('notice confirmation e-mail', error))
}
