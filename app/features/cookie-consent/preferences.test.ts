import { describe, expect, test, vi } from 'vitest'
import { ONLY_NECESSARY, shouldOpenOnArrival, storedPreferences } from './preferences'

describe('cookie preferences (§4)', () => {
  test('the dialog opens by itself only without a record and without the banner-shown flag', () => {
    expect(shouldOpenOnArrival(null, null)).toBe(true)
    expect(shouldOpenOnArrival(null, 'true')).toBe(false)
    expect(shouldOpenOnArrival({ id: 1 }, null)).toBe(false)
  })

  test('stored choices are read with necessary always on', () => {
    expect(storedPreferences(JSON.stringify({ necessary: false, functional: true, analytics: 'yes' }), undefined)).toEqual({
      necessary: true,
      functional: true,
      analytics: false,
      marketing: false,
    })
  })

  test('a damaged entry falls back to the server record, else to all off', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const server = { functional: false, analytics: true, marketing: false }
    expect(storedPreferences('{roto', server)).toEqual({ ...server, necessary: true })
    expect(storedPreferences('{roto', undefined)).toEqual(ONLY_NECESSARY)
    expect(warn).toHaveBeenCalled()
    warn.mockRestore()
  })
})
