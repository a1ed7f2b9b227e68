import { describe, expect, it } from 'vitest'
import { CATALOGUES } from '@copy/catalogues'
import {
  admin,
  approvalNoticeIn,
  call,
  errorOf,
  hreflangAlternates,
  pageTitle,
  proposalForm,
  renderedPage,
  visitorContact,
} from '../test/fixtures'

/**
 * Valencian (docs/decisions/0053): the Catalan catalogue with an overlay of the texts whose Valencian
 * wording differs. Its addresses are /va/, its pages say lang="ca-valencia", and it reads Valencian where
 * the wording differs and Catalan everywhere else.
 */
const offer = async (languages: string[]) => {
  const boss = await admin()
  const res = await call('PUT', '/api/system-config/languages', { token: boss.token, json: { languages } })
  expect(await res.json()).toMatchObject({ languages })
}

describe('Valencian', () => {
  it('is as complete as Catalan: the council can offer it, and a gap in Catalan is a gap in Valencian', async () => {
    const boss = await admin()
    const gaps = async () =>
      (await (await call('GET', '/api/admin/system-config/language-gaps', { token: boss.token })).json()) as Record<string, number>
    expect((await gaps()).va).toBe(0)
    const catalan = CATALOGUES.ca as Record<string, unknown>
    const part = catalan.COOKIE_TEXTS
    delete catalan.COOKIE_TEXTS
    try {
      expect((await gaps()).ca).toBeGreaterThan(0)
      expect((await gaps()).va).toBeGreaterThan(0)
    } finally {
      catalan.COOKIE_TEXTS = part
    }
    await offer(['es', 'va'])
  })

  it('a /va/ address renders in Valencian where the wording differs and in Catalan elsewhere', async () => {
    await offer(['es', 'va'])
    const va = await renderedPage('/va/legal-notices')
    expect(va.status).toBe(200)
    expect(va.html).toContain('<html lang="ca-valencia" data-languages="es va">')
    expect(va.html).toContain('<meta property="og:locale" content="ca_ES" />')
    expect(va.html).toMatch(/<link rel="canonical" href="[^"]+\/va\/legal-notices" \/>/)
    expect(hreflangAlternates(va.html)).toEqual([
      ['es', '/legal-notices'],
      ['ca-ES-valencia', '/va/legal-notices'],
      ['x-default', '/legal-notices'],
    ])
    // Valencian where it differs (este, les teues), Catalan where it does not (the title, the skip link).
    expect(va.html).toContain('En esta pàgina t&#x27;expliquem qui tracta les teues dades')
    expect(va.html).not.toContain('En aquesta pàgina')
    expect(pageTitle(va.html)).toBe('Avisos legals · Pressupostos Participatius')
    expect(va.html).toContain('Salta al contingut principal')
    expect(va.html).toContain('href="/va/contact"')
    // The switcher names it in itself, and its link says the language the page is in.
    expect(va.html).toContain('<link rel="manifest" href="/va/manifest.webmanifest">')
    const manifest = (await (await call('GET', '/va/manifest.webmanifest')).json()) as Record<string, unknown>
    expect(manifest).toMatchObject({ name: 'Pressupostos Participatius', lang: 'ca-valencia', start_url: '/va/', id: '/' })
    expect(manifest.description).toContain("seguix-ne l'execució")
  })

  it('not offered, /va/ is served in Spanish with a 200; with Catalan too, both are alternates', async () => {
    await offer(['es', 'ca'])
    const off = await renderedPage('/va/resultados')
    expect(off.status).toBe(200)
    expect(off.html).toContain('<html lang="es" data-languages="es ca">')
    await offer(['es', 'ca', 'va'])
    const both = await renderedPage('/ca/resultados')
    expect(both.html).toContain('<html lang="ca" data-languages="es ca va">')
    expect(hreflangAlternates(both.html).map(([lang]) => lang)).toEqual(['es', 'ca', 'ca-ES-valencia', 'x-default'])
  })

  it("a refusal follows a Valencian page's cookie, in Valencian wording", async () => {
    const res = await call('GET', '/api/user', { headers: { cookie: 'pp_lang=va' } })
    expect((await errorOf(res)).message).toBe("Has d'iniciar la sessió per a fer això.")
  })

  it('a proposal written on a Valencian page is marked as such, and as no other language on a Catalan page', async () => {
    await offer(['es', 'ca', 'va'])
    const sent = await call('POST', '/api/proposals', {
      body: proposalForm({
        ...visitorContact,
        title: 'Bancs nous a la plaça',
        description: 'Necessitem bancs a la plaça del mercat per a seure.',
      }),
      headers: { cookie: 'pp_lang=va' },
    })
    expect(sent.status).toBe(201)
    const { id, language } = (await sent.json()) as { id: number; language: string }
    expect(language).toBe('va')
    const es = await renderedPage(`/proposal/${id}`)
    expect(es.html).toContain('<h1 lang="ca-valencia"')
    expect(es.html).toContain('Propuesta escrita en valenciano por quien la envió')
    expect((await renderedPage(`/ca/proposal/${id}`)).html).not.toContain('data-testid="written-in"')
  })

  it('an author who chose Valencian gets the status e-mail in Valencian, with the Valencian address', async () => {
    const { id, mail } = await approvalNoticeIn('va')
    expect(mail.subject).toMatch(/^Novetats de la proposta «.*»: Prioritzada$/)
    expect(mail.body).toContain('Reps este correu perquè vas demanar avisos')
    expect(mail.body).toContain(`/va/proposal/${id}`)
  })
})
