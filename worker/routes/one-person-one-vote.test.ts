import { createScheduledController } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { CENSUS_ERRORS } from '@copy'
import worker from '../index'
import { dni, seedCensus } from '../test/census'
import { admin, call, errorOf, newProposal, resident, setStatus, visitorContact, type Person } from '../test/fixtures'

// Issue 35's review of 'one person, one vote' once census channels are on (docs/decisions/0056).
const person = (n: number, birthDate = '1960-01-01') => ({ document: dni(n), birthDate })
const CHILD = { document: dni(399), birthDate: `${new Date().getFullYear() - 12}-04-04` }
let boss: Person

beforeEach(async () => {
  boss = await admin()
  await seedCensus([...Array.from({ length: 80 }, (_, i) => ({ ...person(300 + i), district: 'Norte' })), { ...CHILD, district: 'Norte' }])
})

const from = (ip: string) => ({ 'cf-connecting-ip': ip })
const setRules = (json: Record<string, boolean>) => call('PATCH', '/api/system-config', { token: boss.token, json })
const proposal = async () => (await newProposal({ fields: { ...visitorContact, district: 'Norte' } })).id
const votesOf = async (id: number) =>
  (await env.DB.prepare('SELECT votes FROM proposals WHERE id = ?').bind(id).first<{ votes: number }>())!.votes
const verify = (who: Person, body: object, ip = '10.35.0.1') =>
  call('POST', '/api/user/verification', { token: who.token, json: body, headers: from(ip) })
const webVote = (id: number, who: Person) => call('POST', `/api/proposals/${id}/vote`, { token: who.token })
const censusVote = (id: number, body: object, ip = '10.35.0.2') =>
  call('POST', `/api/proposals/${id}/census-vote`, { json: body, headers: from(ip) })
const staffVote = (body: object, channel: string, proposalIds: number[], ip = '10.35.0.3') =>
  call('POST', '/api/admin/paper-votes', { token: boss.token, json: { ...body, channel, proposalIds }, headers: from(ip) })
const tableVerify = (who: Person, body: object, ip = '10.35.0.3') =>
  call('POST', `/api/admin/users/${who.id}/verification`, { token: boss.token, json: body, headers: from(ip) })
const lookups = async (key: string) =>
  (await env.DB.prepare('SELECT lookups FROM census_attempts WHERE key = ?').bind(key).first<{ lookups: number }>())?.lookups ?? 0

describe('one vote per person under every setting (finding 7)', () => {
  it("with 'solo empadronados' off (the default), no census channel opens: an account's vote and a staff vote never both count", async () => {
    const id = await proposal()
    expect((await webVote(id, await resident())).status).toBe(200)
    const refused = await staffVote(person(300), 'table', [id])
    expect(await errorOf(refused)).toEqual({ error: 'FORBIDDEN', message: CENSUS_ERRORS.censusChannelsNeedResidents })
    expect(await votesOf(id)).toBe(1)
    // 'Votar sin cuenta' cannot be switched on alone, nor 'solo empadronados' off under it: said in Spanish.
    const alone = await setRules({ censusVoting: true })
    expect(alone.status).toBe(409)
    expect(await errorOf(alone)).toMatchObject({ error: 'CONFLICT', message: CENSUS_ERRORS.censusVotingNeedsResidents })
    expect((await (await call('GET', '/api/system-config')).json<{ censusVoting: boolean }>()).censusVoting).toBe(false)
    expect((await setRules({ residentsOnly: true, censusVoting: true })).status).toBe(200)
    expect(await errorOf(await setRules({ residentsOnly: false }))).toMatchObject({ error: 'CONFLICT' })
    expect((await setRules({ ownDistrictOnly: true })).status).toBe(200)
    expect((await setRules({ residentsOnly: false })).status).toBe(200)
    expect(await (await call('GET', '/api/system-config')).json<{ censusVoting: boolean }>()).toMatchObject({
      residentsOnly: false,
      ownDistrictOnly: true,
      censusVoting: true,
    })
  })

  it('the review: an unverified account cannot vote while census channels are open, so its person is not counted twice', async () => {
    await setRules({ residentsOnly: true, censusVoting: true })
    const id = await proposal()
    const vecina = await resident()
    expect(await errorOf(await webVote(id, vecina))).toMatchObject({ error: 'RESIDENCE_REQUIRED' })
    expect((await censusVote(id, person(301))).status).toBe(200)
    expect((await verify(vecina, person(301))).status).toBe(200)
    expect(await errorOf(await webVote(id, vecina))).toMatchObject({ error: 'DUPLICATE_VOTE' })
    expect(await votesOf(id)).toBe(1)
  })

  it('a double vote across each pair of channels (web, without an account, paper, table) is refused; every count stays 1', async () => {
    await setRules({ residentsOnly: true, censusVoting: true })
    const channels = ['web', 'census', 'paper', 'table'] as const
    const cast = async (channel: (typeof channels)[number], id: number, who: ReturnType<typeof person>, account: Person) => {
      if (channel === 'web') return webVote(id, account)
      if (channel === 'census') return censusVote(id, who)
      const res = await staffVote(who, channel, [id])
      const { results } = (await res.json()) as { results: { counted: boolean; error?: string }[] }
      return results[0]
    }
    const outcome = async (answer: Response | { counted: boolean; error?: string }) =>
      answer instanceof Response
        ? answer.status === 200
          ? 'counted'
          : (await errorOf(answer)).error
        : answer.counted
          ? 'counted'
          : answer.error
    let n = 310
    for (const first of channels)
      for (const second of channels) {
        if (first === second) continue
        const who = person(n++)
        const account = await resident()
        expect((await verify(account, who, `10.35.1.${n}`)).status).toBe(200)
        const id = await proposal()
        expect(await outcome(await cast(first, id, who, account))).toBe('counted')
        expect(await outcome(await cast(second, id, who, account)), `${first} then ${second}`).toBe('DUPLICATE_VOTE')
        expect(await votesOf(id), `${first} then ${second}`).toBe(1)
      }
  })
})

describe('census checks that cannot be raced, and no membership oracle (finding 8)', () => {
  it('100 parallel misses from one address: exactly 60 looked up, the rest refused', async () => {
    await setRules({ residentsOnly: true, censusVoting: true })
    const id = await proposal()
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => censusVote(id, person(5000 + i), '10.35.2.1').then((r) => r.json<{ error: string }>())),
    )
    const codes = answers.map((a) => a.error)
    expect(codes.filter((c) => c === 'NOT_IN_CENSUS')).toHaveLength(60)
    expect(codes.filter((c) => c === 'TOO_MANY_ATTEMPTS')).toHaveLength(40)
    expect(await lookups('ip:10.35.2.1')).toBe(100)
  })

  it('30 parallel misses from one account: exactly 5 looked up; then even the right data waits', async () => {
    const eva = await resident()
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => verify(eva, person(6000 + i), `10.35.3.${i}`).then((r) => r.status)),
    )
    expect(answers.filter((s) => s === 404)).toHaveLength(5)
    expect(answers.filter((s) => s === 429)).toHaveLength(25)
    expect((await verify(eva, person(302), '10.35.3.99')).status).toBe(429)
  })

  it('one document tried from many addresses and accounts: stopped after 30 lookups a day, the right date too', async () => {
    const tries = await Promise.all(
      Array.from(
        { length: 35 },
        async (_, i) =>
          (await verify(await resident(), person(303, new Date(Date.UTC(1961, 0, 1 + i)).toISOString().slice(0, 10)), `10.35.4.${i}`))
            .status,
      ),
    )
    expect(tries.filter((s) => s === 404)).toHaveLength(30)
    expect(tries.filter((s) => s === 429)).toHaveLength(5)
    expect((await verify(await resident(), person(303), '10.35.4.200')).status).toBe(429)
    // The document is counted by its HMAC, never in clear.
    const keys = (await env.DB.prepare('SELECT key FROM census_attempts').all<{ key: string }>()).results.map((r) => r.key)
    expect(keys.filter((k) => k.startsWith('doc:'))).not.toHaveLength(0)
    expect(JSON.stringify(keys)).not.toContain(dni(303))
  })

  it("yesterday's counts are swept away by the scheduled sweep; today's stay", async () => {
    await env.DB.batch([
      env.DB.prepare("INSERT INTO census_attempts (key, day, lookups) VALUES ('ip:10.35.9.1', '2020-01-01', 60)"),
      env.DB.prepare("INSERT INTO census_attempts (key, day, lookups) VALUES ('doc:viejo', '2020-01-02', 30)"),
    ])
    expect((await verify(await resident(), person(9990), '10.35.9.1')).status).toBe(404)
    await worker.scheduled(createScheduledController({ scheduledTime: Date.now(), cron: '*/10 * * * *' }), env)
    const rows = (await env.DB.prepare('SELECT key FROM census_attempts').all<{ key: string }>()).results.map((r) => r.key)
    expect(rows).toContain('ip:10.35.9.1')
    expect(rows.filter((k) => !k.startsWith('doc:') && !k.startsWith('user:'))).toEqual(['ip:10.35.9.1'])
    expect(rows).not.toContain('doc:viejo')
    expect(await lookups('ip:10.35.9.1')).toBe(1)
  })

  it('successes count too: a list of real documents votes at most 60 times a day from one address', async () => {
    await setRules({ residentsOnly: true, censusVoting: true })
    const id = await proposal()
    const answers = await Promise.all(
      Array.from({ length: 70 }, (_, i) => censusVote(id, person(300 + i), '10.35.5.1').then((r) => r.status)),
    )
    expect(answers.filter((s) => s === 200)).toHaveLength(60)
    expect(answers.filter((s) => s === 429)).toHaveLength(10)
    expect(await votesOf(id)).toBe(60)
  })

  it('a closed proposal answers the same for a person, a wrong date and a child, and looks nobody up; misses are one answer', async () => {
    await setRules({ residentsOnly: true, ownDistrictOnly: true, censusVoting: true })
    const executed = await proposal()
    expect((await setStatus(boss, executed, 'executed')).status).toBe(200)
    const ip = '10.35.6.1'
    const closed = await Promise.all(
      [person(304), person(304, '1960-01-02'), CHILD].map(async (p) => errorOf(await censusVote(executed, p, ip))),
    )
    expect(closed.map((e) => e.error)).toEqual(['VOTING_DISABLED', 'VOTING_DISABLED', 'VOTING_DISABLED'])
    expect(new Set(closed.map((e) => e.message)).size).toBe(1)
    expect(await lookups(`ip:${ip}`)).toBe(0)
    // On an open proposal: not in the census, a wrong date, a child and another district answer alike.
    const open = await proposal()
    const sur = (await newProposal({ fields: { ...visitorContact, district: 'Sur' } })).id
    const misses = await Promise.all([
      errorOf(await censusVote(open, person(9999), ip)),
      errorOf(await censusVote(open, person(304, '1960-01-02'), ip)),
      errorOf(await censusVote(open, CHILD, ip)),
      errorOf(await censusVote(sur, person(305), ip)),
    ])
    expect(misses).toEqual(Array(4).fill({ error: 'NOT_IN_CENSUS', message: CENSUS_ERRORS.censusVoteMiss }))
    expect(await lookups(`ip:${ip}`)).toBe(4)
  })
})

describe('anonymous misses never lock staff out (finding 9)', () => {
  it("after 60 misses from the table's address, the admin's paper vote and table verification from it still work", async () => {
    await setRules({ residentsOnly: true, censusVoting: true })
    const id = await proposal()
    const ip = '10.35.7.1'
    for (let i = 0; i < 61; i++) await censusVote(id, person(7000 + i), ip)
    expect(await errorOf(await censusVote(id, person(306), ip))).toMatchObject({ error: 'TOO_MANY_ATTEMPTS' })
    const paper = await staffVote(person(307), 'paper', [id], ip)
    expect(paper.status).toBe(200)
    expect(await paper.json()).toMatchObject({ results: [{ proposalId: id, counted: true, votes: 1 }] })
    expect((await tableVerify(await resident(), person(308), ip)).status).toBe(200)
    expect(await lookups(`staff:${boss.id}`)).toBe(2)
  })

  it('a person who used up her own attempts at home is still verified at the table', async () => {
    const eva = await resident()
    for (let i = 0; i < 5; i++) expect((await verify(eva, person(8000 + i), '10.35.8.1')).status).toBe(404)
    expect((await verify(eva, person(313), '10.35.8.1')).status).toBe(429)
    expect((await tableVerify(eva, person(313))).status).toBe(200)
  })
})

describe('a staff vote is one batch whatever its length (finding 5)', () => {
  it('a paper ballot naming 500 proposals counts each once, and again refuses each', async () => {
    await setRules({ residentsOnly: true })
    const inserted = await env.DB.batch<{ id: number }>(
      Array.from({ length: 500 }, (_, i) =>
        env.DB.prepare(
          "INSERT INTO proposals (title, description, status, district) VALUES (?, 'Detalle.', 'pending', 'Norte') RETURNING id",
        ).bind(`Propuesta de papel ${i}`),
      ),
    )
    const ids = inserted.map((r) => r.results[0].id)
    const first = (await (await staffVote(person(309), 'paper', ids)).json()) as { results: { counted: boolean; votes?: number }[] }
    expect(first.results.filter((r) => r.counted && r.votes === 1)).toHaveLength(500)
    const again = (await (await staffVote(person(309), 'table', [...ids.slice(1), 999999])).json()) as {
      results: { counted: boolean; error: string }[]
    }
    expect(again.results.map((r) => r.error)).toEqual([...Array(499).fill('DUPLICATE_VOTE'), 'NOT_FOUND'])
    const totals = await env.DB.prepare(
      `SELECT sum(votes) AS votes, (SELECT count(*) FROM vote_receipts WHERE channel = 'paper') AS receipts,
              (SELECT count(*) FROM audit_log WHERE action = 'vote.staff') AS history
         FROM proposals WHERE id IN (SELECT value FROM json_each(?))`,
    )
      .bind(JSON.stringify(ids))
      .first()
    expect(totals).toEqual({ votes: 500, receipts: 500, history: 500 })
  })
})

describe('a census correction keeps the person and their votes (finding 10)', () => {
  const me = async (who: Person) => (await call('GET', '/api/user', { token: who.token })).json<{ verified: boolean }>()

  it('verified; a re-import corrects her birth date; she verifies again with it and her votes, on every channel, go with her', async () => {
    await setRules({ residentsOnly: true })
    const [web, paper] = [await proposal(), await proposal()]
    const vecina = await resident()
    expect((await verify(vecina, person(310))).status).toBe(200)
    expect((await webVote(web, vecina)).status).toBe(200)
    expect((await staffVote(person(310), 'paper', [paper])).status).toBe(200)
    // The council's new census has her real birth date.
    await seedCensus([{ ...person(310, '1960-10-01'), district: 'Norte' }])
    expect(await me(vecina)).toMatchObject({ verified: false })
    expect(await errorOf(await webVote(web, vecina))).toMatchObject({ error: 'RESIDENCE_REQUIRED' })
    expect((await verify(vecina, person(310, '1960-10-01'))).status).toBe(200)
    expect(await me(vecina)).toMatchObject({ verified: true })
    expect(await errorOf(await webVote(paper, vecina))).toMatchObject({ error: 'DUPLICATE_VOTE' })
    const again = (await (await staffVote(person(310, '1960-10-01'), 'table', [web, paper])).json()) as { results: { error: string }[] }
    expect(again.results.map((r) => r.error)).toEqual(['DUPLICATE_VOTE', 'DUPLICATE_VOTE'])
    expect([await votesOf(web), await votesOf(paper)]).toEqual([1, 1])
  })

  it('while her old record is still in the census she stays that person; an administrator unbinds it, with a reason in the history', async () => {
    const wrong = await resident()
    expect((await tableVerify(wrong, person(311))).status).toBe(200)
    expect(await errorOf(await verify(wrong, person(312)))).toMatchObject({ error: 'CONFLICT', message: CENSUS_ERRORS.alreadyVerified })
    const unbind = (who: Person, json: object, token = boss.token) =>
      call('DELETE', `/api/admin/users/${who.id}/verification`, { token, json })
    expect(await errorOf(await unbind(wrong, { reason: ' ' }))).toMatchObject({
      error: 'VALIDATION',
      fields: { reason: CENSUS_ERRORS.unbindReason },
    })
    expect((await unbind(wrong, { reason: 'Verificada por error en la mesa' }, wrong.token)).status).toBe(403)
    expect(await me(wrong)).toMatchObject({ verified: true })
    const res = await unbind(wrong, { reason: 'Verificada por error en la mesa' })
    expect(await res.json()).toEqual({ verified: false, residentDistrict: null })
    expect(await me(wrong)).toMatchObject({ verified: false })
    expect(await errorOf(await unbind(wrong, { reason: 'Otra vez por error' }))).toMatchObject({
      error: 'CONFLICT',
      message: CENSUS_ERRORS.notVerified,
    })
    // The record is free for its own person, and the account may verify as who it really is.
    expect((await verify(await resident(), person(311))).status).toBe(200)
    expect((await verify(wrong, person(312))).status).toBe(200)
    const history = await (await call('GET', '/api/admin/history?action=user.unverification', { token: boss.token })).json<{
      items: unknown[]
    }>()
    expect(history.items).toEqual([
      expect.objectContaining({
        targetId: wrong.id,
        before: { residentDistrict: 'Norte' },
        after: { reason: 'Verificada por error en la mesa' },
      }),
    ])
  })
})

describe('votes cast before census channels opened (decision 0065)', () => {
  const receipts = async (id: number) =>
    (await env.DB.prepare('SELECT COUNT(*) AS n FROM vote_receipts WHERE proposal_id = ?').bind(id).first<{ n: number }>())!.n
  const heldRows = async () => (await env.DB.prepare('SELECT COUNT(*) AS n FROM held_votes').first<{ n: number }>())!.n
  const toHold = async () =>
    (await (await call('GET', '/api/admin/system-config/unverified-votes', { token: boss.token })).json<{ votes: number }>()).votes
  const resultVotes = async () => (await (await call('GET', '/api/results')).json<{ totals: { votes: number } }>()).totals.votes
  /** The count, the receipts (the selection's ballots) and the results: the same figure everywhere. */
  const figures = async (id: number) => ({ votes: await votesOf(id), receipts: await receipts(id), results: await resultVotes() })

  it('an unverified web vote stops counting when census channels open; the same person at a table counts once, and once after verifying', async () => {
    const id = await proposal()
    const vecina = await resident()
    expect((await webVote(id, vecina)).status).toBe(200)
    expect(await figures(id)).toEqual({ votes: 1, receipts: 1, results: 1 })
    // 'Configuración' asks the council with the number of votes that will stop counting.
    expect(await toHold()).toBe(1)
    expect((await setRules({ residentsOnly: true })).status).toBe(200)
    expect(await figures(id)).toEqual({ votes: 0, receipts: 0, results: 0 })
    expect(await heldRows()).toBe(1)
    expect(await toHold()).toBe(0)
    // Her profile says her vote waits for her verification.
    expect(await (await call('GET', '/api/user', { token: vecina.token })).json()).toMatchObject({ verified: false, heldVotes: 1 })
    const history = await (await call('GET', '/api/admin/history?action=config.census', { token: boss.token })).json<{
      items: { after: unknown }[]
    }>()
    expect(history.items.map((i) => i.after)).toContainEqual({ heldVotes: 1 })
    // The same person at a table: keyed to her census record, counted once.
    const { results } = (await (await staffVote(person(320), 'table', [id])).json()) as { results: { counted: boolean }[] }
    expect(results).toEqual([expect.objectContaining({ counted: true })])
    expect(await figures(id)).toEqual({ votes: 1, receipts: 1, results: 1 })
    // Her account verifies as her: the held vote is the same person's, so the count stays 1.
    expect((await verify(vecina, person(320))).status).toBe(200)
    expect(await figures(id)).toEqual({ votes: 1, receipts: 1, results: 1 })
    expect(await heldRows()).toBe(0)
    expect(await (await call('GET', '/api/user', { token: vecina.token })).json()).toMatchObject({ verified: true, heldVotes: 0 })
    expect(await errorOf(await webVote(id, vecina))).toMatchObject({ error: 'DUPLICATE_VOTE' })
    expect(await votesOf(id)).toBe(1)
  })

  it('a held vote counts again, once, when its account verifies; a verified account and a census vote were never held', async () => {
    const [id, other] = [await proposal(), await proposal()]
    const vecina = await resident()
    const verified = await resident()
    expect((await verify(verified, person(322))).status).toBe(200)
    expect((await webVote(id, vecina)).status).toBe(200)
    expect((await webVote(other, vecina)).status).toBe(200)
    expect((await webVote(id, verified)).status).toBe(200)
    expect(await toHold()).toBe(2)
    expect((await setRules({ ownDistrictOnly: true })).status).toBe(200)
    expect([await votesOf(id), await votesOf(other)]).toEqual([1, 0])
    // Switching between the census rules holds nothing more.
    expect((await setRules({ residentsOnly: true })).status).toBe(200)
    expect((await setRules({ ownDistrictOnly: false })).status).toBe(200)
    expect(await heldRows()).toBe(2)
    expect(await errorOf(await webVote(id, vecina))).toMatchObject({ error: 'RESIDENCE_REQUIRED' })
    expect((await tableVerify(vecina, person(321))).status).toBe(200)
    expect(await figures(id)).toEqual({ votes: 2, receipts: 2, results: 3 })
    expect([await votesOf(other), await receipts(other)]).toEqual([1, 1])
    expect(await heldRows()).toBe(0)
    // Under her record now: a paper vote of hers on either is a duplicate.
    const again = (await (await staffVote(person(321), 'paper', [id, other])).json()) as { results: { error: string }[] }
    expect(again.results.map((r) => r.error)).toEqual(['DUPLICATE_VOTE', 'DUPLICATE_VOTE'])
    expect(await figures(id)).toEqual({ votes: 2, receipts: 2, results: 3 })
  })

  it("a decided heading's figures never move: its votes are not held, and a vote held before it was decided stays held", async () => {
    const [first, later] = [await proposal(), await proposal()]
    const vecina = await resident()
    expect((await webVote(first, vecina)).status).toBe(200)
    expect((await webVote(later, vecina)).status).toBe(200)
    const { budgetYear } = await (await call('GET', '/api/system-config')).json<{ budgetYear: number }>()
    // The Norte heading's confirmed selection, choosing among these candidates (as a confirmation records it).
    const decide = (candidates: number[]) =>
      env.DB.prepare(
        `INSERT INTO budget_selections (year, district, rule, candidates, approved, changes, admin_id) VALUES (?, 'Norte', 'greedy', ?, '[]', '[]', ?)
         ON CONFLICT (year, district) DO UPDATE SET candidates = excluded.candidates`,
      )
        .bind(budgetYear, JSON.stringify(candidates), boss.id)
        .run()
    await decide([first])
    expect((await setRules({ residentsOnly: true })).status).toBe(200)
    expect([await votesOf(first), await votesOf(later)]).toEqual([1, 0])
    await decide([first, later])
    expect((await verify(vecina, person(323))).status).toBe(200)
    expect([await votesOf(first), await votesOf(later)]).toEqual([1, 0])
    // Kept, not counted: her profile no longer asks her to verify, the row stays for the record.
    expect(await heldRows()).toBe(1)
  })
})
