import { describe, expect, it } from 'vitest'
import { admin, call, errorOf, proposalForm, snapshot, visitorContact } from './test/fixtures'

/** Input of the right shape that no real request holds: days that do not exist, bodies far too big. */
describe('impossible dates', () => {
  it('a channel proposal received on 2025-02-30 or 2020-13-45 is refused in Spanish and nothing is written', async () => {
    const boss = await admin()
    const before = await snapshot()
    for (const receivedAt of ['2025-02-30', '2021-02-29', '2020-13-45', '2024-04-31', '2024-00-10']) {
      const res = await call('POST', '/api/admin/proposals', {
        token: boss.token,
        body: proposalForm({ channel: 'papel', receivedAt, ...visitorContact }),
      })
      expect(res.status, receivedAt).toBe(400)
      expect((await errorOf(res)).fields).toEqual({ receivedAt: 'Indica una fecha de recepción válida que no sea futura' })
    }
    expect(await snapshot()).toEqual(before)
  })

  it('the history refuses a day that does not exist, and takes 29 February of a leap year', async () => {
    const boss = await admin()
    for (const day of ['2020-13-45', '2025-02-30', '2023-02-29', '2025-06-31']) {
      for (const bound of ['from', 'to']) {
        const res = await call('GET', `/api/admin/history?${bound}=${day}`, { token: boss.token })
        expect(res.status, `${bound}=${day}`).toBe(400)
        expect((await errorOf(res)).fields).toEqual({ [bound]: 'Indica la fecha como AAAA-MM-DD' })
      }
    }
    expect((await call('GET', '/api/admin/history?from=2024-02-29&to=2024-12-31', { token: boss.token })).status).toBe(200)
  })
})

describe('JSON bodies', () => {
  const prefs = { preferences: { functional: true, analytics: false, marketing: false } }

  it('a body over 16 KB to a JSON route is a 413 in Spanish, read no further, and nothing is stored', async () => {
    const before = await snapshot()
    const big = JSON.stringify({ ...prefs, relleno: 'x'.repeat(17 * 1024) })
    const res = await call('POST', '/api/cookie-consent', { body: big, headers: { 'content-type': 'application/json' } })
    expect(res.status).toBe(413)
    expect(await errorOf(res)).toEqual({ error: 'PAYLOAD_TOO_LARGE', message: 'Los datos enviados son demasiado grandes.' })
    expect(await snapshot()).toEqual(before)
  })

  it('a body sent without Content-Length is counted while read and stopped at the limit', async () => {
    const before = await snapshot()
    const chunk = new TextEncoder().encode(' '.repeat(64 * 1024))
    let sent = 0
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        // 60 MB if nobody stops reading.
        if (sent++ < 960) controller.enqueue(chunk)
        else controller.close()
      },
    })
    const res = await call('POST', '/api/cookie-consent', { body: endless, headers: { 'content-type': 'application/json' } })
    expect(res.status).toBe(413)
    expect((await errorOf(res)).message).toBe('Los datos enviados son demasiado grandes.')
    expect(sent).toBeLessThan(960)
    expect(await snapshot()).toEqual(before)
  })

  it('an ordinary body still passes', async () => {
    const res = await call('POST', '/api/cookie-consent', { json: prefs })
    expect(res.status).toBe(201)
  })
})
