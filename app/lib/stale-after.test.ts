import { describe, expect, it } from 'vitest'
import { createQueryClient } from './query-client'
import { queryKeys } from './query-keys'
import { markDeleted, markStale, type Change } from './stale-after'

// What a session has read, each answer fresh: queries never go stale on their own (§7), so a screen
// keeps showing these until a change marks them stale.
const READ = {
  results: queryKeys.results(),
  resultsOf2026: queryKeys.results(2026),
  accountability: queryKeys.accountability(),
  accountabilityOf2025: queryKeys.accountability(2025),
  impact: queryKeys.impact(),
  budget: queryKeys.budget(),
  budgetOf2025: queryKeys.budget(2025),
  list: queryKeys.proposals(),
  topList: queryKeys.topProposals('approved,executed'),
  openedProposal: queryKeys.proposal(7),
  systemConfig: queryKeys.systemConfig(),
  me: queryKeys.user(),
}
type Screen = keyof typeof READ

async function staleAfter(change: Change): Promise<Screen[]> {
  const client = createQueryClient()
  for (const key of Object.values(READ)) client.setQueryData(key, { read: 'antes' })
  await markStale(client, change)
  const screens = Object.keys(READ) as Screen[]
  return screens.filter((screen) => client.getQueryState(READ[screen])?.isInvalidated)
}

describe('what each change makes stale', () => {
  it("'Confirmar selección': /resultados and /seguimiento of every year, the money, the lists and the opened proposals", async () => {
    expect(await staleAfter('selectionConfirmed')).toEqual([
      'results',
      'resultsOf2026',
      'accountability',
      'accountabilityOf2025',
      'impact',
      'budget',
      'budgetOf2025',
      'list',
      'topList',
      'openedProposal',
    ])
  })

  it('an administrator changing one proposal: the figures that count statuses, votes and costs', async () => {
    for (const change of ['proposalChanged', 'proposalDeleted'] as const)
      expect(await staleAfter(change)).toEqual(expect.arrayContaining(['results', 'accountability', 'impact', 'budget']))
  })

  it("a milestone: /seguimiento and the proposal's page, not the results", async () => {
    const stale = await staleAfter('milestone')
    expect(stale).toEqual(expect.arrayContaining(['accountability', 'accountabilityOf2025', 'impact', 'openedProposal']))
    expect(stale).not.toContain('results')
  })

  it('a vote: the results count it; the proposal itself comes back in the answer', async () => {
    expect(await staleAfter('vote')).toEqual(['results', 'resultsOf2026'])
  })

  it("the phases and the cycle's settings: /seguimiento and the money on show", async () => {
    for (const change of ['config', 'phases'] as const)
      expect(await staleAfter(change)).toEqual(expect.arrayContaining(['accountability', 'budget']))
    expect(await staleAfter('phases')).toContain('openedProposal')
  })

  it("a deleted proposal: its opened page is dropped (read again it would be a 404), another's stays, and the figures go stale", async () => {
    const client = createQueryClient()
    for (const key of Object.values(READ)) client.setQueryData(key, { read: 'antes' })
    client.setQueryData(queryKeys.proposal(8), { read: 'antes' })
    await markDeleted(client, 7)
    expect(client.getQueryState(READ.openedProposal)).toBeUndefined()
    expect(client.getQueryState(queryKeys.proposal(8))?.isInvalidated).toBe(false)
    for (const screen of ['results', 'accountability', 'budget'] as const)
      expect(client.getQueryState(READ[screen])?.isInvalidated).toBe(true)
  })
})
