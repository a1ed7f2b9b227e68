import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { admin, call, client, errorOf, newProposal, readProposal, resident } from '../test/fixtures'

const HEADINGS = { Norte: 120_000, Sur: 100_000, Este: 90_000, Oeste: 80_000, Centro: 70_000, Todos: 40_000 }
const budget = (over: Record<string, unknown> = {}) => ({
  year: 2026,
  investmentBudget: 10_000_000,
  sharePercent: 5,
  headings: HEADINGS,
  ...over,
})
const putBudget = (token: string, json: unknown) => call('PUT', '/api/budget', { token, json })
const count = async (table: string) => (await env.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>())!.n

describe('GET/PUT /api/budget: the cycle’s money', () => {
  it('reads as zeros for the cycle’s year before anybody sets it, one heading per district and the whole city', async () => {
    const answer = await (await client().budget.$get({ query: {} })).json()
    expect(answer).toMatchObject({ year: 2026, investmentBudget: 0, sharePercent: 5, total: 0, rule: null })
    expect(answer.headings.map((h) => h.district)).toEqual(['Norte', 'Sur', 'Este', 'Oeste', 'Centro', 'Todos'])
    expect(answer.headings.every((h) => h.amount === 0 && h.selected === 0 && h.remaining === 0)).toBe(true)
  })

  it('an administrator sets it; everybody reads the share and each heading; the history keeps before and after', async () => {
    const boss = await admin()
    const res = await putBudget(boss.token, budget())
    expect(res.status).toBe(200)
    const pub = await (await client().budget.$get({ query: { year: '2026' } })).json()
    expect(pub).toMatchObject({ year: 2026, investmentBudget: 10_000_000, sharePercent: 5, total: 500_000 })
    expect(pub.headings[0]).toEqual({ district: 'Norte', amount: 120_000, selected: 0, remaining: 120_000, selection: null })
    const history = await (await client(boss.token).admin.history.$get({ query: { action: 'budget.amounts' } })).json()
    expect(history.items[0]).toMatchObject({
      targetType: 'budget',
      targetId: 2026,
      adminId: boss.id,
      before: { investmentBudget: 0, Norte: 0 },
      after: { investmentBudget: 10_000_000, Norte: 120_000, Todos: 40_000 },
    })
    // The same figures again change nothing and add no history.
    const entries = await count('audit_log')
    expect((await putBudget(boss.token, budget())).status).toBe(200)
    expect(await count('audit_log')).toBe(entries)
    // Forms send what was typed: '45.000' is forty-five thousand euros.
    const typed = await putBudget(boss.token, budget({ investmentBudget: '10.000.000', headings: { ...HEADINGS, Todos: '35.000' } }))
    expect(((await typed.json()) as { headings: { amount: number }[] }).headings.at(-1)).toMatchObject({
      district: 'Todos',
      amount: 35_000,
    })
  })

  it('refuses, in Spanish and writing nothing, amounts that are negative, fractional, not numbers, or over the share', async () => {
    const boss = await admin()
    const before = await (await call('GET', '/api/budget')).json()
    const entries = await count('audit_log')
    const cases: [unknown, string][] = [
      [budget({ headings: { ...HEADINGS, Norte: 400_000 } }), 'headings'],
      [budget({ headings: { ...HEADINGS, Sur: -1 } }), 'headings.Sur'],
      [budget({ headings: { ...HEADINGS, Este: 12.5 } }), 'headings.Este'],
      [budget({ headings: { ...HEADINGS, Oeste: '12,50' } }), 'headings.Oeste'],
      [budget({ headings: { ...HEADINGS, Centro: 'mucho' } }), 'headings.Centro'],
      [budget({ headings: { Norte: 1 } }), 'headings.Sur'],
      [budget({ investmentBudget: -5 }), 'investmentBudget'],
      [budget({ sharePercent: 101 }), 'sharePercent'],
      [budget({ year: 1999 }), 'year'],
    ]
    for (const [json, field] of cases) {
      const error = await errorOf(await putBudget(boss.token, json))
      expect(error.error, field).toBe('VALIDATION')
      expect(error.fields?.[field], field).toMatch(/[a-zá-ú]/)
    }
    expect((await errorOf(await putBudget(boss.token, budget({ headings: { ...HEADINGS, Norte: 400_000 } })))).message).toBe(
      'Los importes de los distritos y de toda la ciudad suman más que la parte participativa del presupuesto',
    )
    expect(await (await call('GET', '/api/budget')).json()).toEqual(before)
    expect(await count('audit_log')).toBe(entries)
  })

  it('only administrators set it; a year nobody set is not found; a malformed year is refused', async () => {
    const ana = await resident()
    expect((await errorOf(await putBudget(ana.token, budget()))).error).toBe('FORBIDDEN')
    expect((await errorOf(await call('PUT', '/api/budget', { json: budget() }))).error).toBe('AUTH_REQUIRED')
    expect((await errorOf(await call('GET', '/api/budget?year=2019'))).message).toBe(
      'No hay presupuesto participativo registrado para 2019.',
    )
    expect((await errorOf(await call('GET', '/api/budget?year=dos'))).error).toBe('VALIDATION')
  })
})

describe('PUT /api/proposals/{id}/assessment: the technical assessment', () => {
  const assess = (token: string, id: number, json: unknown) => call('PUT', `/api/proposals/${id}/assessment`, { token, json })

  it('a feasible verdict with its cost is public, its service is not; followers are told; the history keeps it and can undo it', async () => {
    const boss = await admin()
    await putBudget(boss.token, budget())
    const ana = await resident('ana-assessed')
    const p = await newProposal({ token: ana.token })
    const res = await assess(boss.token, p.id, {
      feasibility: 'feasible',
      estimatedCost: 45_000,
      service: 'Servicio de Parques y Jardines',
      assessment: 'Viable: el solar es municipal.',
    })
    expect(res.status).toBe(200)
    const saved = (await res.json()) as { historyId: number }
    expect(saved).toMatchObject({ feasibility: 'feasible', estimatedCost: 45_000, service: 'Servicio de Parques y Jardines' })

    const pub = await readProposal(p.id)
    expect(pub).toMatchObject({ feasibility: 'feasible', estimatedCost: 45_000, assessment: 'Viable: el solar es municipal.' })
    expect(JSON.stringify(pub)).not.toContain('Parques')
    const listed = (await (await client().proposals.$get({ query: {} })).json()).find((x) => x.id === p.id)!
    expect(listed).toMatchObject({ feasibility: 'feasible', estimatedCost: 45_000, assessment: 'Viable: el solar es municipal.' })
    expect(JSON.stringify(listed)).not.toContain('Parques')

    // The author follows the proposal: the verdict reaches them as a notice.
    const notices = await (await client(ana.token).notifications.$get()).json()
    expect(notices.items[0]).toMatchObject({ proposalId: p.id, status: 'feasible' })

    const undo = await call('POST', `/api/admin/history/${saved.historyId}/undo`, { token: boss.token })
    expect(undo.status).toBe(200)
    expect(await readProposal(p.id)).toMatchObject({ feasibility: 'pending', estimatedCost: null, assessment: null })
    const full = await (await call('GET', `/api/proposals/${p.id}/assessment`, { token: boss.token })).json()
    expect(full).toMatchObject({ feasibility: 'pending', service: null, assessedAt: null })
  })

  it('an unfeasible verdict needs its public reason; a feasible one its cost; absurd or malformed costs are refused and nothing changes', async () => {
    const boss = await admin()
    await putBudget(boss.token, budget())
    const p = await newProposal({ token: (await resident('eva')).token })
    const entries = await count('audit_log')
    const refusals: [unknown, string, string][] = [
      [{ feasibility: 'feasible' }, 'estimatedCost', 'Una propuesta viable necesita su coste estimado'],
      [{ feasibility: 'unfeasible', assessment: '   ' }, 'assessment', 'Explica públicamente por qué no es viable'],
      [
        { feasibility: 'feasible', estimatedCost: 10_000_001 },
        'estimatedCost',
        'El coste estimado no puede superar el presupuesto de inversiones entero (10.000.000\u00a0€)',
      ],
      [
        { feasibility: 'feasible', estimatedCost: -3 },
        'estimatedCost',
        'Indica el coste estimado en euros enteros, sin céntimos ni signos',
      ],
      [
        { feasibility: 'feasible', estimatedCost: 99.5 },
        'estimatedCost',
        'Indica el coste estimado en euros enteros, sin céntimos ni signos',
      ],
      [
        { feasibility: 'feasible', estimatedCost: 'caro' },
        'estimatedCost',
        'Indica el coste estimado en euros enteros, sin céntimos ni signos',
      ],
      [{ feasibility: 'quizá' }, 'feasibility', 'Indica si la propuesta es viable, no viable o pendiente de evaluación'],
    ]
    for (const [json, field, message] of refusals) {
      const error = await errorOf(await assess(boss.token, p.id, json))
      expect(error.fields?.[field], JSON.stringify(json)).toBe(message)
    }
    expect(await readProposal(p.id)).toMatchObject({ feasibility: 'pending', estimatedCost: null, assessment: null })
    expect(await count('audit_log')).toBe(entries)

    const unfeasible = await assess(boss.token, p.id, { feasibility: 'unfeasible', assessment: 'La calle es de titularidad autonómica.' })
    expect(await unfeasible.json()).toMatchObject({ feasibility: 'unfeasible', estimatedCost: null })
  })

  it('is for administrators only', async () => {
    const ana = await resident('ana-not-admin')
    const p = await newProposal({ token: ana.token })
    const json = { feasibility: 'feasible', estimatedCost: 100 }
    expect((await errorOf(await assess(ana.token, p.id, json))).error).toBe('FORBIDDEN')
    expect((await errorOf(await call('PUT', `/api/proposals/${p.id}/assessment`, { json }))).error).toBe('AUTH_REQUIRED')
    expect(await readProposal(p.id)).toMatchObject({ feasibility: 'pending' })
  })
})
