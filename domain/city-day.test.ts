import * as v from 'valibot'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { cityDay } from './city-day'
import { ChannelProposalSchema } from './schemas'

describe('el día en la ciudad (Europe/Madrid), no en UTC', () => {
  test('un cupón tecleado a las 00:30 pertenece a ese día', () => {
    expect(cityDay(new Date('2026-03-28T23:30:00Z'))).toBe('2026-03-29') // 00:30 CET
    expect(cityDay(new Date('2026-03-28T22:59:00Z'))).toBe('2026-03-28') // 23:59 CET
  })

  test('a ambos lados de los cambios de hora', () => {
    expect(cityDay(new Date('2026-03-29T21:59:00Z'))).toBe('2026-03-29') // 23:59 CEST, first summer day
    expect(cityDay(new Date('2026-03-29T22:30:00Z'))).toBe('2026-03-30') // 00:30 CEST
    expect(cityDay(new Date('2026-10-24T22:30:00Z'))).toBe('2026-10-25') // 00:30 CEST, last summer night
    expect(cityDay(new Date('2026-10-25T22:59:00Z'))).toBe('2026-10-25') // 23:59 CET
    expect(cityDay(new Date('2026-10-25T23:30:00Z'))).toBe('2026-10-26') // 00:30 CET
  })
})

describe('la fecha de recepción del registro de canales', () => {
  afterEach(() => vi.useRealTimers())
  const coupon = (receivedAt: string) => ({
    title: 'Bancos en la plaza',
    description: 'Poner bancos a la sombra junto a la fuente.',
    district: 'Centro',
    scope: 'Medio Ambiente',
    channel: 'papel',
    receivedAt,
    submitterName: 'Pilar',
  })

  test('a las 00:30 en Madrid se acepta el día que empieza y no el siguiente', () => {
    vi.useFakeTimers({ now: new Date('2026-03-28T23:30:00Z') })
    expect(v.safeParse(ChannelProposalSchema, coupon('2026-03-29')).success).toBe(true)
    expect(v.safeParse(ChannelProposalSchema, coupon('2026-03-30')).success).toBe(false)
  })
})
