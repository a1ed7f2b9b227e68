import { describe, expect, test } from 'vitest'
import { barLength, gridValues, niceCeiling } from './bar-scale'

describe('escala de los gráficos', () => {
  test('el eje acaba en un número redondo igual o mayor que el máximo', () => {
    expect(niceCeiling(0)).toBe(1)
    expect(niceCeiling(1)).toBe(1)
    expect(niceCeiling(3)).toBe(5)
    expect(niceCeiling(7)).toBe(10)
    expect(niceCeiling(10)).toBe(10)
    expect(niceCeiling(11)).toBe(20)
    expect(niceCeiling(1234)).toBe(2000)
    expect(niceCeiling(50_000)).toBe(50_000)
  })

  test('las líneas de guía caen en números enteros', () => {
    expect(gridValues(20)).toEqual([0, 5, 10, 15, 20])
    expect(gridValues(2)).toEqual([0, 1, 2])
    expect(gridValues(1)).toEqual([0, 1])
    expect(gridValues(5)).toEqual([0, 5])
  })

  test('la barra es proporcional y un valor pequeño sigue viéndose', () => {
    expect(barLength(10, 20, 400)).toBe(200)
    expect(barLength(20, 20, 400)).toBe(400)
    expect(barLength(0, 20, 400)).toBe(0)
    expect(barLength(1, 10_000, 400)).toBe(2)
  })
})
