import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { DEFAULT_MILESTONE_PHASES } from '@domain/milestones'
import { admin, call, client, resident } from '../test/fixtures'

describe('/api/system-config', () => {
  it("is public and says voting is enabled, with §9's year and deadline, when no row exists", async () => {
    const res = await call('GET', '/api/system-config')
    expect(await res.json()).toMatchObject({ votingEnabled: true, budgetYear: 2026, submissionDeadline: '2025-05-12' })
  })

  it('only admins switch voting; the change is recorded with who and when', async () => {
    const boss = await admin()
    const ana = await resident()
    expect((await call('PATCH', '/api/system-config', { token: ana.token, json: { votingEnabled: false } })).status).toBe(403)
    const off = await call('PATCH', '/api/system-config', { token: boss.token, json: { votingEnabled: false } })
    expect(await off.json()).toMatchObject({ votingEnabled: false, updatedBy: boss.id })
    expect(await (await call('GET', '/api/system-config')).json()).toMatchObject({ votingEnabled: false })
    const bad = await call('PATCH', '/api/system-config', { token: boss.token, json: { votingEnabled: 'no' } })
    expect(bad.status).toBe(400)
  })

  it('says who changed it to admins only: the public answer has no administrator id', async () => {
    const boss = await admin()
    const ana = await resident()
    await call('PATCH', '/api/system-config', { token: boss.token, json: { votingEnabled: false } })
    for (const token of [undefined, ana.token, boss.token]) {
      const pub = await (await client(token)['system-config'].$get()).json()
      expect(pub).toEqual({
        votingEnabled: false,
        residentsOnly: false,
        ownDistrictOnly: false,
        censusVoting: false,
        budgetYear: 2026,
        submissionDeadline: '2025-05-12',
        accessibilityReviewedOn: null,
        milestonePhases: [...DEFAULT_MILESTONE_PHASES],
        // Their names in the other languages (docs/decisions/0068): the portal's own, from the catalogues.
        milestonePhaseNames: expect.objectContaining({ 'En obras': { ca: 'En obres', eu: 'Obretan', gl: 'En obras' } }),
        languages: ['es'],
        lastUpdated: expect.any(String),
        // The year's calendar and where it stands today (docs/decisions/0058): the switch closes both.
        calendar: expect.any(Object),
        openPhases: ['presentation', 'support'],
        phase: 'support',
        phaseUntil: expect.any(String),
        nextPhase: { phase: 'assessment', start: expect.any(String) },
        presentationOpen: false,
        supportOpen: false,
      })
    }
    const full = await call('GET', '/api/admin/system-config', { token: boss.token })
    expect(await full.json()).toEqual({
      votingEnabled: false,
      residentsOnly: false,
      ownDistrictOnly: false,
      censusVoting: false,
      budgetYear: 2026,
      submissionDeadline: '2025-05-12',
      accessibilityReviewedOn: null,
      milestonePhases: [...DEFAULT_MILESTONE_PHASES],
      milestonePhaseNames: expect.objectContaining({ 'En obras': { ca: 'En obres', eu: 'Obretan', gl: 'En obras' } }),
      languages: ['es'],
      lastUpdated: expect.any(String),
      updatedBy: boss.id,
    })
    expect((await call('GET', '/api/admin/system-config', { token: ana.token })).status).toBe(403)
  })

  it("the council's census rules are set one at a time, recorded in the history; an empty change is refused", async () => {
    const boss = await admin()
    const set = (json: object) => call('PATCH', '/api/system-config', { token: boss.token, json })
    expect(await (await set({ residentsOnly: true })).json()).toMatchObject({
      censusVoting: false,
      residentsOnly: true,
      votingEnabled: true,
    })
    // 'Votar sin cuenta' needs 'solo empadronados' first (decision 0056, tested in one-person-one-vote.test.ts).
    expect(await (await set({ censusVoting: true })).json()).toMatchObject({
      censusVoting: true,
      residentsOnly: true,
      ownDistrictOnly: false,
    })
    const history = await (await client(boss.token).admin.history.$get({ query: { action: 'config.census' } })).json()
    expect(history.items.map((h) => h.after)).toEqual([{ censusVoting: true }, { residentsOnly: true }])
    expect((await set({})).status).toBe(400)
    expect((await set({ ownDistrictOnly: 'sí' })).status).toBe(400)
  })

  it('the duplicate fix answers a message and the table can never hold two rows', async () => {
    const boss = await admin()
    const fix = await call('POST', '/api/system-config/fix', { token: boss.token })
    expect(await fix.json()).toMatchObject({
      message: 'La configuración del sistema ya era única: no había duplicados que arreglar.',
      votingEnabled: true,
    })
    await expect(env.DB.prepare('INSERT INTO system_config (id, voting_enabled) VALUES (2, 0)').run()).rejects.toThrow(/CHECK/)
    expect((await call('POST', '/api/system-config/fix')).status).toBe(401)
  })

  describe('the yearly cycle (PUT /api/system-config/cycle)', () => {
    const history = async (token: string) =>
      (await (await client(token).admin.history.$get({ query: { action: 'config.cycle' } })).json()).items

    it('an admin sets the year and the deadline; everybody reads them and the history says what changed and who', async () => {
      const boss = await admin()
      const res = await call('PUT', '/api/system-config/cycle', {
        token: boss.token,
        json: { budgetYear: 2027, submissionDeadline: '2026-05-15' },
      })
      expect(res.status).toBe(200)
      expect(await res.json()).toMatchObject({
        budgetYear: 2027,
        submissionDeadline: '2026-05-15',
        votingEnabled: true,
        updatedBy: boss.id,
      })
      expect(await (await call('GET', '/api/system-config')).json()).toMatchObject({ budgetYear: 2027, submissionDeadline: '2026-05-15' })
      // Only the deadline moves this time: the history holds only what changed.
      await call('PUT', '/api/system-config/cycle', { token: boss.token, json: { budgetYear: '2027', submissionDeadline: '2026-05-20' } })
      expect(await history(boss.token)).toEqual([
        expect.objectContaining({
          adminId: boss.id,
          before: { submissionDeadline: '2026-05-15' },
          after: { submissionDeadline: '2026-05-20' },
        }),
        expect.objectContaining({
          adminId: boss.id,
          before: { budgetYear: 2026, submissionDeadline: '2025-05-12' },
          after: { budgetYear: 2027, submissionDeadline: '2026-05-15' },
        }),
      ])
    })

    it('saving the same values records nothing', async () => {
      const boss = await admin()
      const same = await call('PUT', '/api/system-config/cycle', {
        token: boss.token,
        json: { budgetYear: 2026, submissionDeadline: '2025-05-12' },
      })
      expect(same.status).toBe(200)
      expect(await history(boss.token)).toEqual([])
    })

    it.each([
      [
        { budgetYear: 226, submissionDeadline: '2026-05-15' },
        'budgetYear',
        'Indica el año del presupuesto con cuatro cifras, entre 2000 y 2100',
      ],
      [
        { budgetYear: 'dos mil', submissionDeadline: '2026-05-15' },
        'budgetYear',
        'Indica el año del presupuesto con cuatro cifras, entre 2000 y 2100',
      ],
      [{ budgetYear: 2027, submissionDeadline: '15/05/2026' }, 'submissionDeadline', 'Indica una fecha límite válida (día, mes y año)'],
      [{ budgetYear: 2027, submissionDeadline: '2026-02-30' }, 'submissionDeadline', 'Indica una fecha límite válida (día, mes y año)'],
      [{ budgetYear: 2027 }, 'submissionDeadline', 'Indica una fecha límite válida (día, mes y año)'],
      [
        { budgetYear: 2027, submissionDeadline: '2028-01-10' },
        'submissionDeadline',
        'La fecha límite no puede ser de un año posterior al del presupuesto',
      ],
    ])('%o is refused with a Spanish message on its field and changes nothing', async (json, field, message) => {
      const boss = await admin()
      const res = await call('PUT', '/api/system-config/cycle', { token: boss.token, json })
      expect(res.status).toBe(400)
      expect(await res.json()).toMatchObject({ error: 'VALIDATION', message, fields: { [field]: message } })
      expect(await (await call('GET', '/api/system-config')).json()).toMatchObject({ budgetYear: 2026, submissionDeadline: '2025-05-12' })
      expect(await history(boss.token)).toEqual([])
    })

    it('residents and visitors cannot change it', async () => {
      const ana = await resident()
      const json = { budgetYear: 2030, submissionDeadline: '2029-05-01' }
      expect((await call('PUT', '/api/system-config/cycle', { token: ana.token, json })).status).toBe(403)
      expect((await call('PUT', '/api/system-config/cycle', { json })).status).toBe(401)
      expect(await (await call('GET', '/api/system-config')).json()).toMatchObject({ budgetYear: 2026 })
    })
  })
})
