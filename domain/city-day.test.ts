import * as v from 'valibot'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { longDay } from '@copy/dates'
import { cityDay } from './city-day'
import { CA } from '@copy/catalogues/ca/index'
import { GL } from '@copy/catalogues/gl/index'
import { VA } from '@copy/catalogues/va/index'
import { registerCatalogue, setLanguageSource } from '@copy/localize'
import { ChannelProposalSchema } from '@schemas'

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

describe('the written-out clock rule and Spanish dates agree with Intl', () => {
  const intlDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid', year: 'numeric', month: '2-digit', day: '2-digit' })
  const intlLong = new Intl.DateTimeFormat('es-ES', { dateStyle: 'long', timeZone: 'UTC' })

  test('every hour of the days around each change of time, 1996–2040, and every sixth hour of 2026', () => {
    const instants: number[] = []
    for (let year = 1996; year <= 2040; year++)
      for (const month of [2, 9])
        for (let day = 20; day <= 31; day++) for (let hour = 0; hour < 24; hour++) instants.push(Date.UTC(year, month, day, hour, 30))
    for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2027, 0, 1); t += 6 * 3600_000) instants.push(t, t + 59 * 60_000)
    for (const t of instants) expect(cityDay(new Date(t)), new Date(t).toISOString()).toBe(intlDay.format(t))
  })

  const everyMonth = (check: (iso: string) => void) => {
    for (let year = 2020; year <= 2030; year++)
      for (let month = 0; month < 12; month++)
        for (const day of [1, 12, new Date(Date.UTC(year, month + 1, 0)).getUTCDate()])
          check(new Date(Date.UTC(year, month, day)).toISOString().slice(0, 10))
  }

  test('the long Spanish day of every first, twelfth and last of the month, 2020–2030', () => {
    everyMonth((iso) => expect(longDay(iso)).toBe(intlLong.format(new Date(`${iso}T00:00:00Z`))))
  })

  test('and in Catalan, on a page in Catalan (d’abril, del 2026)', () => {
    const intlCatalan = new Intl.DateTimeFormat('ca-ES', { dateStyle: 'long', timeZone: 'UTC' })
    registerCatalogue('ca', CA)
    setLanguageSource(() => 'ca')
    try {
      everyMonth((iso) => expect(longDay(iso)).toBe(intlCatalan.format(new Date(`${iso}T00:00:00Z`))))
    } finally {
      setLanguageSource(() => 'es')
    }
  })

  test('and in Valencian, on a page in Valencian: Catalan months, the year after «de» (3 d’abril de 2026)', () => {
    // Intl has no Valencian dates of its own ('ca-ES-valencia' writes 'ca-ES''s): its Catalan with «de» for «del».
    const intlCatalan = new Intl.DateTimeFormat('ca-ES', { dateStyle: 'long', timeZone: 'UTC' })
    registerCatalogue('ca', CA)
    registerCatalogue('va', VA)
    setLanguageSource(() => 'va')
    try {
      expect(longDay('2026-04-03')).toBe('3 d’abril de 2026')
      everyMonth((iso) => expect(longDay(iso)).toBe(intlCatalan.format(new Date(`${iso}T00:00:00Z`)).replace(/ del (\d{4})$/, ' de $1')))
    } finally {
      setLanguageSource(() => 'es')
    }
  })

  test('and in Galician, on a page in Galician (xaneiro, decembro)', () => {
    const intlGalician = new Intl.DateTimeFormat('gl-ES', { dateStyle: 'long', timeZone: 'UTC' })
    registerCatalogue('gl', GL)
    setLanguageSource(() => 'gl')
    try {
      everyMonth((iso) => expect(longDay(iso)).toBe(intlGalician.format(new Date(`${iso}T00:00:00Z`))))
    } finally {
      setLanguageSource(() => 'es')
    }
  })
})
