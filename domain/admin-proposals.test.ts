import { describe, expect, it } from 'vitest'
import { decodeAdminCursor, encodeAdminCursor, type ExportedProposal } from './admin-proposals'
import { STATUSES_BY_LABEL, exportCells } from '@copy/proposal-columns'
import { toCsv } from './csv'
import { ADMIN_TEXTS } from '@copy'

const row = (over: Partial<ExportedProposal> & { id: number }): ExportedProposal => ({
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
  votesByChannel: {},
  ...over,
})

describe('admin export rows', () => {
  it('have the §3 columns with Spanish labels and the empty-value words, then the votes by channel', () => {
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
      'Votos web (con cuenta)',
      'Votos sin cuenta (padrón)',
      'Votos en papel',
      'Votos por teléfono',
      'Votos por WhatsApp',
      'Votos en mesa',
      'Votos del recuento manual',
    ])
    const cells = exportCells(
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
        votesByChannel: { web: 3, census: 1, paper: 1, table: 1 },
      }),
    )
    expect(cells).toEqual([
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
      // 3 with an account, 1 without, 1 on paper, 1 at a table, and 1 the admin's counter added.
      3,
      1,
      1,
      0,
      0,
      1,
      1,
    ])
    expect(cells).toHaveLength(ADMIN_TEXTS.exportHeader.length)
  })

  it('make a CSV that keeps accents and neutralises a formula in a title', () => {
    const csv = toCsv(ADMIN_TEXTS.exportHeader, [
      exportCells(row({ id: 5, title: '=HYPERLINK("http://x";"clic")', district: 'Todos', votes: 2, votesByChannel: { web: 2 } })),
    ])
    const [header, line] = csv.replace('\uFEFF', '').split('\r\n')
    expect(
      csv.startsWith('\uFEFFID;Título;Descripción;Estado;Distrito;Ámbito;Votos;Fecha de Creación;Canal;Viabilidad;Coste estimado'),
    ).toBe(true)
    expect(header.split(';')).toHaveLength(18)
    expect(line).toBe(
      `5;"'=HYPERLINK(""http://x"";""clic"")";Una descripción suficientemente larga;Presentada;Toda la ciudad;Medio Ambiente;2;2026-03-01;Plataforma web;Pendiente de evaluación;;2;0;0;0;0;0;0`,
    )
  })
})

describe('admin table order and cursors', () => {
  it('sorts statuses by their Spanish names', () => {
    expect(STATUSES_BY_LABEL).toEqual(['executed', 'pending', 'approved', 'rejected'])
  })

  it('reads back a cursor it wrote, accents and quotes included, and nothing else', () => {
    for (const cursor of [
      { sort: 'title', dir: 'asc', key: 'n{o "señal" ½', id: 17 },
      { sort: 'createdAt', dir: 'desc', key: 1767225600000, id: 3 },
      { sort: 'status', dir: 'asc', key: 2, id: 1 },
    ] as const)
      expect(decodeAdminCursor(encodeAdminCursor(cursor))).toEqual(cursor)
    const raw = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '')
    for (const bad of [
      'no-es-base64!',
      raw(['title', 'asc', 3, 1]),
      raw(['votes', 'asc', 'tres', 1]),
      raw(['autor', 'asc', 1, 1]),
      raw(['votes', 'arriba', 1, 1]),
      raw(['votes', 'asc', 1, 0]),
      raw({ sort: 'votes' }),
    ])
      expect(decodeAdminCursor(bad)).toBeNull()
  })
})
