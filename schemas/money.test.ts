import { describe, expect, test } from 'vitest'
import { VALIDATION_TEXTS } from '@copy/validation'
import { AssessmentSchema, CostsSchema, checkInput, euros } from './index'

const parse = (value: unknown) => {
  const result = checkInput(euros('Importe no válido'), value)
  return result.success ? result.output : result.issues[0].message
}

describe('el importe en euros, el mismo en cada campo de dinero', () => {
  test("'172.500', '172500', '172.500 €' y 172500 son el mismo importe", () => {
    for (const typed of ['172.500', '172500', '172.500 €', '172.500\u00a0€', ' 172500€ ', 172500]) expect(parse(typed)).toBe(172500)
  })

  test("'172,5' se rechaza diciendo que van sin céntimos; lo demás, con el mensaje del campo", () => {
    expect(parse('172,5')).toBe(VALIDATION_TEXTS.eurosCents)
    expect(parse('172.500,00 €')).toBe(VALIDATION_TEXTS.eurosCents)
    for (const bad of ['17.25', '-5', 'mil', '€', '1.72.500', 12.5]) expect(parse(bad)).toBe('Importe no válido')
  })

  test("'Importe adjudicado' toma '172.500' como el coste estimado, y lo vacío es 'aún no se conoce'", () => {
    expect(checkInput(CostsSchema, { awardedCost: '172.500', finalCost: '' })).toMatchObject({
      success: true,
      output: { awardedCost: 172500, finalCost: null },
    })
    const refused = checkInput(CostsSchema, { awardedCost: '172,5', finalCost: null })
    expect(refused.success ? null : refused.issues[0].message).toBe(VALIDATION_TEXTS.eurosCents)
    const assessed = checkInput(AssessmentSchema, { feasibility: 'feasible', estimatedCost: '172.500 €' })
    expect(assessed.success && assessed.output.estimatedCost).toBe(172500)
    const cents = checkInput(AssessmentSchema, { feasibility: 'feasible', estimatedCost: '172,5' })
    expect(cents.success ? null : cents.issues[0].message).toBe(VALIDATION_TEXTS.eurosCents)
  })
})
