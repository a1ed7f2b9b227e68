import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { AdminExportQuerySchema, AdminProposalQuerySchema } from '@schemas'
import * as v from 'valibot'
import { adminProposalPage, exportedProposals, pageQuery } from '../db/queries/admin-proposals'
import { openDb } from '../db/client'
import { admin, call, errorOf, resident, snapshot, type Person } from '../test/fixtures'

/**
 * The admin table at city scale (GET /api/admin/proposals): filters, sort orders and pages by cursor on
 * the server; the exports (GET /api/admin/proposals/export.{csv,json}) hold every row the filters keep.
 */
type Row = { id: number; title: string; status: string; votes: number; scope: string; district: string; channel: string }
type Page = { items: Row[]; total: number; next: string | null; years: number[] }

interface Seed {
  title: string
  description?: string
  status?: string
  district?: string
  scope?: string
  channel?: string
  votes?: number
  createdAt?: number
}
const BASE = Date.UTC(2026, 0, 1)

/** Proposals straight into D1 (the search index's triggers see them as they see the form's inserts); their ids in order. */
async function seed(rows: Seed[]): Promise<number[]> {
  const results = await env.DB.batch<{ id: number }>(
    rows.map((r, i) =>
      env.DB.prepare(
        'INSERT INTO proposals (title, description, status, district, scope, channel, votes, created_at, cycle_year) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id',
      ).bind(
        r.title,
        r.description ?? 'Sin más detalle.',
        r.status ?? 'pending',
        r.district ?? 'Centro',
        r.scope ?? 'Medio Ambiente',
        r.channel ?? 'web',
        r.votes ?? 0,
        r.createdAt ?? BASE + i * 60_000,
        // Each presented in the cycle of its year.
        new Date(r.createdAt ?? BASE).getUTCFullYear(),
      ),
    ),
  )
  return results.map((r) => r.results[0].id)
}

const query = (q: Record<string, string>) => new URLSearchParams(q).toString()

async function page(boss: Person, q: Record<string, string> = {}): Promise<Page> {
  const res = await call('GET', `/api/admin/proposals?${query(q)}`, { token: boss.token })
  expect(res.status, await res.clone().text()).toBe(200)
  return res.json()
}

/** Every page of a query, following `next`; `between` runs before each next page. */
async function allPages(boss: Person, q: Record<string, string>, between: (pages: Row[][]) => Promise<void>) {
  const pages: Row[][] = []
  let cursor: string | null = null
  do {
    const answer = await page(boss, { ...q, ...(cursor ? { cursor } : {}) })
    pages.push(answer.items)
    cursor = answer.next
    if (cursor) await between(pages)
  } while (cursor && pages.length < 100)
  return pages
}
const titles = (rows: Row[]) => rows.map((r) => r.title)

describe('the admin table on the server', () => {
  it('sorts each column both ways, texts in Spanish order (accents and case ignored, ñ after n), ties by id', async () => {
    const boss = await admin()
    await seed([
      { title: 'noche de cine', status: 'approved', votes: 5, scope: 'Movilidad Urbana' },
      { title: 'Árboles en la avenida', status: 'pending', votes: 9, scope: 'Cultura y deporte' },
      { title: 'Niño y juego', status: 'executed', votes: 1, scope: 'Servicios Sociales' },
      { title: 'ninguno', status: 'rejected', votes: 5, scope: 'Cultura y deporte' },
      { title: 'Zona verde', status: 'pending', votes: 0, scope: 'Medio Ambiente' },
      { title: 'Ábside restaurado', status: 'approved', votes: 3, scope: 'Cultura y deporte' },
    ])
    const sorted = async (sort: string, dir?: string) => titles((await page(boss, { sort, ...(dir ? { dir } : {}) })).items)
    expect(await sorted('title')).toEqual([
      'Ábside restaurado',
      'Árboles en la avenida',
      'ninguno',
      'Niño y juego',
      'noche de cine',
      'Zona verde',
    ])
    expect(await sorted('title', 'desc')).toEqual([
      'Zona verde',
      'noche de cine',
      'Niño y juego',
      'ninguno',
      'Árboles en la avenida',
      'Ábside restaurado',
    ])
    // Ejecutada < Presentada < Priorizada < Rechazada; equal statuses by id.
    expect(await sorted('status')).toEqual([
      'Niño y juego',
      'Árboles en la avenida',
      'Zona verde',
      'noche de cine',
      'Ábside restaurado',
      'ninguno',
    ])
    // Votes start with the most voted; equal votes by id, in the same direction.
    expect(await sorted('votes')).toEqual([
      'Árboles en la avenida',
      'ninguno',
      'noche de cine',
      'Ábside restaurado',
      'Niño y juego',
      'Zona verde',
    ])
    expect(await sorted('scope')).toEqual([
      'Árboles en la avenida',
      'ninguno',
      'Ábside restaurado',
      'Zona verde',
      'noche de cine',
      'Niño y juego',
    ])
    // Without a sort, newest first.
    expect(await sorted('createdAt')).toEqual((await page(boss)).items.map((r) => r.title))
    expect(await sorted('createdAt', 'asc')).toEqual([
      'noche de cine',
      'Árboles en la avenida',
      'Niño y juego',
      'ninguno',
      'Zona verde',
      'Ábside restaurado',
    ])
  })

  it('filters exactly by status, district, scope, channel and year, searches words (accents folded) or an id, and counts what it keeps', async () => {
    const boss = await admin()
    const ids = await seed([
      { title: 'Parqué nuevo en la ludoteca', district: 'Norte', channel: 'papel' },
      { title: 'Fuente para el parque', district: 'Todos', status: 'approved', createdAt: Date.UTC(2024, 5, 1) },
      { title: 'Bancos en la plaza', district: 'Norte', scope: 'Cultura y deporte', createdAt: Date.UTC(2025, 2, 1) },
      { title: 'Aceras anchas', district: 'Sur', channel: 'papel', status: 'approved' },
    ])
    const found = async (q: Record<string, string>) => {
      const answer = await page(boss, q)
      expect(answer.total).toBe(answer.items.length)
      return titles(answer.items).sort()
    }
    // A district is that district alone: the whole city's proposals are not Norte's.
    expect(await found({ district: 'Norte' })).toEqual(['Bancos en la plaza', 'Parqué nuevo en la ludoteca'])
    expect(await found({ status: 'approved' })).toEqual(['Aceras anchas', 'Fuente para el parque'])
    expect(await found({ channel: 'papel', status: 'approved' })).toEqual(['Aceras anchas'])
    expect(await found({ scope: 'Cultura y deporte' })).toEqual(['Bancos en la plaza'])
    expect(await found({ year: '2024' })).toEqual(['Fuente para el parque'])
    expect(await found({ q: 'PARQUE' })).toEqual(['Fuente para el parque', 'Parqué nuevo en la ludoteca'])
    expect(await found({ q: 'parq', district: 'Norte' })).toEqual(['Parqué nuevo en la ludoteca'])
    expect(await found({ q: String(ids[2]) })).toEqual(['Bancos en la plaza'])
    expect(await found({ q: 'nada parecido' })).toEqual([])
    // The years that occur in the data, newest first, whatever the filters.
    expect((await page(boss, { status: 'rejected' })).years).toEqual([2026, 2025, 2024])
  })

  it('pages by cursor without repeating or skipping a row while proposals are added, voted on, edited and deleted', async () => {
    const boss = await admin()
    const ids = await seed(Array.from({ length: 23 }, (_, i) => ({ title: `Propuesta ${String.fromCharCode(97 + i)}`, votes: i % 4 })))
    for (const sort of ['createdAt', 'title', 'status', 'scope']) {
      const seen = new Set<number>()
      const before = new Set(ids)
      const pages = await allPages(boss, { sort, limit: '5' }, async (shown) => {
        // Between pages: votes on a row not shown yet, a new proposal, and the deletion of one already shown.
        const n = shown.length
        await env.DB.prepare('UPDATE proposals SET votes = votes + 7 WHERE id = ?')
          .bind(ids[(n * 5 + 2) % 23])
          .run()
        await seed([{ title: `Nueva ${sort} ${n}`, createdAt: Date.UTC(2027, 0, n) }])
        await env.DB.prepare('DELETE FROM proposals WHERE id = ?')
          .bind(shown[n - 1][0].id)
          .run()
      })
      for (const row of pages.flat()) {
        expect(seen.has(row.id), `${sort}: ${row.title} twice`).toBe(false)
        seen.add(row.id)
      }
      // Every proposal that was there from the start was shown (those deleted were deleted after being shown).
      for (const id of before) expect(seen.has(id), `${sort}: ${id} skipped`).toBe(true)
      expect(pages.slice(0, -1).every((p) => p.length === 5)).toBe(true)
      await env.DB.prepare('DELETE FROM proposals').run()
      ids.splice(
        0,
        ids.length,
        ...(await seed(Array.from({ length: 23 }, (_, i) => ({ title: `Propuesta ${String.fromCharCode(97 + i)}`, votes: i % 4 })))),
      )
    }
  })

  it('reads each order from its index (migration 0020), also after a cursor: no sort of the whole table', async () => {
    await seed([{ title: 'Una' }, { title: 'Otra' }])
    const db = openDb(env.DB)
    for (const [sort, index] of [
      ['title', 'proposals_title_sort_idx'],
      ['status', 'proposals_status_sort_idx'],
      ['scope', 'proposals_scope_sort_idx'],
      ['votes', 'proposals_votes_sort_idx'],
      ['createdAt', 'proposals_created_idx'],
    ]) {
      for (const dir of ['asc', 'desc']) {
        const first = v.parse(AdminProposalQuerySchema, { sort, dir, limit: '1' })
        const { next } = await adminProposalPage(db, first)
        const second = v.parse(AdminProposalQuerySchema, { sort, dir, limit: '1', cursor: next ?? '' })
        for (const q of [first, second]) {
          const { sql, params } = pageQuery(db, q).toSQL()
          const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
            .bind(...params)
            .all<{ detail: string }>()
          const steps = plan.results.map((r) => r.detail).join(' | ')
          expect(steps, `${sort} ${dir}`).toContain(index)
          expect(steps, `${sort} ${dir}`).not.toContain('TEMP B-TREE')
        }
      }
    }
  })

  it('refuses an unknown sort, a bad direction, a bad cursor or filter, a page too large, in Spanish, changing nothing', async () => {
    const boss = await admin()
    await seed([{ title: 'Una' }, { title: 'Otra' }])
    const { next } = await page(boss, { limit: '1' })
    const before = await snapshot()
    for (const [q, field, message] of [
      [{ sort: 'autor' }, 'sort', 'El orden pedido no es válido'],
      [{ dir: 'arriba' }, 'dir', 'El sentido del orden debe ser asc (ascendente) o desc (descendente)'],
      [{ cursor: 'no es un cursor' }, 'cursor', 'La posición de la página no es válida'],
      [{ cursor: btoa('["title","asc",3,1]') }, 'cursor', 'La posición de la página no es válida'],
      // A cursor of the newest-first order does not continue the title order.
      [{ cursor: next ?? '', sort: 'title' }, 'cursor', 'La posición de la página no es válida'],
      [{ cursor: next ?? '', dir: 'asc' }, 'cursor', 'La posición de la página no es válida'],
      [{ status: 'borrada' }, 'status', undefined],
      [{ district: 'Marte' }, 'district', undefined],
      [{ channel: 'paloma' }, 'channel', undefined],
      [{ year: '20x5' }, 'year', undefined],
      [{ limit: '5000' }, 'limit', 'El tamaño de página debe ser un número entero entre 1 y 1000'],
      [{ limit: '0' }, 'limit', 'El tamaño de página debe ser un número entero entre 1 y 1000'],
    ] as [Record<string, string>, string, string | undefined][]) {
      for (const path of ['/api/admin/proposals', '/api/admin/proposals/export.csv']) {
        if (path.endsWith('csv') && (field === 'cursor' || field === 'limit')) continue
        const body = await errorOf(await call('GET', `${path}?${query(q)}`, { token: boss.token }))
        expect(body.error, JSON.stringify(q)).toBe('VALIDATION')
        expect(Object.keys(body.fields ?? {})).toContain(field)
        if (message) expect(body.message).toBe(message)
        expect(body.message).toMatch(/[a-záéíóúñ]/)
      }
    }
    expect(await snapshot()).toEqual(before)
  })

  it('is for administrators alone', async () => {
    const neighbour = await resident()
    for (const path of ['/api/admin/proposals', '/api/admin/proposals/export.csv', '/api/admin/proposals/export.json']) {
      expect((await call('GET', path)).status).toBe(401)
      expect((await call('GET', path, { token: neighbour.token })).status).toBe(403)
    }
  })
})

describe('the exports', () => {
  it('stream every row the filters keep, in the table order, with the §3 columns', async () => {
    const boss = await admin()
    await seed([
      { title: '=Fórmula; con "comillas"', votes: 3, district: 'Todos', channel: 'papel' },
      { title: 'Bancos', votes: 8 },
      { title: 'Aceras', votes: 1, status: 'rejected' },
    ])
    const res = await call('GET', '/api/admin/proposals/export.csv?sort=votes', { token: boss.token })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="propuestas-\d{4}-\d{2}-\d{2}\.csv"$/)
    const lines = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer()).split('\r\n')
    expect(lines[0]).toBe(
      '\uFEFFID;Título;Descripción;Estado;Distrito;Ámbito;Votos;Fecha de Creación;Canal;Viabilidad;Coste estimado;' +
        'Votos web (con cuenta);Votos sin cuenta (padrón);Votos en papel;Votos por teléfono;Votos por WhatsApp;Votos en mesa;Votos del recuento manual',
    )
    expect(lines.slice(1, -1).map((l) => l.match(/;(\d+);\d{4}-\d{2}-\d{2};/)?.[1])).toEqual(['8', '3', '1'])
    expect(lines[2]).toMatch(
      /^\d+;"'=Fórmula; con ""comillas""";Sin más detalle\.;Presentada;Toda la ciudad;Medio Ambiente;3;2026-01-01;Cupón en papel;Pendiente de evaluación;;0;0;0;0;0;0;3$/,
    )
    expect(lines.at(-1)).toBe('')

    const json = await call('GET', '/api/admin/proposals/export.json?status=rejected', { token: boss.token })
    expect(await json.json()).toEqual([
      [
        expect.any(Number),
        'Aceras',
        'Sin más detalle.',
        'Rechazada',
        'Centro',
        'Medio Ambiente',
        1,
        '2026-01-01',
        'Plataforma web',
        'Pendiente de evaluación',
        '',
        // No per-person vote: the 1 is the admin's counter's.
        0,
        0,
        0,
        0,
        0,
        0,
        1,
      ],
    ])
    const none = await call('GET', '/api/admin/proposals/export.json?status=executed', { token: boss.token })
    expect(await none.json()).toEqual([])
  })

  it('holds every proposal once, a chunk at a time, while votes, edits, new and deleted proposals happen during the export', async () => {
    const ids = await seed(Array.from({ length: 25 }, (_, i) => ({ title: `Fila ${i}`, votes: i })))
    const chunks = exportedProposals(openDb(env.DB), v.parse(AdminExportQuerySchema, { sort: 'votes' }), 4)
    const rows: number[] = []
    let n = 0
    for await (const chunk of chunks) {
      rows.push(...chunk.map((p) => p.id))
      if (n++ === 1) {
        // Mid-export: the last rows jump to the top, a new proposal arrives and one not yet written is deleted.
        await env.DB.prepare('UPDATE proposals SET votes = votes + 100 WHERE id IN (?, ?)').bind(ids[0], ids[1]).run()
        await seed([{ title: 'Llega tarde', votes: 1000 }])
        await env.DB.prepare('DELETE FROM proposals WHERE id = ?').bind(ids[2]).run()
      }
    }
    expect(n).toBe(7)
    // The order fixed when the export began (most voted first), each row once, the deleted one left out.
    expect(rows).toEqual([...ids].reverse().filter((id) => id !== ids[2]))
  })
})
