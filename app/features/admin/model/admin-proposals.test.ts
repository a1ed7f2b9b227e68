import { describe, expect, it } from 'vitest'
import { toCsv } from '@domain/csv'
import { ADMIN_TEXTS } from '@domain/texts'
import {
  DEFAULT_PROPOSAL_SORT,
  NO_ADMIN_FILTERS,
  exportFileName,
  exportRows,
  filterAdminProposals,
  nextSort,
  sortProposals,
  yearsInData,
  type AdminProposalRow,
} from './admin-proposals'

const row = (over: Partial<AdminProposalRow> & { id: number }): AdminProposalRow => ({
  title: 'Propuesta',
  description: 'Una descripción suficientemente larga',
  status: 'pending',
  scope: 'Medio Ambiente',
  district: 'Norte',
  votes: 0,
  createdAt: '2026-03-01T10:00:00.000Z',
  channel: 'web',
  feasibility: 'pending',
  estimatedCost: null,
  ...over,
})

const list = [
  row({ id: 1, title: 'Árboles en la plaza', status: 'approved', district: 'Norte', votes: 30, createdAt: '2025-04-02T09:00:00.000Z' }),
  row({ id: 2, title: 'Carril bici', status: 'rejected', scope: 'Movilidad Urbana', district: 'Sur', votes: 5, channel: 'papel' }),
  row({
    id: 3,
    title: 'biblioteca nueva',
    status: 'executed',
    scope: 'Cultura y deporte',
    district: 'Todos',
    votes: 12,
    createdAt: '2026-06-01T09:00:00.000Z',
  }),
  row({ id: 4, title: 'Parque canino', description: 'Un parqué para perros y sus dueños', district: 'Norte', votes: 12 }),
]

describe('admin proposal filters', () => {
  it('offers only the years present in the data, newest first', () => {
    expect(yearsInData(list)).toEqual([2026, 2025])
  })

  it('filters by each of the four statuses, including rejected and executed', () => {
    for (const status of ['pending', 'approved', 'rejected', 'executed']) {
      const ids = filterAdminProposals(list, { ...NO_ADMIN_FILTERS, status }).map((p) => p.id)
      expect(ids).toEqual(list.filter((p) => p.status === status).map((p) => p.id))
      expect(ids).toHaveLength(1)
    }
  })

  it('combines search (accents ignored), year, district and scope', () => {
    expect(filterAdminProposals(list, { ...NO_ADMIN_FILTERS, q: 'PARQUE' }).map((p) => p.id)).toEqual([4])
    expect(filterAdminProposals(list, { ...NO_ADMIN_FILTERS, q: 'arboles' }).map((p) => p.id)).toEqual([1])
    expect(filterAdminProposals(list, { ...NO_ADMIN_FILTERS, year: '2025' }).map((p) => p.id)).toEqual([1])
    expect(filterAdminProposals(list, { ...NO_ADMIN_FILTERS, district: 'Norte' }).map((p) => p.id)).toEqual([1, 4])
    expect(filterAdminProposals(list, { ...NO_ADMIN_FILTERS, district: 'Norte', year: '2026' }).map((p) => p.id)).toEqual([4])
    expect(filterAdminProposals(list, { ...NO_ADMIN_FILTERS, scope: 'Movilidad Urbana' }).map((p) => p.id)).toEqual([2])
  })

  it('filters by the channel a proposal arrived through', () => {
    expect(filterAdminProposals(list, { ...NO_ADMIN_FILTERS, channel: 'papel' }).map((p) => p.id)).toEqual([2])
    expect(filterAdminProposals(list, { ...NO_ADMIN_FILTERS, channel: 'web' }).map((p) => p.id)).toEqual([1, 3, 4])
  })
})

describe('admin proposal sorting', () => {
  it('sorts titles alphabetically in Spanish, ignoring case and accents', () => {
    expect(sortProposals(list, { key: 'title', direction: 'asc' }).map((p) => p.id)).toEqual([1, 3, 2, 4])
    expect(sortProposals(list, { key: 'title', direction: 'desc' }).map((p) => p.id)).toEqual([4, 2, 3, 1])
  })

  it('sorts by votes with ties in id order, by date newest first by default, by status label and scope', () => {
    expect(sortProposals(list, { key: 'votes', direction: 'desc' }).map((p) => p.id)).toEqual([1, 4, 3, 2])
    expect(sortProposals(list, DEFAULT_PROPOSAL_SORT).map((p) => p.id)).toEqual([3, 4, 2, 1])
    // Ejecutada, Presentada, Priorizada, Rechazada
    expect(sortProposals(list, { key: 'status', direction: 'asc' }).map((p) => p.id)).toEqual([3, 4, 1, 2])
    expect(sortProposals(list, { key: 'scope', direction: 'asc' }).map((p) => p.scope)).toEqual([
      'Cultura y deporte',
      'Medio Ambiente',
      'Medio Ambiente',
      'Movilidad Urbana',
    ])
  })

  it('flips the direction on the same column and starts numbers descending', () => {
    expect(nextSort({ key: 'title', direction: 'asc' }, 'title')).toEqual({ key: 'title', direction: 'desc' })
    expect(nextSort({ key: 'title', direction: 'asc' }, 'votes', ['votes'])).toEqual({ key: 'votes', direction: 'desc' })
    expect(nextSort({ key: 'votes', direction: 'desc' }, 'title', ['votes'])).toEqual({ key: 'title', direction: 'asc' })
  })
})

describe('export', () => {
  it('has the §3 columns with Spanish labels and the empty-value words', () => {
    const rows = exportRows([
      row({
        id: 9,
        title: 'Fuente',
        status: 'approved',
        district: null,
        scope: null,
        votes: 7,
        channel: 'whatsapp',
        feasibility: 'feasible',
        estimatedCost: 45000,
      }),
    ])
    expect(ADMIN_TEXTS.exportHeader).toEqual([
      'ID',
      'Título',
      'Descripción',
      'Estado',
      'Distrito',
      'Ámbito',
      'Votos',
      'Fecha de Creación',
      'Canal',
      'Viabilidad',
      'Coste estimado',
    ])
    expect(rows).toEqual([
      [
        9,
        'Fuente',
        'Una descripción suficientemente larga',
        'Priorizada',
        'Sin distrito',
        'Sin ámbito',
        7,
        '2026-03-01',
        'WhatsApp',
        'Viable',
        45000,
      ],
    ])
  })

  it('follows the current filters and order', () => {
    const shown = sortProposals(filterAdminProposals(list, { ...NO_ADMIN_FILTERS, district: 'Norte' }), { key: 'votes', direction: 'asc' })
    expect(exportRows(shown).map((r) => r[0])).toEqual([4, 1])
  })

  it('writes a CSV that keeps accents and neutralises a formula in a title', () => {
    const csv = toCsv(ADMIN_TEXTS.exportHeader, exportRows([row({ id: 5, title: '=HYPERLINK("http://x";"clic")', district: 'Todos' })]))
    const [header, line] = csv.replace('\uFEFF', '').split('\r\n')
    expect(
      csv.startsWith('\uFEFFID;Título;Descripción;Estado;Distrito;Ámbito;Votos;Fecha de Creación;Canal;Viabilidad;Coste estimado'),
    ).toBe(true)
    expect(header.split(';')).toHaveLength(11)
    expect(line).toBe(
      `5;"'=HYPERLINK(""http://x"";""clic"")";Una descripción suficientemente larga;Presentada;Toda la ciudad;Medio Ambiente;0;2026-03-01;Plataforma web;Pendiente de evaluación;`,
    )
  })

  it('names the files propuestas-{date}', () => {
    const day = new Date(2026, 0, 5, 23, 30)
    expect(exportFileName('csv', day)).toBe('propuestas-2026-01-05.csv')
    expect(exportFileName('xlsx', day)).toBe('propuestas-2026-01-05.xlsx')
  })
})
