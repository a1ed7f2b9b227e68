import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { cityDay } from '@domain/city-day'
import { DEFAULT_MILESTONE_PHASES } from '@domain/milestones'
import { admin, call, client, errorOf, newProposal, readProposal, resident, setStatus, snapshot, type Person } from '../test/fixtures'

const putPhases = (token: string, phases: { name: string; was?: string }[]) =>
  client(token)['system-config'].phases.$put({ json: { phases } })
const kept = (names: readonly string[]) => names.map((name) => ({ name, was: name }))
const publicPhases = async () => (await (await client()['system-config'].$get()).json()).milestonePhases

async function prioritised(boss: Person) {
  const { id } = await newProposal({ token: (await resident()).token })
  await env.DB.prepare('UPDATE proposals SET feasibility = ?, estimated_cost = ? WHERE id = ?').bind('feasible', 50_000, id).run()
  expect((await setStatus(boss, id, 'approved')).status).toBe(200)
  return id
}

const milestone = (boss: Person, id: number, phase: string, progress: number) =>
  client(boss.token).proposals[':id'].milestones.$post({
    param: { id: String(id) },
    form: { date: cityDay(), phase, text: `Hito en la fase ${phase}`, progress: String(progress) },
  })

const year = Number(cityDay().slice(0, 4))
const accountability = async () => (await client().accountability.$get({ query: { year: String(year) } })).json()

describe('the council edits the phases of the execution (PUT /api/system-config/phases)', () => {
  it('starts with the default phases; renames carry their milestones along, reorders and additions show in /seguimiento, with one history entry', async () => {
    const boss = await admin()
    expect(await publicPhases()).toEqual(DEFAULT_MILESTONE_PHASES)
    const id = await prioritised(boss)
    expect((await milestone(boss, id, 'En licitación', 20)).status).toBe(201)

    // Rename 'En licitación', move 'Adjudicada' first, add 'Recepción de la obra' at the end.
    const [drafting, tender, awarded, works, finished] = DEFAULT_MILESTONE_PHASES
    const next = [
      { name: 'Adjudicada', was: awarded },
      { name: drafting, was: drafting },
      { name: 'En contratación', was: tender },
      { name: works, was: works },
      { name: finished, was: finished },
      { name: 'Recepción de la obra' },
    ]
    const res = await putPhases(boss.token, next)
    expect(res.status).toBe(200)
    const names = next.map((p) => p.name)
    expect((await res.json()).milestonePhases).toEqual(names)
    expect(await publicPhases()).toEqual(names)

    const proposal = await readProposal(id)
    expect(proposal.phase).toBe('En contratación')
    expect(proposal.milestones[0].phase).toBe('En contratación')
    const a = await accountability()
    expect(a.phases).toEqual(['Sin iniciar', ...names])
    expect(a.headings.find((h) => h.district === 'Norte')?.byPhase).toMatchObject({ 'En contratación': 1, 'Recepción de la obra': 0 })
    const csv = await (await call('GET', '/api/open-data/accountability.csv')).text()
    expect(csv.split('\n')[0]).toContain('Sin iniciar;Adjudicada;En redacción del proyecto;En contratación')

    const history = await (await client(boss.token).admin.history.$get({ query: { action: 'config.phases' } })).json()
    expect(history.items).toHaveLength(1)
    expect(history.items[0]).toMatchObject({ targetType: 'config', before: { phases: DEFAULT_MILESTONE_PHASES }, after: { phases: names } })

    // Milestones take the new names only.
    expect((await milestone(boss, id, 'Recepción de la obra', 30)).status).toBe(201)
    const old = await errorOf(await milestone(boss, id, tender, 40))
    expect(old).toMatchObject({
      error: 'VALIDATION',
      message: 'Selecciona una fase de la lista',
      fields: { phase: 'Selecciona una fase de la lista' },
    })

    // The same list again changes nothing and records nothing.
    expect((await putPhases(boss.token, kept(names))).status).toBe(200)
    expect((await (await client(boss.token).admin.history.$get({ query: { action: 'config.phases' } })).json()).items).toHaveLength(1)
  })

  it('swaps two names in one go without merging their milestones; an executed proposal without milestones reads the last phase, on /seguimiento and its own page', async () => {
    const boss = await admin()
    const one = await prioritised(boss)
    const two = await prioritised(boss)
    await milestone(boss, one, 'En licitación', 10)
    await milestone(boss, two, 'Adjudicada', 30)
    const [drafting, tender, awarded, works, finished] = DEFAULT_MILESTONE_PHASES
    const res = await putPhases(boss.token, [
      { name: drafting, was: drafting },
      { name: awarded, was: tender },
      { name: tender, was: awarded },
      { name: finished, was: finished },
      { name: works, was: works },
    ])
    expect(res.status).toBe(200)
    expect((await readProposal(one)).phase).toBe(awarded)
    expect((await readProposal(two)).phase).toBe(tender)

    const done = await prioritised(boss)
    expect((await setStatus(boss, done, 'executed')).status).toBe(200)
    expect((await accountability()).proposals.find((p) => p.id === done)).toMatchObject({ phase: works, progress: 100 })
    // Its own page says the same as /seguimiento.
    expect(await readProposal(done)).toMatchObject({ phase: works, progress: 100 })
  })

  it('refuses bad lists in Spanish and changes nothing: a phase in use, empty, repeated, reserved, too long or too many, stale', async () => {
    const boss = await admin()
    const id = await prioritised(boss)
    await milestone(boss, id, 'En obras', 50)
    await milestone(boss, id, 'En obras', 60)
    const before = await snapshot()
    const withoutWorks = kept(DEFAULT_MILESTONE_PHASES.filter((p) => p !== 'En obras'))
    const cases: [unknown, number, string][] = [
      [withoutWorks, 409, 'La fase «En obras» la usan 2 hitos: cámbialos de fase antes de quitarla. No se ha cambiado nada.'],
      [[], 400, 'Deja al menos una fase en la lista'],
      [[{ name: 'En obras', was: 'En obras' }, { name: 'en OBRAS' }], 400, 'Dos fases no pueden llamarse igual'],
      [
        [...kept(DEFAULT_MILESTONE_PHASES), { name: 'Sin iniciar' }],
        400,
        '«Sin iniciar» es como se muestran los proyectos sin hitos: elige otro nombre',
      ],
      [[...kept(DEFAULT_MILESTONE_PHASES), { name: ' ' }], 400, 'Cada fase necesita un nombre de al menos 2 caracteres'],
      [[...kept(DEFAULT_MILESTONE_PHASES), { name: 'x'.repeat(61) }], 400, 'El nombre de una fase no puede superar los 60 caracteres'],
      [Array.from({ length: 13 }, (_, n) => ({ name: `Fase número ${n + 1}` })), 400, 'La lista admite como mucho 12 fases'],
      [
        [...kept(DEFAULT_MILESTONE_PHASES), { name: 'Otra', was: 'Una fase que ya no existe' }],
        409,
        'La lista de fases ha cambiado mientras la editabas: recarga la página y vuelve a intentarlo. No se ha cambiado nada.',
      ],
      ['En obras', 400, 'Envía la lista de fases como la muestra el panel'],
    ]
    for (const [phases, status, message] of cases) {
      const res = await call('PUT', '/api/system-config/phases', { token: boss.token, json: { phases } })
      expect(res.status, message).toBe(status)
      expect((await errorOf(res)).message).toBe(message)
    }
    expect(await snapshot()).toEqual(before)
    expect(await publicPhases()).toEqual(DEFAULT_MILESTONE_PHASES)

    // A phase nobody uses may go.
    const res = await putPhases(boss.token, kept(DEFAULT_MILESTONE_PHASES.filter((p) => p !== 'En licitación')))
    expect(res.status).toBe(200)
    expect(await publicPhases()).not.toContain('En licitación')
  })
})
