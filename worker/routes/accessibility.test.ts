import { describe, expect, it } from 'vitest'
import { addWorkingDays } from '@domain/accessibility'
import { cityDay } from '@domain/city-day'
import { admin, call, client, errorOf, LIMIT_WINDOW_WAIT_MS, mailbox, resident, withinOneLimitWindow } from '../test/fixtures'

/** Each test its own address, so that the burst limit of one never refuses another's requests. */
const from = (ip: string) => ({ 'cf-connecting-ip': ip })
const complaint = {
  kind: 'complaint',
  name: 'Rosa',
  email: 'Rosa@Example.test',
  page: '/resultados',
  message: 'El gráfico de resultados no se entiende con el lector de pantalla.',
}

describe('accessibility complaints and requests (RD 1112/2018)', () => {
  it('anybody sends one: a reference and the legal term at once, an e-mail to the person without their text, the officers see it', async () => {
    const res = await client(undefined, from('198.51.100.1')).accessibility.requests.$post({ json: complaint })
    expect(res.status).toBe(201)
    const { reference, dueOn } = await res.json()
    expect(reference).toMatch(/^ACC-\d{4}-\d{5}$/)
    expect(dueOn).toBe(addWorkingDays(cityDay(), 20))
    const [mail] = await mailbox()
    expect(mail).toMatchObject({ email: 'rosa@example.test', kind: 'ACCESSIBILITY' })
    expect(mail.subject).toBe(`Hemos recibido tu queja sobre la accesibilidad (${reference})`)
    // One sentence, in the portal's 'tú' throughout (no 'su número', no 'sobre … sobre').
    expect(mail.body).toContain(
      `Hemos recibido tu queja sobre la accesibilidad del portal de Presupuestos Participativos, con el número de referencia ${reference}.`,
    )
    expect(mail.body).not.toMatch(/\b(su|usted)\b/i)
    // The address is typed, never confirmed: the receipt never carries what the sender wrote.
    expect(mail.body).not.toContain(complaint.message)
    expect(mail.body).toContain('este correo no repite tu mensaje')

    const boss = await admin()
    const list = await (await client(boss.token).admin.accessibility.$get()).json()
    expect(list).toEqual([expect.objectContaining({ reference, kind: 'complaint', email: 'rosa@example.test', dueOn, answer: null })])
  })

  it('the answer goes by e-mail, is recorded in the history, and a second answer is refused', async () => {
    const sent = await client(undefined, from('198.51.100.2')).accessibility.requests.$post({
      json: {
        kind: 'accessible-version',
        name: '',
        page: '',
        email: 'luis@example.test',
        message: 'Necesito la foto de la propuesta 3 descrita.',
      },
    })
    const { reference } = await sent.json()
    const boss = await admin()
    const [request] = await (await client(boss.token).admin.accessibility.$get()).json()
    const path = `/api/admin/accessibility/${request.id}/answer`
    const answer = 'La foto muestra un banco roto junto a la fuente de la plaza.'
    const res = await call('POST', path, { token: boss.token, json: { answer } })
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ reference, answer, answeredAt: expect.any(String) })

    const [mail] = await mailbox()
    expect(mail).toMatchObject({ email: 'luis@example.test', subject: `Respuesta a tu solicitud de información accesible (${reference})` })
    expect(mail.body).toContain(answer)
    const history = await (await client(boss.token).admin.history.$get({ query: { action: 'accessibility.answer' } })).json()
    expect(history.items).toEqual([
      expect.objectContaining({
        adminId: boss.id,
        targetType: 'accessibility',
        targetId: request.id,
        after: expect.objectContaining({ reference }),
      }),
    ])

    const again = await call('POST', path, { token: boss.token, json: { answer: 'Otra respuesta.' } })
    expect((await errorOf(again)).message).toBe('Esta solicitud ya tiene respuesta.')
    expect(
      (
        await client(boss.token)
          .admin.history.$get({ query: { action: 'accessibility.answer' } })
          .then((r) => r.json())
      ).total,
    ).toBe(1)
    expect(await mailbox()).toHaveLength(2)
  })

  it('refuses, in Spanish and without storing anything, a request with no way to answer or too long', async () => {
    const headers = from('198.51.100.3')
    const noEmail = await call('POST', '/api/accessibility/requests', { json: { ...complaint, email: '' }, headers })
    expect(await errorOf(noEmail)).toMatchObject({
      error: 'VALIDATION',
      fields: { email: 'Indica un email válido para que podamos responderte' },
    })
    const long = await call('POST', '/api/accessibility/requests', { json: { ...complaint, message: 'a'.repeat(4001) }, headers })
    expect((await errorOf(long)).fields).toEqual({ message: 'El mensaje no puede superar los 4000 caracteres' })
    const kind = await call('POST', '/api/accessibility/requests', { json: { ...complaint, kind: 'other' }, headers })
    expect((await errorOf(kind)).fields).toHaveProperty('kind')
    const boss = await admin()
    expect(await (await client(boss.token).admin.accessibility.$get()).json()).toEqual([])
    expect(await mailbox()).toEqual([])
  })

  it('one e-mail address gets at most 3 receipts a day, whatever addresses the requests come from; every request is kept', async () => {
    const target = { ...complaint, email: 'victima@example.test', message: 'Visita https://estafa.example para cobrar tu premio.' }
    const sent = await Promise.all(
      Array.from({ length: 11 }, (_, i) =>
        call('POST', '/api/accessibility/requests', { json: target, headers: from(`203.0.113.${i + 1}`) }),
      ),
    )
    expect(sent.map((r) => r.status)).toEqual(Array(11).fill(201))
    const mails = (await mailbox()).filter((m) => m.email === 'victima@example.test')
    expect(mails).toHaveLength(3)
    for (const mail of mails) expect(mail.body).not.toContain('estafa')
    const boss = await admin()
    expect(await (await client(boss.token).admin.accessibility.$get()).json()).toHaveLength(11)
    // Another address is not held back by that one.
    await call('POST', '/api/accessibility/requests', { json: complaint, headers: from('203.0.113.99') })
    expect((await mailbox()).filter((m) => m.email === 'rosa@example.test')).toHaveLength(1)
  })

  it('refuses a burst from one address with 429 in Spanish; another address still gets through', {
    timeout: LIMIT_WINDOW_WAIT_MS + 30_000,
  }, async () => {
    await withinOneLimitWindow()
    const headers = from('198.51.100.4')
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) statuses.push((await call('POST', '/api/accessibility/requests', { json: complaint, headers })).status)
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429])
    const over = await call('POST', '/api/accessibility/requests', { json: complaint, headers })
    expect(await errorOf(over)).toMatchObject({ error: 'RATE_LIMITED', message: expect.stringContaining('demasiadas peticiones') })
    expect((await call('POST', '/api/accessibility/requests', { json: complaint, headers: from('198.51.100.5') })).status).toBe(201)
  })

  it('an answer must say something; residents cannot list or answer', async () => {
    await call('POST', '/api/accessibility/requests', { json: complaint, headers: from('198.51.100.6') })
    const boss = await admin()
    const ana = await resident()
    const [request] = await (await client(boss.token).admin.accessibility.$get()).json()
    const empty = await call('POST', `/api/admin/accessibility/${request.id}/answer`, { token: boss.token, json: { answer: '   ' } })
    expect((await errorOf(empty)).fields).toEqual({ answer: 'Escribe la respuesta que recibirá la persona' })
    expect((await call('GET', '/api/admin/accessibility', { token: ana.token })).status).toBe(403)
    const missing = await call('POST', '/api/admin/accessibility/999/answer', { token: boss.token, json: { answer: 'Hola' } })
    expect((await errorOf(missing)).error).toBe('NOT_FOUND')
  })
})

describe('the day of the last manual review (PUT /api/system-config/accessibility-review)', () => {
  it('an admin sets it, everybody reads it, the history records it; a future or impossible day is refused', async () => {
    const boss = await admin()
    expect(await (await call('GET', '/api/system-config')).json()).toMatchObject({ accessibilityReviewedOn: null })
    const res = await call('PUT', '/api/system-config/accessibility-review', { token: boss.token, json: { reviewedOn: '2026-10-15' } })
    expect(await res.json()).toMatchObject({ accessibilityReviewedOn: '2026-10-15', updatedBy: boss.id })
    expect(await (await call('GET', '/api/system-config')).json()).toMatchObject({ accessibilityReviewedOn: '2026-10-15' })
    const history = await (await client(boss.token).admin.history.$get({ query: { action: 'config.accessibility' } })).json()
    expect(history.items[0]).toMatchObject({ before: { accessibilityReviewedOn: null }, after: { accessibilityReviewedOn: '2026-10-15' } })
    for (const reviewedOn of ['2999-01-01', '2026-02-30', 'ayer']) {
      const bad = await call('PUT', '/api/system-config/accessibility-review', { token: boss.token, json: { reviewedOn } })
      expect((await errorOf(bad)).fields).toEqual({ reviewedOn: 'Indica una fecha válida que no sea futura' })
    }
  })
})
