import { describe, expect, test } from 'vitest'
import { nextBatch, OTHER_CHANNELS, startingBatch } from './register-model'

const now = new Date('2026-03-04T23:30:00Z')

describe('registro de propuestas de otros canales', () => {
  test('se puede elegir cualquier canal menos la web', () => {
    expect(OTHER_CHANNELS).toEqual(['papel', 'email', 'buzon-asociacion', 'oficina-federacion', '010', 'whatsapp', 'telefono'])
  })

  test('la fecha por defecto es hoy en Madrid (00:30 del día 5), el mismo día que acepta el servidor', () => {
    expect(startingBatch(now)).toEqual({ channel: 'papel', receivedAt: '2026-03-05', district: 'Centro' })
  })

  test('la entrada rápida conserva canal, fecha y distrito; el formulario normal vuelve a empezar', () => {
    const saved = { channel: '010', receivedAt: '2026-02-27', district: 'Norte' }
    expect(nextBatch(saved, true, now)).toEqual(saved)
    expect(nextBatch(saved, false, now)).toEqual(startingBatch(now))
  })
})
