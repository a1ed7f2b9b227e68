import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import {
  admin,
  call,
  client,
  confirmationLink,
  confirmOptIn,
  emailNoticesOn,
  mailbox,
  newProposal,
  noticeEmailsSent,
  proposalFields,
  resident,
  setStatus,
  visitorContact,
} from '../test/fixtures'
import { CONFIRMATIONS_PER_DAY } from './confirmation'

const address = 'lucia@example.test'
const mailsTo = async (to: string, kind: string) => (await mailbox()).filter((m) => m.kind === kind && m.email === to)
const optedIn = (email = address) => newProposal({ fields: { ...visitorContact, submitterEmail: email, notifyByEmail: 'true' } })

describe('a visitor’s notice e-mails wait for the address to be confirmed (double opt-in)', () => {
  it('the box sends a confirmation e-mail; nothing else reaches the address until its link’s button is pressed', async () => {
    const [boss, witness] = [await admin(), await resident('testigo')]
    await emailNoticesOn(witness.token)
    const { id, title } = await optedIn('Lucia@Example.test')
    await call('PUT', `/api/proposals/${id}/follow`, { token: witness.token })

    const [confirmation] = await mailsTo(address, 'NOTICE_CONFIRM')
    expect(confirmation.subject).toBe(`Confirma los avisos de la propuesta «${title}»`)
    expect(confirmation.body).toContain(
      'Para recibirlos, confirma tu dirección en este enlace: http://localhost/api/notifications/confirm/',
    )
    expect(confirmation.body).not.toContain(visitorContact.submitterName)

    // Unconfirmed: the status change reaches the witness, not the visitor's address.
    expect((await setStatus(boss, id, 'approved')).status).toBe(200)
    await noticeEmailsSent(id, 1)
    expect(await mailsTo(address, 'NOTICE')).toEqual([])

    // The link's GET (what a mail scanner follows) only shows the button, in Spanish.
    const link = await confirmationLink(address)
    const page = await call('GET', link)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('<html lang="es">')
    expect(html).toContain(`Recibirás en ${address} los avisos por e-mail de la propuesta «${title}».`)
    expect(html).toMatch(
      /<form method="post" action="\/api\/notifications\/confirm\/[0-9a-f]{64}"><button type="submit">Confirmar los avisos<\/button>/,
    )
    expect(
      await env.DB.prepare('SELECT confirmed_at FROM notice_confirmations WHERE proposal_id = ?1').bind(id).first('confirmed_at'),
    ).toBeNull()

    const pressed = await call('POST', link)
    expect(pressed.status).toBe(200)
    expect(await pressed.text()).toContain(`Listo: te avisaremos por e-mail cuando cambie la propuesta «${title}».`)
    expect(await (await call('GET', link)).text()).toContain('Esta dirección ya estaba confirmada para los avisos de esta propuesta.')

    expect((await setStatus(boss, id, 'executed')).status).toBe(200)
    await noticeEmailsSent(id, 3)
    const notices = await mailsTo(address, 'NOTICE')
    expect(notices.map((m) => m.subject)).toEqual([`Novedades de la propuesta «${title}»: Ejecutada`])
  })

  it('a link that is not one answers a Spanish page with 404 and changes nothing', async () => {
    await optedIn()
    const rows = async () => (await env.DB.prepare('SELECT token, confirmed_at FROM notice_confirmations').all()).results
    const before = await rows()
    for (const path of [
      `/api/notifications/confirm/${'0'.repeat(64)}`,
      '/api/notifications/confirm/nada',
      '/api/notifications/confirm/%3Cscript%3E',
    ]) {
      for (const method of ['GET', 'POST']) {
        const res = await call(method, path)
        expect(res.status).toBe(404)
        expect(await res.text()).toContain('Este enlace de confirmación no es válido o ya no existe.')
      }
    }
    // The rows only: the answer's metadata carries timings.
    expect(await rows()).toEqual(before)
  })

  it('an unticked box, or a signed-in author, sends no confirmation', async () => {
    const ana = await resident('ana')
    await newProposal({ fields: { ...visitorContact } })
    await newProposal({ token: ana.token, fields: { notifyByEmail: 'true' } })
    expect((await mailbox()).filter((m) => m.kind === 'NOTICE_CONFIRM')).toEqual([])
    expect(await env.DB.prepare('SELECT count(*) AS n FROM notice_confirmations').first('n')).toBe(0)
  })

  it(`one address gets at most ${CONFIRMATIONS_PER_DAY} confirmation e-mails a day, however many forms name it`, async () => {
    for (let i = 0; i < CONFIRMATIONS_PER_DAY + 2; i++) await optedIn()
    expect(await mailsTo(address, 'NOTICE_CONFIRM')).toHaveLength(CONFIRMATIONS_PER_DAY)
    // Each proposal is saved with its wish all the same.
    expect(await env.DB.prepare('SELECT count(*) AS n FROM notice_confirmations WHERE email = ?1').bind(address).first('n')).toBe(
      CONFIRMATIONS_PER_DAY + 2,
    )
  })

  it('confirming is the holder asking anew: it lifts an earlier unsubscribe of the address', async () => {
    const boss = await admin()
    await env.DB.prepare('INSERT INTO notice_email_addresses (email, token, unsubscribed_at) VALUES (?1, lower(hex(randomblob(32))), 1)')
      .bind(address)
      .run()
    const { id } = await optedIn()
    await confirmOptIn(address)
    expect(
      await env.DB.prepare('SELECT unsubscribed_at FROM notice_email_addresses WHERE email = ?1').bind(address).first('unsubscribed_at'),
    ).toBeNull()
    await setStatus(boss, id, 'approved')
    await noticeEmailsSent(id, 1)
    expect(await mailsTo(address, 'NOTICE')).toHaveLength(1)
  })

  it('a coupon entered at the channel register asks its address to confirm as well', async () => {
    const boss = await admin()
    const saved = await client(boss.token).admin.proposals.$post({
      form: proposalFields({
        channel: 'papel',
        receivedAt: '2026-05-01',
        submitterName: 'Pilar',
        submitterEmail: 'pilar@example.test',
        notifyByEmail: 'true',
      }),
    })
    expect(saved.status).toBe(201)
    expect(await mailsTo('pilar@example.test', 'NOTICE_CONFIRM')).toHaveLength(1)
  })
})
