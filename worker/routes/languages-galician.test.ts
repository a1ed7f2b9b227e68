import { describe, expect, it } from 'vitest'
import { admin, approvalNoticeIn, call, errorOf } from '../test/fixtures'

/**
 * Galician, a complete catalogue (copy/catalogues/gl/): the council can switch it on, its addresses
 * render in Galician, and the Worker's own texts (refusals, notice e-mails) come in Galician too.
 */
describe('Galician', () => {
  it('has no gaps, so the council can offer it; its addresses then render in Galician', async () => {
    const boss = await admin()
    const gaps = (await (await call('GET', '/api/admin/system-config/language-gaps', { token: boss.token })).json()) as Record<
      string,
      number
    >
    expect(gaps.gl).toBe(0)
    const offered = await call('PUT', '/api/system-config/languages', { token: boss.token, json: { languages: ['es', 'gl'] } })
    expect(await offered.json()).toMatchObject({ languages: ['es', 'gl'] })

    const res = await call('GET', '/gl/legal-notices')
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain('<html lang="gl" data-languages="es gl">')
    expect(html.match(/<title>([^<]*)<\/title>/)?.[1]).toBe('Avisos legais · Orzamentos Participativos')
    expect(html).toContain('<meta property="og:locale" content="gl_ES" />')
    expect(html).toContain('Saltar ao contido principal')
    expect(html).toContain('href="/gl/contact"')
    // An app installed from here is named in Galician.
    expect(html).toContain('<link rel="manifest" href="/gl/manifest.webmanifest">')
    const manifest = await call('GET', '/gl/manifest.webmanifest')
    expect(await manifest.json()).toMatchObject({
      name: 'Orzamentos Participativos',
      short_name: 'Orzamentos',
      lang: 'gl',
      start_url: '/gl/',
    })
  })

  it("a refusal follows a Galician page's cookie", async () => {
    const res = await call('GET', '/api/user', { headers: { cookie: 'pp_lang=gl' } })
    expect((await errorOf(res)).message).toBe('Debe iniciar sesión para facer isto.')
  })

  it('an author who chose Galician gets the status e-mail in Galician, with the Galician address', async () => {
    const { id, mail } = await approvalNoticeIn('gl')
    expect(mail.subject).toMatch(/^Novidades da proposta «.*»: Priorizada$/)
    expect(mail.body).toContain('Agora está: Priorizada.')
    expect(mail.body).toContain(`/gl/proposal/${id}`)
  })
})
