import { expect, it } from 'vitest'
import { parseProposalId } from './proposal-id'

it('accepts only positive whole numbers as a proposal id', () => {
  expect(parseProposalId('17')).toBe(17)
  for (const bad of [undefined, '', '0', '-3', '1.5', '12abc', 'abc', '1e3', ' 7']) expect(parseProposalId(bad)).toBeNull()
})
