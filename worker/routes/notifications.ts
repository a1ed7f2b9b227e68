import { eq, inArray } from 'drizzle-orm'
import { Hono } from 'hono'
import { html } from 'hono/html'
import * as v from 'valibot'
import { MarkReadSchema, UnsubscribeParam } from '@domain/schemas'
import { NOTICE_MESSAGES as M, SHELL_TEXTS } from '@domain/texts'
import { listNotices, markRead } from '../db/queries/notices'
import { noticeEmailAddresses, notificationSettings, users } from '../db/schema'
import type { AppEnv } from '../env'
import { currentUser, requireUser } from '../middleware/auth'
import { validate } from '../validate'

/** The unsubscribe page: plain HTML with a form, so that it works in any mail client's browser, without script. */
const unsubscribePage = (message: string, form: { action: string; intro: string } | null) => html`<!doctype html>
<html lang="es">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><link rel="icon" href="/logo.svg" type="image/svg+xml">
<title>${M.unsubscribeTitle} · ${SHELL_TEXTS.siteName}</title></head>
<body>
<main>
<h1>${M.unsubscribeTitle}</h1>
${
  form
    ? html`<p>${form.intro}</p>
<form method="post" action="${form.action}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${M.unsubscribeButton}</button></form>`
    : html`<p>${message}</p>`
}
<p><a href="/">${M.unsubscribeBack}</a></p>
</main>
</body>
</html>`

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
