import { describe, expect, it } from 'vitest'
import { NO_FILTERS, executedProjects, filterProposals, firstPage, hasActiveFilter, listSections, nextPage, yearOptions } from './filters'
import { makeProposal } from './test-proposals'

const titles = (list: { title: string }[]) => list.map((p) => p.title)

describe('free-text search', () => {
  const list = [
    makeProposal({ title: 'Carril bici en la avenida', description: 'Conectar el centro con la estación.' }),
    makeProposal({ title: 'Iluminación del parque', description: 'Farolas nuevas junto al río.' }),
  ]

  it('ignores accents and case in title and description', () => {
    expect(titles(filterProposals(list, { ...NO_FILTERS, q: 'ILUMINACION' }))).toEqual(['Iluminación del parque'])
    expect(titles(filterProposals(list, { ...NO_FILTERS, q: 'estacion' }))).toEqual(['Carril bici en la avenida'])
  })

  it('needs every word, in any order', () => {
    expect(titles(filterProposals(list, { ...NO_FILTERS, q: 'río farolas' }))).toEqual(['Iluminación del parque'])
    expect(filterProposals(list, { ...NO_FILTERS, q: 'río bici' })).toEqual([])
  })
})

describe('district, scope, status and year filters', () => {
  const norte = makeProposal({ title: 'Norte', district: 'Norte', scope: 'Medio Ambiente' })
  const city = makeProposal({ title: 'Toda la ciudad', district: 'Todos' })
  const sur = makeProposal({ title: 'Sur', district: 'Sur', status: 'approved', createdAt: '2024-05-02T10:00:00.000Z' })
  const list = [norte, city, sur]

  it('a district keeps its own proposals and the whole-city ones', () => {
    expect(titles(filterProposals(list, { ...NO_FILTERS, district: 'Norte' }))).toEqual(['Norte', 'Toda la ciudad'])
  })

  it("'Todos' keeps only the whole-city proposals", () => {
    expect(titles(filterProposals(list, { ...NO_FILTERS, district: 'Todos' }))).toEqual(['Toda la ciudad'])
  })

  it('scope, status and creation year narrow the list', () => {
    expect(titles(filterProposals(list, { ...NO_FILTERS, scope: 'Medio Ambiente' }))).toEqual(['Norte'])
    expect(titles(filterProposals(list, { ...NO_FILTERS, status: 'approved' }))).toEqual(['Sur'])
    expect(titles(filterProposals(list, { ...NO_FILTERS, year: '2024' }))).toEqual(['Sur'])
  })

  it('knows when a filter is active, for the clear button', () => {
    expect(hasActiveFilter(NO_FILTERS)).toBe(false)
    expect(hasActiveFilter({ ...NO_FILTERS, year: '2025' })).toBe(true)
  })
})

it('the year filter offers the last five years', () => {
  expect(yearOptions(new Date('2026-11-22T12:00:00Z'))).toEqual([2026, 2025, 2024, 2023, 2022])
})

describe('public list sections', () => {
  const list = [
    makeProposal({ title: 'Vieja presentada', createdAt: '2025-01-01T00:00:00.000Z' }),
    makeProposal({ title: 'Nueva presentada', createdAt: '2026-02-01T00:00:00.000Z' }),
    makeProposal({ title: 'Priorizada', status: 'approved' }),
    makeProposal({ title: 'Rechazada', status: 'rejected' }),
    makeProposal({ title: 'Ejecutada', status: 'executed' }),
  ]

  it('without a status: presented (votable) then prioritised (not votable), newest first, nothing else', () => {
    const sections = listSections(list, NO_FILTERS)
    expect(sections.map((s) => [s.status, s.votable, titles(s.items)])).toEqual([
      ['pending', true, ['Nueva presentada', 'Vieja presentada']],
      ['approved', false, ['Priorizada']],
    ])
  })

  it('with a status: that section only', () => {
    expect(listSections(list, { ...NO_FILTERS, status: 'approved' }).map((s) => s.status)).toEqual(['approved'])
  })
})

describe('executed projects', () => {
  it('only executed ones, the year taken from executedAt or else createdAt', () => {
    const list = [
      makeProposal({
        title: 'Ejecutada en 2025',
        status: 'executed',
        createdAt: '2023-03-01T10:00:00.000Z',
        executedAt: '2025-06-01T10:00:00.000Z',
      }),
      makeProposal({ title: 'Sin fecha de ejecución', status: 'executed', createdAt: '2025-02-01T10:00:00.000Z' }),
      makeProposal({ title: 'Presentada en 2025', createdAt: '2025-02-01T10:00:00.000Z' }),
    ]
    expect(titles(executedProjects(list, { ...NO_FILTERS, year: '2025' }))).toEqual(['Sin fecha de ejecución', 'Ejecutada en 2025'])
    expect(executedProjects(list, { ...NO_FILTERS, year: '2023' })).toEqual([])
  })
})

it('pages hold 12, then 9 more each time', () => {
  expect(firstPage()).toBe(12)
  expect(nextPage(firstPage())).toBe(21)
  expect(nextPage(21)).toBe(30)
})
