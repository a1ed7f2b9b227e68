import { describe, expect, test } from 'vitest'
import { posterDistrict } from './poster-district'
import { posterTarget, qrPath, QR_QUIET_ZONE } from './poster-model'

describe('cartel', () => {
  test('el QR general abre el formulario de nueva propuesta', () => {
    expect(posterTarget('https://presupuestos.example')).toBe('https://presupuestos.example/proposals/new')
  })

  test('el QR de un distrito lo deja elegido en el formulario', () => {
    expect(posterTarget('http://localhost:8787', 'Norte')).toBe('http://localhost:8787/proposals/new?district=Norte')
  })

  test('solo hay carteles de los cinco distritos', () => {
    expect(posterDistrict('Sur')).toBe('Sur')
    expect(posterDistrict('Todos')).toBeNull()
    expect(posterDistrict('sur')).toBeNull()
  })

  test('el código deja la zona blanca de cuatro módulos alrededor', () => {
    const { path, size } = qrPath('https://presupuestos.example/proposals/new?district=Centro')
    const squares = [...path.matchAll(/M(\d+) (\d+)/g)].map(([, x, y]) => [Number(x), Number(y)])
    expect(squares.length).toBeGreaterThan(100)
    const coords = squares.flat()
    expect(Math.min(...coords)).toBe(QR_QUIET_ZONE)
    expect(Math.max(...coords)).toBe(size - QR_QUIET_ZONE - 1)
  })
})
