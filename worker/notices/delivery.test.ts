import { createExecutionContext, createMessageBatch, getQueueResult } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { describe, expect, it, vi } from 'vitest'
import {
  admin,
  call,
  client,
  confirmOptIn,
  emailNoticesOn,
  errorOf,
  mailbox,
  newProposal,
  proposalFields,
  resident,
  setStatus,
  visitorContact,
} from '../test/fixtures'
import worker from '../index'
import type { NoticeMessage } from './messages'

const notices = async () => (await mailbox()).filter((m) => m.kind === 'NOTICE')

const submit = async (who: { token?: string; fields?: Record<string, string> }) => (await newProposal(who)).id

/** The queue runs in the background, as under wrangler dev: wait until every claimed delivery is sent. */
async function drained(expectedDeliveries: number) {
  await vi.waitFor(
    async () => {
      const row = await env.DB.prepare('SELECT count(*) AS n, count(sent_at) AS sent FROM notice_deliveries').first<{
        n: number
        sent: number
      }>()
      expect(row).toEqual({ n: expectedDeliveries, sent: expectedDeliveries })
    },
    { timeout: 20_000, interval: 100 },
  )
}

/** Runs the Worker's queue consumer on the given messages, as a (re)delivered batch would. */
async function consume(messages: NoticeMessage[], attempts = 2) {
  const batch = createMessageBatch<NoticeMessage>(
    'presupuestos-avisos',
    messages.map((body, i) => ({ id: `replay-${i}-${crypto.randomUUID()}`, timestamp: new Date(), attempts, body })),
  )
  const ctx = createExecutionContext()
  await worker.queue(batch, env)
  return getQueueResult(batch, ctx)
}

describe('notice e-mails through the queue', () => {
  it('reach the author and the visitor who opted in, once each, with the §4 label, the link and RFC 8058 headers', async () => {
    const [author, voter, boss] = [await resident('autora'), await resident('votante'), await admin()]
    await emailNoticesOn(author.token)
    const own = await submit({ token: author.token })
    await call('POST', `/api/proposals/${own}/vote`, { token: voter.token }) // follows, e-mail off
    const optedIn = await submit({ fields: { ...visitorContact, submitterEmail: 'Lucia@Example.test', notifyByEmail: 'true' } })
    const silent = await submit({ fields: { ...visitorContact, submitterEmail: 'callada@example.test' } })
    await confirmOptIn('lucia@example.test')

    for (const id of [own, optedIn, silent]) expect((await setStatus(boss, id, 'approved')).status).toBe(200)
    await drained(2)
    const mails = await notices()
    expect(mails.map((m) => m.email).sort()).toEqual([author.email, 'lucia@example.test'])

    const mail = mails.find((m) => m.email === 'lucia@example.test')!
    expect(mail.subject).toBe('Novedades de la propuesta «Más bancos en la plaza»: Priorizada')
    expect(mail.body).toContain('Ahora está: Priorizada.')
    expect(mail.body).toContain(`http://localhost/proposal/${optedIn}`)
    const unsubscribe = /^<(http:\/\/localhost\/api\/notifications\/unsubscribe\/[0-9a-f]{64})>$/.exec(
      mail.headers['List-Unsubscribe'],
    )?.[1]
    expect(unsubscribe).toBeDefined()
    expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
    expect(mail.body).toContain(unsubscribe)
    // It speaks only of the recipient's proposal: no other address or name.
    expect(mail.body).not.toContain(author.email)
    expect(mail.body).not.toContain(visitorContact.submitterName)
  })

  it('a coupon registered by an admin with the box ticked is mailed once its address is confirmed; the box needs an address', async () => {
    const boss = await admin()
    const coupon = (fields: Record<string, string>) =>
      client(boss.token).admin.proposals.$post({
        form: proposalFields({ channel: 'papel', receivedAt: '2026-05-01', submitterName: 'Pilar', notifyByEmail: 'true', ...fields }),
      })
    const refused = await coupon({})
    expect(refused.status).toBe(400)
    expect(await errorOf(refused)).toMatchObject({ fields: { submitterEmail: 'Para recibir los avisos por e-mail, indica un email' } })
    const saved = await coupon({ submitterEmail: 'pilar@example.test' })
    expect(saved.status).toBe(201)
    await confirmOptIn('pilar@example.test')
    await setStatus(boss, (await saved.json()).id, 'approved')
    await drained(1)
    expect((await notices()).map((m) => m.email)).toEqual(['pilar@example.test'])
  })

  it('one-click POST to the unsubscribe link stops every notice e-mail to that address; GET only shows the button', async () => {
    const [ana, boss] = [await resident('ana'), await admin()]
    await emailNoticesOn(ana.token)
    const first = await submit({ token: ana.token })
    const second = await submit({ token: ana.token })
    await setStatus(boss, first, 'approved')
    await drained(1)
    const link = /<(.+)>/.exec((await notices())[0].headers['List-Unsubscribe'])![1]
    const path = new URL(link).pathname

    const page = await call('GET', path)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('<html lang="es">')
    expect(html).toContain(`Dejarás de recibir en ${ana.email} los avisos por e-mail de todas las propuestas.`)
    expect(html).toMatch(
      /<form method="post" action="[^"]+"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Darme de baja<\/button>/,
    )
    expect(await (await call('GET', '/api/user/notification-settings', { token: ana.token })).json()).toEqual({ email: true, push: false })

    const oneClick = await call('POST', path, {
      body: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(oneClick.status).toBe(200)
    expect(await oneClick.text()).toContain('Listo: no te enviaremos más avisos por e-mail a esta dirección.')
    expect(await (await call('GET', '/api/user/notification-settings', { token: ana.token })).json()).toEqual({ email: false, push: false })
    expect(await (await call('GET', path)).text()).toContain('Esta dirección ya estaba dada de baja')

    await setStatus(boss, second, 'rejected')
    // The in-app notice still arrives; the e-mail does not.
    await vi.waitFor(async () => expect(await (await client(ana.token).notifications.$get()).json()).toMatchObject({ unread: 2 }))
    await drained(1)
    expect(await notices()).toHaveLength(1)

    const unknown = await call('GET', `/api/notifications/unsubscribe/${'0'.repeat(64)}`)
    expect(unknown.status).toBe(404)
    expect(await unknown.text()).toContain('Este enlace para darse de baja no es válido')
    expect((await call('POST', '/api/notifications/unsubscribe/nada')).status).toBe(404)
  })

  it('saying yes again in the profile lifts the unsubscribe', async () => {
    const [ana, boss] = [await resident('ana'), await admin()]
    await emailNoticesOn(ana.token)
    const id = await submit({ token: ana.token })
    await setStatus(boss, id, 'approved')
    await drained(1)
    const link = new URL(/<(.+)>/.exec((await notices())[0].headers['List-Unsubscribe'])![1])
    await call('POST', link.pathname)
    await emailNoticesOn(ana.token)
    await setStatus(boss, id, 'executed')
    await drained(2)
    expect((await notices()).map((m) => m.subject)).toEqual([
      'Novedades de la propuesta «Más bancos en la plaza»: Ejecutada',
      'Novedades de la propuesta «Más bancos en la plaza»: Priorizada',
    ])
  })

  it('a retried batch delivers nothing twice; a failed delivery is retried until it goes out once', async () => {
    const boss = await admin()
    const people = await Promise.all([1, 2, 3].map((n) => resident(`p${n}`)))
    const id = await submit({ token: people[0].token })
    for (const p of people) {
      await emailNoticesOn(p.token)
      await call('PUT', `/api/proposals/${id}/follow`, { token: p.token })
    }
    // The mail of one address fails (the mailbox refuses it), so its chunk is retried.
    await env.DB.prepare(
      `CREATE TRIGGER refuse_mail BEFORE INSERT ON local_idp_mailbox WHEN NEW.email = '${people[1].email}' BEGIN SELECT RAISE(ABORT, 'down'); END`,
    ).run()
    await setStatus(boss, id, 'approved')
    const event = await env.DB.prepare('SELECT id FROM notice_events').first<{ id: string }>()
    await drained(2)
    expect((await notices()).map((m) => m.email).sort()).toEqual([people[0].email, people[2].email].sort())

    await env.DB.prepare('DROP TRIGGER refuse_mail').run()
    const deliver: NoticeMessage = {
      kind: 'deliver',
      eventId: event!.id,
      origin: 'http://localhost',
      channel: 'email',
      recipients: people.map((p) => p.email),
    }
    // The same chunk twice in one batch, and the whole event again: as a redelivery after a crash would.
    const result = await consume([deliver, deliver, { kind: 'event', eventId: event!.id, origin: 'http://localhost' }])
    expect(result.retryMessages).toEqual([])
    await drained(3)
    const mails = await notices()
    expect(mails.map((m) => m.email).sort()).toEqual(people.map((p) => p.email).sort())
  })

  it('a chunk whose delivery fails asks the queue to retry it', async () => {
    const [ana, boss] = [await resident('ana'), await admin()]
    await emailNoticesOn(ana.token)
    const id = await submit({ token: ana.token })
    await env.DB.prepare("CREATE TRIGGER refuse_all BEFORE INSERT ON local_idp_mailbox BEGIN SELECT RAISE(ABORT, 'down'); END").run()
    try {
      await setStatus(boss, id, 'approved')
      const event = await env.DB.prepare('SELECT id FROM notice_events').first<{ id: string }>()
      const result = await consume([
        { kind: 'deliver', eventId: event!.id, origin: 'http://localhost', channel: 'email', recipients: [ana.email] },
      ])
      expect(result.retryMessages).toHaveLength(1)
      expect(result.explicitAcks).toEqual([])
    } finally {
      await env.DB.prepare('DROP TRIGGER refuse_all').run()
    }
  })
})
