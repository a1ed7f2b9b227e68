import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { CATALOGUES } from '@copy/catalogues'
import {
  admin,
  approvalNoticeIn,
  call,
  errorOf,
  hreflangAlternates,
  newProposal,
  pageTitle,
  proposalForm,
  renderedPage,
  resident,
  visitorContact,
} from '../test/fixtures'

/**
 * Languages (docs/decisions/0050): addresses per language rendered by the Worker in that language, the
 * council's setting, and answers in the language of the page that asked. Catalan is switched on straight
 * in the table here; the setting itself is tested below.
 */
const offer = (languages: string[]) =>
  env.DB.prepare(
    'INSERT INTO system_config (id, languages) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET languages = excluded.languages, last_updated = last_updated + 1',
  )
    .bind(JSON.stringify(languages))
    .run()

describe('addresses per language', () => {
  it('a Catalan address renders in Catalan: <html lang>, title, share locale, canonical and hreflang alternates', async () => {
    await offer(['es', 'ca'])
    const ca = await renderedPage('/ca/legal-notices')
    expect(ca.status).toBe(200)
    expect(ca.html).toContain('<html lang="ca" data-languages="es ca">')
    expect(pageTitle(ca.html)).toMatch(/ · Pressupostos Participatius$/)
    expect(ca.html).toContain('<meta property="og:locale" content="ca_ES" />')
    expect(ca.html).toMatch(/<link rel="canonical" href="[^"]+\/ca\/legal-notices" \/>/)
    expect(hreflangAlternates(ca.html)).toEqual([
      ['es', '/legal-notices'],
      ['ca', '/ca/legal-notices'],
      ['x-default', '/legal-notices'],
    ])
    // The page's own links keep the language: a shared link opens in the language it was shared in.
    expect(ca.html).toContain('href="/ca/contact"')
    expect(ca.html).toContain('Salta al contingut principal')

    const es = await renderedPage('/legal-notices')
    expect(es.html).toContain('<html lang="es" data-languages="es ca">')
    expect(pageTitle(es.html)).toBe('Avisos Legales · Presupuestos Participativos')
    expect(es.html).toContain('href="/contact"')
  })

  it('an unknown or disabled language is served in Spanish with a 200, its canonical the Spanish address', async () => {
    await offer(['es', 'ca'])
    for (const path of ['/eu/resultados', '/fr/resultados']) {
      const res = await renderedPage(path)
      expect(res.status, path).toBe(200)
      expect(res.html, path).toContain('<html lang="es"')
      expect(res.html, path).toMatch(/<link rel="canonical" href="[^"]+\/resultados" \/>/)
    }
    // A missing page stays a 404 in every language.
    expect((await renderedPage('/ca/no-existe')).status).toBe(404)
  })

  it('an app installed from a Catalan page is named in Catalan: the page links its own manifest', async () => {
    await offer(['es', 'ca'])
    const manifestLink = (html: string) => html.match(/<link rel="manifest" href="([^"]+)">/)?.[1]
    expect(manifestLink((await renderedPage('/ca/resultados')).html)).toBe('/ca/manifest.webmanifest')
    expect(manifestLink((await renderedPage('/resultados')).html)).toBe('/manifest.webmanifest')
    const manifest = async (path: string) => {
      const res = await call('GET', path)
      expect(res.status, path).toBe(200)
      expect(res.headers.get('content-type'), path).toBe('application/manifest+json')
      return (await res.json()) as { name: string; short_name: string; lang: string; start_url: string; id: string; icons: unknown[] }
    }
    const ca = await manifest('/ca/manifest.webmanifest')
    expect(ca).toMatchObject({ name: 'Pressupostos Participatius', short_name: 'Pressupostos', lang: 'ca', start_url: '/ca/', id: '/' })
    expect(ca.icons.length).toBeGreaterThan(0)
    // Not offered, or no language at all: the Spanish words, with a 200.
    for (const path of ['/eu/manifest.webmanifest', '/fr/manifest.webmanifest'])
      expect(await manifest(path), path).toMatchObject({ name: 'Presupuestos Participativos', lang: 'es', start_url: '/' })
    // Offered, Basque names the app in Basque.
    await offer(['es', 'ca', 'eu'])
    expect(await manifest('/eu/manifest.webmanifest')).toMatchObject({
      name: 'Aurrekontu Parte-hartzaileak',
      lang: 'eu',
      start_url: '/eu/',
      id: '/',
    })
  })

  it('the whole city is named in the language of the page; the names of the districts stay as the data has them', async () => {
    await offer(['es', 'ca', 'eu', 'gl'])
    const city = await newProposal({ fields: { ...visitorContact, district: 'Todos' } })
    const north = await newProposal({ fields: { ...visitorContact, district: 'Norte' } })
    for (const [prefix, wholeCity] of [
      ['', 'Toda la ciudad'],
      ['/ca', 'Tota la ciutat'],
      ['/eu', 'Hiri osoa'],
      ['/gl', 'Toda a cidade'],
    ]) {
      const html = (await renderedPage(`${prefix}/proposal/${city.id}`)).html
      expect(html, prefix).toContain(wholeCity)
      if (prefix) expect(html, prefix).not.toContain('Toda la ciudad')
      expect((await renderedPage(`${prefix}/proposal/${north.id}`)).html, prefix).toContain('Norte')
    }
  })

  it('with Spanish only (the default) nothing changes: no alternates, Spanish everywhere', async () => {
    const res = await renderedPage('/ca/contact')
    expect(res.status).toBe(200)
    expect(res.html).toContain('<html lang="es" data-languages="es">')
    expect(hreflangAlternates(res.html)).toEqual([])
  })

  it('a proposal says it was written in another language, in the words its author wrote', async () => {
    await offer(['es', 'ca'])
    const sent = await call('POST', '/api/proposals', {
      body: proposalForm({
        ...visitorContact,
        title: 'Bancs nous a la plaça',
        description: 'Necessitem bancs a la plaça del mercat per seure.',
      }),
      headers: { cookie: 'pp_lang=ca' },
    })
    expect(sent.status).toBe(201)
    const { id, language } = (await sent.json()) as { id: number; language: string }
    expect(language).toBe('ca')
    const es = await renderedPage(`/proposal/${id}`)
    expect(es.html).toContain('Propuesta escrita en catalán por quien la envió')
    expect(es.html).toContain('<h1 lang="ca"')
    const other = await newProposal({ fields: visitorContact })
    expect((await renderedPage(`/proposal/${other.id}`)).html).not.toContain('Propuesta escrita en')
  })
})

describe('the council chooses the languages (PUT /api/system-config/languages)', () => {
  it('Spanish is always on, a complete catalogue can be offered, one with a gap cannot', async () => {
    const boss = await admin()
    const gaps = async () =>
      (await (await call('GET', '/api/admin/system-config/language-gaps', { token: boss.token })).json()) as Record<string, number>
    expect(await gaps()).toEqual({ es: 0, ca: 0, va: 0, eu: 0, gl: 0 })
    // Every catalogue is complete: a gap is made in one (a whole part missing) for as long as this runs.
    const basque = CATALOGUES.eu as Record<string, unknown>
    const part = basque.LANGUAGE_TEXTS
    delete basque.LANGUAGE_TEXTS
    try {
      expect((await gaps()).eu).toBeGreaterThan(0)
      const incomplete = await call('PUT', '/api/system-config/languages', { token: boss.token, json: { languages: ['es', 'eu'] } })
      expect((await errorOf(incomplete)).message).toBe('Ese idioma no tiene la traducción completa y no se puede activar')
    } finally {
      basque.LANGUAGE_TEXTS = part
    }
    const noSpanish = await call('PUT', '/api/system-config/languages', { token: boss.token, json: { languages: [] } })
    expect((await errorOf(noSpanish)).fields).toEqual({ languages: 'Elige idiomas de la lista; el español no se puede desactivar' })
    const catalan = await call('PUT', '/api/system-config/languages', { token: boss.token, json: { languages: ['ca', 'es'] } })
    expect(await catalan.json()).toMatchObject({ languages: ['es', 'ca'] })
    const all = await call('PUT', '/api/system-config/languages', { token: boss.token, json: { languages: ['gl', 'es', 'eu', 'ca'] } })
    expect(await all.json()).toMatchObject({ languages: ['es', 'ca', 'eu', 'gl'] })
    const ok = await call('PUT', '/api/system-config/languages', { token: boss.token, json: { languages: ['es'] } })
    expect(await ok.json()).toMatchObject({ languages: ['es'] })
  })
})

describe('answers in the language of the page that asked', () => {
  it("a refusal follows the page's language cookie; an unknown one gets Spanish", async () => {
    const ca = await call('GET', '/api/user', { headers: { cookie: 'pp_lang=ca' } })
    expect((await errorOf(ca)).message).toBe("Has d'iniciar la sessió per fer això.")
    const eu = await call('GET', '/api/user', { headers: { cookie: 'pp_lang=eu' } })
    expect((await errorOf(eu)).message).toBe('Saioa hasi behar duzu hori egiteko.')
    const unknown = await call('GET', '/api/user', { headers: { cookie: 'pp_lang=xx' } })
    expect((await errorOf(unknown)).message).toBe('Debes iniciar sesión para hacer esto.')
  })

  it("a signed-in person's choice is kept on their account", async () => {
    const ana = await resident()
    const res = await call('PUT', '/api/user/language', { token: ana.token, json: { language: 'gl' } })
    expect(await res.json()).toEqual({ language: 'gl' })
    const row = await env.DB.prepare('SELECT language FROM users WHERE id = ?').bind(ana.id).first<{ language: string }>()
    expect(row?.language).toBe('gl')
    expect((await call('PUT', '/api/user/language', { token: ana.token, json: { language: 'fr' } })).status).toBe(400)
  })
})

describe('notices in the language the person chose', () => {
  it('an author who chose Catalan gets the status e-mail in Catalan, with the Catalan address', async () => {
    const { id, mail } = await approvalNoticeIn('ca')
    expect(mail.subject).toMatch(/^Novetats de la proposta «.*»: Prioritzada$/)
    expect(mail.body).toContain('Ara està: Prioritzada.')
    expect(mail.body).toContain(`/ca/proposal/${id}`)
  })
})
