import { and, eq, inArray, isNull } from 'drizzle-orm'
import { Hono } from 'hono'
import { html } from 'hono/html'
import * as v from 'valibot'
import { ConfirmParam, MarkReadSchema, UnsubscribeParam } from '@schemas'
import { NOTICE_MESSAGES as M, SHELL_TEXTS } from '@copy'
import { listNotices, markRead } from '../db/queries/notices'
import { noticeConfirmations, noticeEmailAddresses, notificationSettings, proposals, users } from '../db/schema'
import type { AppEnv } from '../env'
import { currentUser, requireUser } from '../middleware/auth'
import { validate } from '../validate'

/**
 * The unsubscribe and confirmation pages: plain HTML with a form, so that they work in any mail client's
 * browser, without script. A GET only shows the button (mail scanners follow links); the POST acts.
 */
const linkPage = (
  title: string,
  message: string,
  form: { action: string; intro: string; button: string; oneClick?: boolean } | null,
) => html`<!doctype html>
<html lang="es">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><link rel="icon" href="/logo.svg" type="image/svg+xml">
<title>${title} · ${SHELL_TEXTS.siteName}</title></head>
<body>
<main>
<h1>${title}</h1>
${
  form
    ? html`<p>${form.intro}</p>
<form method="post" action="${form.action}">${form.oneClick ? html`<input type="hidden" name="List-Unsubscribe" value="One-Click">` : ''}<button type="submit">${form.button}</button></form>`
    : html`<p>${message}</p>`
}
<p><a href="/">${M.unsubscribeBack}</a></p>
</main>
</body>
</html>`
const unsubscribePage = (message: string, form: { action: string; intro: string } | null) =>
  linkPage(M.unsubscribeTitle, message, form && { ...form, button: M.unsubscribeButton, oneClick: true })
const confirmPage = (message: string, form: { action: string; intro: string } | null) =>
  linkPage(M.confirmTitle, message, form && { ...form, button: M.confirmButton })

/** The opt-in a confirmation link stands for, with its proposal's title; a malformed or unknown token stands for none. */
async function optInFor(c: { var: AppEnv['Variables']; req: { param: (name: 'token') => string } }) {
  const token = c.req.param('token')
  if (!v.is(ConfirmParam, { token })) return undefined
  const [row] = await c.var.db
    .select({
      token: noticeConfirmations.token,
      email: noticeConfirmations.email,
      confirmedAt: noticeConfirmations.confirmedAt,
      title: proposals.title,
    })
    .from(noticeConfirmations)
    .innerJoin(proposals, eq(proposals.id, noticeConfirmations.proposalId))
    .where(eq(noticeConfirmations.token, token))
  return row
}

/** The address an unsubscribe link stands for; a malformed or unknown token stands for none. */
async function addressFor(c: { var: AppEnv['Variables']; req: { param: (name: 'token') => string } }) {
  const token = c.req.param('token')
  if (!v.is(UnsubscribeParam, { token })) return undefined
  return c.var.db.query.noticeEmailAddresses.findFirst({ where: eq(noticeEmailAddresses.token, token) })
}

/** /api/notifications: the signed-in person's notices, and the e-mails' unsubscribe link. */
export const notificationRoutes = new Hono<AppEnv>()
  .get('/', requireUser, async (c) => c.json(await listNotices(c.var.db, currentUser(c).id)))

  .post('/read', requireUser, validate('json', MarkReadSchema), async (c) => {
    const marked = await markRead(c.var.db, currentUser(c).id, c.req.valid('json').ids)
    return c.json({ marked, ...(await listNotices(c.var.db, currentUser(c).id)) })
  })

  // RFC 8058: a GET never unsubscribes (mail scanners follow links); it shows the button.
  .get('/unsubscribe/:token', async (c) => {
    const address = await addressFor(c)
    if (!address) return c.html(unsubscribePage(M.unsubscribeUnknown, null), 404)
    if (address.unsubscribedAt) return c.html(unsubscribePage(M.unsubscribeAlready, null))
    return c.html(unsubscribePage('', { action: c.req.path, intro: M.unsubscribeIntro(address.email) }))
  })

  // The one-click POST (from the mail client, body List-Unsubscribe=One-Click) and the page's button.
  .post('/unsubscribe/:token', async (c) => {
    const address = await addressFor(c)
    if (!address) return c.html(unsubscribePage(M.unsubscribeUnknown, null), 404)
    const db = c.var.db
    // Every notice e-mail to the address stops: the visitor's opt-ins and any account's e-mail setting.
    const accounts = db.select({ id: users.id }).from(users).where(eq(users.email, address.email))
    await db.batch([
      db
        .update(noticeEmailAddresses)
        .set({ unsubscribedAt: address.unsubscribedAt ?? new Date() })
        .where(eq(noticeEmailAddresses.email, address.email)),
      db.update(notificationSettings).set({ email: false, updatedAt: new Date() }).where(inArray(notificationSettings.userId, accounts)),
    ])
    return c.html(unsubscribePage(M.unsubscribeDone, null))
  })

  // The double opt-in of a proposal's submitter address: the e-mail's link shows the button ...
  .get('/confirm/:token', async (c) => {
    const optIn = await optInFor(c)
    if (!optIn) return c.html(confirmPage(M.confirmUnknown, null), 404)
    if (optIn.confirmedAt) return c.html(confirmPage(M.confirmAlready, null))
    return c.html(confirmPage('', { action: c.req.path, intro: M.confirmIntro(optIn.email, optIn.title) }))
  })

  // ... and the button confirms. The holder asking for the mails also lifts an earlier unsubscribe of
  // the address: only the one who reads its mail can press it.
  .post('/confirm/:token', async (c) => {
    const optIn = await optInFor(c)
    if (!optIn) return c.html(confirmPage(M.confirmUnknown, null), 404)
    const db = c.var.db
    await db.batch([
      db
        .update(noticeConfirmations)
        .set({ confirmedAt: new Date() })
        .where(and(eq(noticeConfirmations.token, optIn.token), isNull(noticeConfirmations.confirmedAt))),
      db.update(noticeEmailAddresses).set({ unsubscribedAt: null }).where(eq(noticeEmailAddresses.email, optIn.email)),
    ])
    return c.html(confirmPage(M.confirmDone(optIn.title), null))
  })
