import { env, exports } from 'cloudflare:workers'
import { describe, expect, it, vi } from 'vitest'
import { cityDay } from '@domain/city-day'
import { DEFAULT_MILESTONE_PHASES } from '@domain/milestones'
import {
  admin,
  call,
  client,
  emailNoticesOn,
  errorOf,
  mailbox,
  newProposal,
  renderedPage,
  resident,
  setStatus,
  type Person,
} from '../test/fixtures'

/**
 * Every name a page shows in the page's language (docs/decisions/0068): the scopes and the portal's own
 * phases from the catalogues, the council's phases as the council wrote them in each language; a
 * language whose names have a gap cannot be switched on; and a language chosen is the one drawn first.
 */
const offer = (languages: string[]) =>
  env.DB.prepare(
    'INSERT INTO system_config (id, languages) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET languages = excluded.languages, last_updated = last_updated + 1',
  )
    .bind(JSON.stringify(languages))
    .run()

type PhaseRow = { name: string; was?: string; names?: Record<string, string> }
const putPhases = (token: string, phases: PhaseRow[]) => call('PUT', '/api/system-config/phases', { token, json: { phases } })
const putLanguages = (token: string, languages: string[]) => call('PUT', '/api/system-config/languages', { token, json: { languages } })

async function prioritised(boss: Person, scope: string, author?: Person) {
  const { id } = await newProposal({ token: (author ?? (await resident())).token, fields: { scope } })
  await env.DB.prepare('UPDATE proposals SET feasibility = ?, estimated_cost = ? WHERE id = ?').bind('feasible', 50_000, id).run()
  expect((await setStatus(boss, id, 'approved')).status).toBe(200)
  return id
}

const milestone = (boss: Person, id: number, phase: string) =>
  client(boss.token).proposals[':id'].milestones.$post({
    param: { id: String(id) },
    form: { date: cityDay(), phase, text: 'Un hito publicado por la prueba.', progress: '20' },
  })

/** What a page draws: its #root, not the data after it (which keeps the names as stored, in Spanish). */
const drawn = async (path: string) => {
  const { html } = await renderedPage(path)
  return html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json"'))
}

describe('names in the language of the page', () => {
  it('a scope and the portal’s own phases are named in Galician on /gl/ pages; the label of the last scope has its accent in Spanish', async () => {
    await offer(['es', 'gl'])
    const boss = await admin()
    const id = await prioritised(boss, 'Movilidad Urbana')
    expect((await milestone(boss, id, 'En redacción del proyecto')).status).toBe(201)

    const page = await drawn(`/gl/proposal/${id}`)
    expect(page).toContain('En redacción do proxecto')
    expect(page).not.toContain('En redacción del proyecto')
    const list = await drawn('/gl/proposals?status=approved')
    expect(list).toContain('Mobilidade urbana')
    // The filter's option keeps the stored value as its value only.
    expect(list).not.toContain('>Movilidad Urbana<')
    expect(list).toContain('>Mobilidade urbana<')

    const followUp = await drawn('/gl/seguimiento')
    expect(followUp).toContain('Sen iniciar')
    expect(followUp).not.toContain('>Sin iniciar<')

    const spanish = await drawn('/proposals')
    expect(spanish).toContain('Otras categorías / Varios')
    expect(spanish).not.toContain('>Otras categorias')
  })

  it('the council names its own phase in each language in the same form; pages show the name of their language, Spanish where the language is not on', async () => {
    await offer(['es', 'gl'])
    const boss = await admin()
    const phases: PhaseRow[] = [
      ...DEFAULT_MILESTONE_PHASES.map((name) => ({ name, was: name })),
      { name: 'Recepción de la obra', names: { gl: 'Recepción da obra', ca: "Recepció de l'obra", eu: 'Obraren harrera' } },
    ]
    const saved = await putPhases(boss.token, phases)
    expect(saved.status).toBe(200)
    const config = (await (await call('GET', '/api/system-config')).json()) as {
      milestonePhaseNames: Record<string, Record<string, string>>
    }
    expect(config.milestonePhaseNames['Recepción de la obra']).toEqual({
      gl: 'Recepción da obra',
      ca: "Recepció de l'obra",
      eu: 'Obraren harrera',
    })
    // The portal's own phases come with the catalogue's names, for the form to show and change.
    expect(config.milestonePhaseNames['En obras']).toMatchObject({ gl: 'En obras', ca: 'En obres', eu: 'Obretan' })

    const id = await prioritised(boss, 'Medio Ambiente')
    expect((await milestone(boss, id, 'Recepción de la obra')).status).toBe(201)
    const galician = await drawn(`/gl/proposal/${id}`)
    expect(galician).toContain('Recepción da obra')
    expect(galician).not.toContain('Recepción de la obra')
    // Basque is not on: /eu/ is the Spanish page.
    expect(await drawn(`/eu/proposal/${id}`)).toContain('Recepción de la obra')

    // A rename keeps the names typed with it; a row sent without names keeps the ones it had.
    // Followers hear of it in their own language, the phase named as the council wrote it.
    const author = await resident('autora-gl')
    await emailNoticesOn(author.token)
    expect((await call('PUT', '/api/user/language', { token: author.token, json: { language: 'gl' } })).status).toBe(200)
    const mine = await prioritised(boss, 'Medio Ambiente', author)
    expect((await milestone(boss, mine, 'Recepción de la obra')).status).toBe(201)
    const mail = await vi.waitFor(
      async () => {
        const sent = (await mailbox()).find((m) => m.kind === 'NOTICE' && m.email === author.email && m.subject.startsWith('Avance'))
        expect(sent).toBeDefined()
        return sent!
      },
      { timeout: 20_000, interval: 100 },
    )
    expect(mail.subject).toMatch(/: Recepción da obra$/)

    const renamed = await putPhases(boss.token, [
      ...DEFAULT_MILESTONE_PHASES.map((name) => ({ name, was: name })),
      { name: 'Recepción final', was: 'Recepción de la obra' },
    ])
    expect(renamed.status).toBe(200)
    const after = (await renamed.json()) as { milestonePhaseNames: Record<string, Record<string, string>> }
    expect(after.milestonePhaseNames['Recepción final']).toMatchObject({ gl: 'Recepción da obra' })
  })
})

describe('a language with a gap in the names cannot be switched on', () => {
  it('refuses Galician while a phase of the council lacks its Galician name, says which in Spanish, and counts it in the gaps', async () => {
    await offer(['es'])
    const boss = await admin()
    const phases: PhaseRow[] = [
      ...DEFAULT_MILESTONE_PHASES.map((name) => ({ name, was: name })),
      { name: 'En contratación', names: { ca: 'En contractació', eu: 'Kontratazioan' } },
    ]
    expect((await putPhases(boss.token, phases)).status).toBe(200)
    const gaps = (await (await call('GET', '/api/admin/system-config/language-gaps', { token: boss.token })).json()) as Record<
      string,
      number
    >
    expect(gaps).toEqual({ es: 0, ca: 0, va: 0, eu: 0, gl: 1 })

    const refused = await putLanguages(boss.token, ['es', 'gl'])
    expect(refused.status).toBe(400)
    const message =
      'Para activar el gallego, escribe en «Fases de la ejecución» el nombre en gallego de estas fases: «En contratación». No se ha cambiado nada.'
    expect(await errorOf(refused)).toMatchObject({ error: 'VALIDATION', message, fields: { languages: message } })
    expect(((await (await call('GET', '/api/system-config')).json()) as { languages: string[] }).languages).toEqual(['es'])
    // Catalan has it, and Valencian reads Catalan's.
    expect((await putLanguages(boss.token, ['es', 'ca', 'va'])).status).toBe(200)

    phases[phases.length - 1] = {
      name: 'En contratación',
      was: 'En contratación',
      names: { ca: 'En contractació', eu: 'Kontratazioan', gl: 'En contratación' },
    }
    expect((await putPhases(boss.token, phases)).status).toBe(200)
    expect((await putLanguages(boss.token, ['es', 'gl'])).status).toBe(200)
  })
})

/** A page asked with a cookie, its redirect not followed (the browser's first answer, as it gets it). */
const firstAnswer = (path: string, cookie: string) =>
  exports.default.fetch(new Request(`http://localhost${path}`, { headers: { cookie }, redirect: 'manual' }))

describe('a phase saved while a language is on has its name in it', () => {
  it('refuses a new phase without its Galician name while Galician is on, at that field, and changes nothing', async () => {
    await offer(['es', 'gl'])
    const boss = await admin()
    const phases: PhaseRow[] = [
      ...DEFAULT_MILESTONE_PHASES.map((name) => ({ name, was: name })),
      { name: 'Recepción de la obra', names: { ca: "Recepció de l'obra" } },
    ]
    const refused = await putPhases(boss.token, phases)
    const message = 'Escribe el nombre de esta fase en gallego: el portal se ofrece en gallego.'
    expect(await errorOf(refused)).toMatchObject({ error: 'VALIDATION', message, fields: { 'phases.5.names.gl': message } })
    expect(((await (await call('GET', '/api/system-config')).json()) as { milestonePhases: string[] }).milestonePhases).toEqual(
      DEFAULT_MILESTONE_PHASES,
    )
  })
})

describe('a language chosen is the language drawn first', () => {
  it('an address without a language, from a browser that chose Galician, is answered with the Galician address before any page', async () => {
    await offer(['es', 'gl'])
    const chosen = await firstAnswer('/proposals?district=Norte', 'pp_lang_choice=gl')
    expect(chosen.status).toBe(302)
    expect(chosen.headers.get('location')).toBe('/gl/proposals?district=Norte')
    expect(chosen.headers.get('cache-control')).toBe('no-store')
    // The page's language alone (a shared Galician link opened once) is no choice: Spanish stays Spanish.
    const opened = await firstAnswer('/', 'pp_lang=gl')
    expect(opened.status).toBe(200)
    expect(await opened.text()).toContain('<html lang="es"')
    // A language the council no longer offers is not followed; an address with a language is served as asked.
    await offer(['es', 'ca'])
    expect((await firstAnswer('/', 'pp_lang_choice=gl')).status).toBe(200)
    expect((await firstAnswer('/ca/', 'pp_lang_choice=ca')).status).toBe(200)
  })
})
