import { describe, expect, it } from 'vitest'
import { isPersisted } from './persisted-queries'

describe('which queries are kept on the device', () => {
  it('keeps the public list, opened proposals, system config and the signed-in user', () => {
    for (const key of [['proposals'], ['proposals', 'top', 'approved,pending'], ['proposal', 17], ['system-config'], ['user']]) expect(isPersisted(key)).toBe(true)
  })
  it('never keeps admin data or other personal lists', () => {
    for (const key of [['users'], ['admin', 'proposals'], ['admin-proposals'], ['user', 'proposals'], ['cookie-consent'], ['proposal', 17, 'diagnostic']]) {
      expect(isPersisted(key)).toBe(false)
    }
  })
})
