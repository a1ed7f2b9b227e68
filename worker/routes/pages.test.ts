import { env } from 'cloudflare:workers'
import type { DehydratedState } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { SHELL_TEXTS } from '@copy'
import { admin, call, jpegFile, newProposal, PNG, readProposal, renderedPage, resident, visitorContact } from '../test/fixtures'
import { PAINT_FIRST_SCRIPT } from '../paint-first'

/**
 * Server-rendered pages (docs/decisions/0010): what a reader without JavaScript, a search engine or a
 * messaging app's link preview gets from the Worker, before any script runs.
 */
const submit = (fields: Record<string, string | File> = {}) => newProposal({ fields: { ...visitorContact, ...fields } })

/** The visible text of the rendered app (tags stripped), as a reader without JavaScript sees it. */
const rootText = (html: string) =>
  html
    .slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json"'))
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')

const meta = (html: string, attribute: 'property' | 'name', key: string) =>
  html.match(new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`))?.[1]

const WHATSAPP = { 'user-agent': 'WhatsApp/2.23.20.0 A' }
const FACEBOOK = { 'user-agent': 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)' }

describe('public pages rendered by the Worker', () => {
  it('each public route holds its heading and its data in the HTML', async () => {
    const p = await submit({ title: 'Fuente en el parque del Oeste', district: 'Oeste' })
    const boss = await admin()
    const done = await submit({ title: 'Columpios nuevos en la plaza' })
    await call('PATCH', `/api/proposals/${done.id}/status`, { token: boss.token, json: { status: 'executed' } })

    const expected: [string, string[]][] = [
      ['/', ['Presupuestos Participativos 2026', 'Propuestas Activas Destacadas', p.title, done.title]],
      ['/proposals', ['Propuestas Ciudadanas', p.title]],
      ['/proposals/executed', ['Proyectos Ejecutados', done.title]],
      ['/ejecutadas', ['Proyectos Ejecutados', done.title]],
      [`/proposal/${p.id}`, [p.title, 'Poner bancos a la sombra', 'Oeste']],
      ['/resultados', ['Resultados del Presupuesto Participativo', 'En cifras']],
      ['/seguimiento', ['Seguimiento de los proyectos', 'Por partida']],
      ['/legal-notices', ['Avisos Legales']],
      ['/contact', ['Contacto']],
      ['/budget-terms', ['Presupuesto Participativo 2026']],
    ]
    for (const [path, texts] of expected) {
      const { status, html, headers } = await renderedPage(path)
      expect(status, path).toBe(200)
      expect(headers.get('content-type'), path).toContain('text/html')
      const text = rootText(html)
      for (const t of texts) expect(text, `${path}: ${t}`).toContain(t)
      expect(html.match(/<h1[ >]/g), path).toHaveLength(1)
      // No inline script but the loader the CSP allows by its hash, and the JSON data block.
      expect(html.match(/<script(?![^>]*(data-main=|type="application\/json"))[^>]*>/g), path).toBeNull()
      expect(html.match(/<script data-main=[^>]*>([^<]*)<\/script>/)?.[1], path).toBe(PAINT_FIRST_SCRIPT)
    }
  })

  it('/proposals renders its first 12 and a plain next-page form; ?shown=21 renders 21', async () => {
    for (let i = 1; i <= 23; i++) await submit({ title: `Propuesta número ${String(i).padStart(2, '0')}` })
    const first = await renderedPage('/proposals')
    // Newest first: the last 12 sent.
    const shown = (html: string) =>
      [...html.matchAll(/Propuesta número (\d\d)/g)].map((m) => m[1]).filter((n, i, all) => all.indexOf(n) === i)
    expect(shown(rootText(first.html))).toEqual(['23', '22', '21', '20', '19', '18', '17', '16', '15', '14', '13', '12'])
    const nextPage = first.html.match(/<form[^>]*method="get"[^>]*>(?:<input[^>]*>)*<button type="submit"[^>]*>Cargar más propuestas/)?.[0]
    expect(nextPage).toContain('<input type="hidden" name="shown" value="21"/>')
    const second = await renderedPage('/proposals?shown=21')
    expect(shown(rootText(second.html))).toHaveLength(21)
    expect(second.html).toContain('<input type="hidden" name="shown" value="30"/>')
    // Values that do not fit are ignored, as the browser's list ignores them; a filter applies.
    const mangled = await renderedPage('/proposals?year=abc&shown=-4')
    expect(mangled.status).toBe(200)
    expect(shown(rootText(mangled.html))).toEqual(shown(rootText(first.html)))
    const filtered = await renderedPage(`/proposals?q=${encodeURIComponent('número 07')}&shown=21`)
    expect(filtered.status).toBe(200)
    expect(shown(rootText(filtered.html))).toEqual(['07'])
    // The whole list stays out of the HTML: the browser gets the pages the server asked the API for, one
    // per section, with the cursor of the next. What the page hands to the browser's query cache
    // (app/lib/server-state.ts), typed as TanStack Query's.
    const state: DehydratedState = JSON.parse(first.html.match(/<script type="application\/json" id="server-state">(.*?)<\/script>/)![1])
    expect(state.queries.map((q) => q.queryKey)).not.toContainEqual(['proposals'])
    const sections = state.queries.filter((q) => q.queryKey[1] === 'pages')
    type Pages = { pages: { items: unknown[]; next: string | null }[] }
    const section = (status: string) => sections.find((q) => (q.queryKey[2] as { status: string }).status === status)?.state.data as Pages
    expect(section('pending').pages).toHaveLength(1)
    expect(section('pending').pages[0].items).toHaveLength(12)
    expect(section('pending').pages[0].next).not.toBeNull()
    expect(section('approved').pages[0]).toEqual({ items: [], next: null })
  })

  it('share tags of a proposal with a photo, as a messaging app fetches them', async () => {
    const p = await submit({
      title: 'Sombra en la plaza del Mercado',
      description: `${'Árboles y bancos a la sombra. '.repeat(12)}Fin.`,
      image: jpegFile(),
      thumbnail: new File([PNG], 't.png'),
    })
    const { photoBig: photo } = await readProposal(p.id)
    for (const agent of [WHATSAPP, FACEBOOK]) {
      const { status, html } = await renderedPage(`/proposal/${p.id}`, agent)
      expect(status).toBe(200)
      expect(html).toContain('<title>Sombra en la plaza del Mercado · Presupuestos Participativos</title>')
      expect(meta(html, 'property', 'og:title')).toBe('Sombra en la plaza del Mercado')
      expect(meta(html, 'property', 'og:type')).toBe('article')
      expect(meta(html, 'property', 'og:url')).toBe(`http://localhost/proposal/${p.id}`)
      expect(html).toContain(`<link rel="canonical" href="http://localhost/proposal/${p.id}" />`)
      expect(meta(html, 'property', 'og:image')).toBe(`http://localhost${photo}`)
      expect(meta(html, 'name', 'twitter:card')).toBe('summary_large_image')
      const description = meta(html, 'property', 'og:description')!
      expect(description.startsWith('Árboles y bancos a la sombra.')).toBe(true)
      expect(description.length).toBeLessThanOrEqual(200)
      expect(description.endsWith('…')).toBe(true)
      expect(meta(html, 'name', 'description')).toBe(description)
    }
  })

  it('share tags of a proposal without a photo use the portal image, which exists at 1200×630', async () => {
    const p = await submit({ title: 'Papeleras en la calle Real' })
    const { html } = await renderedPage(`/proposal/${p.id}`, WHATSAPP)
    expect(meta(html, 'property', 'og:image')).toBe('http://localhost/share-image.png')
    expect(meta(html, 'property', 'og:image:width')).toBe('1200')
    expect(meta(html, 'property', 'og:image:height')).toBe('630')
    expect(meta(html, 'property', 'og:description')).toBe(
      'Poner bancos a la sombra en la plaza mayor para las personas mayores del barrio.',
    )
    const image = await env.ASSETS.fetch('http://localhost/share-image.png')
    expect(image.status).toBe(200)
    const bytes = new DataView(await image.arrayBuffer())
    expect([bytes.getUint32(16), bytes.getUint32(20)]).toEqual([1200, 630])
    // Other public pages have their own title, description and image.
    const list = await renderedPage('/proposals', FACEBOOK)
    expect(meta(list.html, 'property', 'og:title')).toBe('Propuestas Ciudadanas')
    expect(meta(list.html, 'property', 'og:image')).toBe('http://localhost/share-image.png')
    expect(meta(list.html, 'name', 'description')).toMatch(/presentadas y priorizadas/)
  })

  it('unknown paths, missing proposals and non-numeric ids answer 404 with their page', async () => {
    const unknown = await renderedPage('/no-existe/del-todo')
    expect(unknown.status).toBe(404)
    expect(rootText(unknown.html)).toContain('404 Page Not Found')
    expect(unknown.html).toContain('<title>Página no encontrada · Presupuestos Participativos</title>')
    const missing = await renderedPage('/proposal/987654')
    expect(missing.status).toBe(404)
    expect(rootText(missing.html)).toContain('Propuesta no encontrada')
    const invalid = await renderedPage('/proposal/abc')
    expect(invalid.status).toBe(404)
    expect(rootText(invalid.html)).toContain('ID de propuesta no válido')
    // The API keeps its JSON error contract.
    const api = await call('GET', '/api/no-existe')
    expect(api.status).toBe(404)
    expect(await api.json()).toMatchObject({ error: 'NOT_FOUND' })
  })

  it("a page's loader preloads its route's code after the app's; the shell only the app's", async () => {
    const p = await submit({ title: 'Rampa en la biblioteca' })
    const table: Record<string, string[]> = await (await env.ASSETS.fetch('http://localhost/route-preloads.json')).json()
    const loader = (html: string) => {
      const tag = html.match(/<script data-[^>]*>/)![0]
      const list = (name: string) => tag.match(new RegExp(` data-${name}="([^"]*)"`))?.[1]?.split(' ')
      return { entry: list('preload'), route: list('route-preload') }
    }
    const shell = loader((await renderedPage('/auth')).html)
    expect(shell.entry!.length).toBeGreaterThan(0)
    expect(shell.route).toBeUndefined()
    for (const [path, route] of [
      ['/proposals', '/proposals/'],
      [`/proposal/${p.id}`, '/proposal/$id'],
      ['/seguimiento', '/seguimiento'],
    ] as const) {
      const own = table[route]!
      // The route's own chunk first, then what it imports, and none of them a file the build lacks.
      expect(own[0], route).toMatch(/^\/assets\/[^/]+\.js$/)
      for (const href of own) expect((await env.ASSETS.fetch(`http://localhost${href}`)).status, href).toBe(200)
      expect(loader((await renderedPage(path)).html), path).toEqual({ entry: shell.entry, route: own })
    }
    // The home page's code is the entry's own (vite.config.ts keeps it unsplit): nothing more to preload.
    expect(loader((await renderedPage('/')).html)).toEqual(shell)
  })

  it('browser-only screens get the app shell', async () => {
    // Whatever the search params: a refused return address is dropped by the screen, not answered 404.
    for (const path of [
      '/auth',
      '/auth?redirect=%2F%2Fevil.example',
      '/auth?redirect=javascript%3Aalert(1)',
      '/profile',
      '/admin',
      '/proposals/new',
      '/pendientes',
    ]) {
      const { status, html } = await renderedPage(path)
      expect(status, path).toBe(200)
      expect(html, path).toContain('<div id="root"></div>')
    }
  })

  it('a cached page shows a vote and a status change on the next request; unchanged, it answers 304', async () => {
    const p = await submit({ title: 'Carril bici en la ronda' })
    const before = await renderedPage(`/proposal/${p.id}`)
    expect(rootText(before.html)).toContain('0 votos')
    const etag = before.headers.get('etag')!
    expect(before.headers.get('cache-control')).toContain('must-revalidate')
    expect((await call('GET', `/proposal/${p.id}`, { headers: { 'if-none-match': etag } })).status).toBe(304)
    expect(rootText((await renderedPage('/proposals')).html)).toContain('0 votos')

    const ana = await resident('ana')
    expect(
      (await call('POST', `/api/proposals/${p.id}/vote`, { token: ana.token, headers: { 'content-type': 'application/json' } })).status,
    ).toBe(200)
    const voted = await renderedPage(`/proposal/${p.id}`)
    expect(voted.headers.get('etag')).not.toBe(etag)
    expect(rootText(voted.html)).toContain('1 voto')
    expect((await call('GET', `/proposal/${p.id}`, { headers: { 'if-none-match': etag } })).status).toBe(200)
    expect(rootText((await renderedPage('/proposals')).html)).toContain('1 voto')

    const boss = await admin()
    await call('PATCH', `/api/proposals/${p.id}/status`, { token: boss.token, json: { status: 'approved' } })
    expect(rootText((await renderedPage(`/proposal/${p.id}`)).html)).toContain('Priorizada')
  })

  it('an unchanged page is rendered once and then answered from the cache, with the headers browsers revalidate by', async () => {
    const p = await submit({ title: 'Sombra en el patio del colegio' })
    const first = await renderedPage(`/proposal/${p.id}`)
    expect(first.headers.get('x-page-cache')).toBe('miss')
    // The copy is stored after the answer (waitUntil); a second and third request find it.
    let again = await renderedPage(`/proposal/${p.id}`)
    for (let i = 0; i < 20 && again.headers.get('x-page-cache') !== 'hit'; i++) again = await renderedPage(`/proposal/${p.id}`)
    expect(again.headers.get('x-page-cache')).toBe('hit')
    expect(again.html).toBe(first.html)
    expect(again.headers.get('etag')).toBe(first.headers.get('etag'))
    expect(again.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate')
    // A vote makes a new version: rendered again, never the stored copy.
    const ana = await resident('ana')
    await call('POST', `/api/proposals/${p.id}/vote`, { token: ana.token, headers: { 'content-type': 'application/json' } })
    const voted = await renderedPage(`/proposal/${p.id}`)
    expect(voted.headers.get('x-page-cache')).toBe('miss')
    expect(rootText(voted.html)).toContain('1 voto')
  })

  it("closing the voting shows on the cached home page and on a proposal's vote button", async () => {
    const p = await submit({ title: 'Bancos en la plaza Mayor' })
    expect((await renderedPage(`/proposal/${p.id}`)).html).not.toContain('data-vote-state="closed"')
    const open = await renderedPage('/')
    expect(rootText(open.html)).not.toContain(SHELL_TEXTS.submissionsClosed)
    const boss = await admin()
    expect((await call('PATCH', '/api/system-config', { token: boss.token, json: { votingEnabled: false } })).status).toBe(200)
    const closed = await renderedPage('/')
    expect(closed.headers.get('etag')).not.toBe(open.headers.get('etag'))
    expect(rootText(closed.html)).toContain(SHELL_TEXTS.submissionsClosed)
    // Drawn closed, as the browser draws it from the device's copy of the setting.
    expect((await renderedPage(`/proposal/${p.id}`)).html).toContain('data-vote-state="closed"')
  })

  it('the year and the deadline the council sets show on the cached home and terms pages at once', async () => {
    const before = await renderedPage('/budget-terms')
    const boss = await admin()
    const json = { budgetYear: 2100, submissionDeadline: '2099-05-15' }
    expect((await call('PUT', '/api/system-config/cycle', { token: boss.token, json })).status).toBe(200)
    const terms = await renderedPage('/budget-terms')
    expect(terms.headers.get('etag')).not.toBe(before.headers.get('etag'))
    expect(rootText(terms.html)).toContain('Presupuesto Participativo 2100')
    expect(rootText(terms.html)).toContain('El plazo para presentar propuestas termina el 15 de mayo de 2099.')
    expect(rootText(terms.html)).toContain('presupuesto municipal de 2100')
    const home = rootText((await renderedPage('/')).html)
    expect(home).toContain('Presupuestos Participativos 2100')
    expect(home).toContain('Ayuntamiento · Presupuesto 2100')
    expect(home).toContain('15 de mayo de 2099')
  })

  it("a past deadline with voting still on is not shown to residents: the period reads 'sigue abierto'", async () => {
    const boss = await admin()
    const json = { budgetYear: 2027, submissionDeadline: '2024-05-15' }
    expect((await call('PUT', '/api/system-config/cycle', { token: boss.token, json })).status).toBe(200)
    for (const path of ['/', '/budget-terms']) {
      const text = rootText((await renderedPage(path)).html)
      expect(text, path).toContain(SHELL_TEXTS.deadline.extended)
      expect(text, path).not.toContain('2024')
    }
  })

  it('server HTML carries no personal data of submitters or voters', async () => {
    const p = await submit({ title: 'Aceras anchas en la calle Mayor', image: jpegFile(), thumbnail: new File([PNG], 't.png') })
    const ana = await resident('ana')
    await call('POST', `/api/proposals/${p.id}/vote`, { token: ana.token, headers: { 'content-type': 'application/json' } })
    for (const path of ['/', '/proposals', `/proposal/${p.id}`, '/resultados']) {
      const { html } = await renderedPage(path)
      if (path !== '/resultados') expect(html, path).toContain('Aceras anchas') // the page is about this proposal…
      for (const secret of [
        visitorContact.submitterEmail,
        visitorContact.submitterPhone,
        visitorContact.submitterSurname,
        ana.email,
        'submitter',
        'authorId',
      ]) {
        expect(html, `${path}: ${secret}`).not.toContain(secret) // …and says nothing about who sent or voted it
      }
    }
  })

  it('text with $ patterns reaches every page byte for byte: one document, data that parses', async () => {
    const patterns = ["$'", '$`', '$&', '$$', '$1', '$<x>']
    const title = `Parque ${patterns.join(' ')} del barrio`
    const description = `Bancos y sombra: ${patterns.join(' y ')} para todos los vecinos del distrito`
    const p = await submit({ title, description })
    const paths = [
      '/',
      '/proposals',
      `/proposal/${p.id}`,
      `/proposals?q=${encodeURIComponent(patterns.join(' '))}`,
      `/proposals?district=${encodeURIComponent("$'$`$&")}`,
      '/resultados',
    ]
    for (const path of paths) {
      const { status, html } = await renderedPage(path)
      expect(status, path).toBe(200)
      expect(html.match(/<html[ >]/g), path).toHaveLength(1)
      expect(html.match(/<div id="root">/g), path).toHaveLength(1)
      const state: DehydratedState = JSON.parse(html.match(/<script type="application\/json" id="server-state">(.*?)<\/script>/)![1])
      if (path === '/proposals' || path.startsWith('/proposal/')) expect(JSON.stringify(state), path).toContain(JSON.stringify(title))
    }
    const own = await renderedPage(`/proposal/${p.id}`)
    expect(rootText(own.html)).toContain(title)
    expect(rootText(own.html)).toContain(description)
  })
})
