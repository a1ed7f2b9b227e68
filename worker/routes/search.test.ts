import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { admin, call, moderate, newProposal, resident, visitorContact } from '../test/fixtures'

/**
 * Search on the server (GET /api/proposals?q=…): SQLite full-text search over title and description
 * (migration 0011), folded for case and accents, most relevant first, with the other filters and pages.
 */
type Listed = { id: number; title: string; votes: number; status: string; district: string }

async function search(query: Record<string, string>) {
  const res = await call('GET', `/api/proposals?${new URLSearchParams(query)}`)
  expect(res.status, JSON.stringify(query)).toBe(200)
  return { items: (await res.json()) as Listed[], next: res.headers.get('x-next-cursor') }
}
const titles = async (query: Record<string, string>) => (await search(query)).items.map((p) => p.title)

/** Many proposals at once, straight into D1 (the triggers index them as the form's inserts do). */
async function seed(rows: { title: string; description?: string; district?: string; status?: string; createdAt?: number }[]) {
  const base = Date.UTC(2026, 0, 1)
  await env.DB.batch(
    rows.map((r, i) =>
      env.DB.prepare(
        'INSERT INTO proposals (title, description, status, district, scope, created_at) VALUES (?, ?, ?, ?, ?, ?) RETURNING id',
      ).bind(
        r.title,
        r.description ?? 'Sin más detalle.',
        r.status ?? 'pending',
        r.district ?? 'Centro',
        'Medio Ambiente',
        r.createdAt ?? base + i * 60_000,
      ),
    ),
  )
}

/** Every page of a query, following X-Next-Cursor; `between` runs before each next page. */
async function allPages(query: Record<string, string>, between: () => Promise<void> = async () => {}) {
  const pages: Listed[][] = []
  let cursor: string | null = null
  do {
    const { items, next } = await search({ ...query, ...(cursor ? { cursor } : {}) })
    pages.push(items)
    cursor = next
    if (cursor) await between()
  } while (cursor && pages.length < 50)
  return pages
}

describe('search on the server', () => {
  it("folds accents and case: 'parque' finds 'Parqué', 'CAMION' finds 'camión', and a word's beginning finds it", async () => {
    await seed([
      { title: 'Suelo de Parqué en la ludoteca' },
      { title: 'Un camión de limpieza para el mercado' },
      { title: 'Árboles en la avenida' },
      { title: 'Fuente en la plaza' },
    ])
    expect(await titles({ q: 'parque' })).toEqual(['Suelo de Parqué en la ludoteca'])
    expect(await titles({ q: 'PARQUÉ' })).toEqual(['Suelo de Parqué en la ludoteca'])
    expect(await titles({ q: 'CAMION' })).toEqual(['Un camión de limpieza para el mercado'])
    expect(await titles({ q: 'arboles avenida' })).toEqual(['Árboles en la avenida'])
    // While typing: the beginning of a word is enough.
    expect(await titles({ q: 'lud' })).toEqual(['Suelo de Parqué en la ludoteca'])
    // Every word must be there.
    expect(await titles({ q: 'fuente avenida' })).toEqual([])
  })

  it('ranks a proposal named by the words above one that only mentions them', async () => {
    await seed([
      { title: 'Mejoras en el barrio', description: 'Entre otras cosas, algún banco a la sombra.', createdAt: Date.UTC(2026, 5, 1) },
      {
        title: 'Bancos a la sombra en la plaza',
        description: 'Bancos a la sombra para las personas mayores.',
        createdAt: Date.UTC(2025, 5, 1),
      },
      { title: 'Columpios', description: 'Columpios nuevos.', createdAt: Date.UTC(2026, 6, 1) },
    ])
    // Most relevant first, though it is the older one; newest first when asked.
    expect(await titles({ q: 'sombra' })).toEqual(['Bancos a la sombra en la plaza', 'Mejoras en el barrio'])
    expect(await titles({ q: 'sombra', sort: 'newest' })).toEqual(['Mejoras en el barrio', 'Bancos a la sombra en la plaza'])
  })

  it('combines words with filters and pages through every match once, by cursor', async () => {
    await seed(
      Array.from({ length: 40 }, (_, i) => ({
        title: `${i % 2 ? 'Huerto' : 'Jardín'} urbano número ${i}`,
        district: i % 4 < 2 ? 'Sur' : 'Norte',
        status: i % 8 === 7 ? 'approved' : 'pending',
      })),
    )
    const expected = Array.from({ length: 40 }, (_, i) => i).filter((i) => i % 2 === 1 && i % 4 < 2 && i % 8 !== 7)
    for (const sort of [{}, { sort: 'newest' }] as Record<string, string>[]) {
      const pages = await allPages({ q: 'huerto', district: 'Sur', status: 'pending', limit: '3', ...sort })
      const seen = pages.flat()
      expect(pages.slice(0, -1).every((p) => p.length === 3)).toBe(true)
      expect(seen.every((p) => p.district === 'Sur' && p.status === 'pending' && p.title.startsWith('Huerto'))).toBe(true)
      expect(seen.map((p) => Number(p.title.split(' ').at(-1))).sort((a, b) => a - b)).toEqual(expected)
    }
  })

  it('a page after the first neither repeats nor skips anything while people vote', async () => {
    await seed(
      Array.from({ length: 25 }, (_, i) => ({
        title: `Paso de cebra ${i}`,
        description: i % 3 ? 'Cerca del colegio.' : 'Paso de cebra elevado.',
      })),
    )
    const ids = (await search({ q: 'cebra', limit: '100' })).items.map((p) => p.id)
    const boss = await admin()
    let round = 0
    const queries: Record<string, string>[] = [
      { q: 'cebra', limit: '5' },
      { q: 'cebra', limit: '5', sort: 'newest' },
      { limit: '5', status: 'pending' },
    ]
    for (const query of queries) {
      // Between pages, votes land on proposals of every page (the counter changes, the order must not).
      const pages = await allPages(query, async () => {
        round++
        await moderate(boss, ids[(round * 7) % ids.length], { votes: round })
        await moderate(boss, ids[(round * 3) % ids.length], { votes: 2 * round })
      })
      const seen = pages.flat().map((p) => p.id)
      expect(new Set(seen).size, JSON.stringify(query)).toBe(seen.length)
      expect(seen.toSorted(), JSON.stringify(query)).toEqual(ids.toSorted())
    }
    // A real vote by a resident too.
    const ana = await resident('ana')
    const first = await search({ q: 'cebra', limit: '5' })
    await call('POST', `/api/proposals/${ids.at(-1)}/vote`, { token: ana.token, headers: { 'content-type': 'application/json' } })
    const rest = await allPages({ q: 'cebra', limit: '5', cursor: first.next! })
    expect([...first.items, ...rest.flat()].map((p) => p.id).toSorted()).toEqual(ids.toSorted())
  })

  it('finds a proposal by its new title after an edit, and no longer after its deletion', async () => {
    const boss = await admin()
    const p = await newProposal({ fields: { ...visitorContact, title: 'Pista de petanca en el parque' } })
    expect(await titles({ q: 'petanca' })).toEqual(['Pista de petanca en el parque'])
    await env.DB.prepare('UPDATE proposals SET title = ? WHERE id = ?').bind('Pista de baloncesto en el parque', p.id).run()
    expect(await titles({ q: 'petanca' })).toEqual([])
    expect(await titles({ q: 'baloncesto' })).toEqual(['Pista de baloncesto en el parque'])
    expect((await call('DELETE', `/api/proposals/${p.id}`, { token: boss.token })).status).toBe(200)
    expect(await titles({ q: 'baloncesto' })).toEqual([])
  })

  it('a long search or one holding search syntax is answered, never with a server error', async () => {
    await seed([{ title: 'Aceras más anchas en la calle Real', district: 'Sur' }])
    const fifty = Array.from({ length: 50 }, (_, i) => String.fromCharCode(97 + (i % 26))).join(' ')
    for (const q of [
      fifty,
      'aceras "anchas',
      'aceras*',
      'NEAR(aceras anchas)',
      'aceras OR NOT calle',
      '(',
      '-aceras',
      'title:aceras',
      '^aceras',
      "'",
    ]) {
      const res = await call(
        'GET',
        `/api/proposals?${new URLSearchParams({ q, district: 'Sur', status: 'pending,approved', limit: '12' })}`,
      )
      expect(res.status, q).toBe(200)
    }
    expect(await titles({ q: 'aceras "anchas' })).toEqual(['Aceras más anchas en la calle Real'])
    expect(await titles({ q: 'title:aceras' })).toEqual([])
  })
})

describe('similar proposals (words=any)', () => {
  it('finds proposals sharing any meaningful word, the most alike first, ignoring short words', async () => {
    await seed([
      { title: 'Parque infantil en la plaza del Sol' },
      { title: 'Columpios para el parque del barrio' },
      { title: 'Una fuente en la plaza' },
      { title: 'Carril bici en la avenida' },
    ])
    const found = await titles({ q: 'Un parque infantil nuevo en la plaza', words: 'any', limit: '3' })
    expect(found[0]).toBe('Parque infantil en la plaza del Sol')
    expect(found.toSorted()).toEqual([
      'Columpios para el parque del barrio',
      'Parque infantil en la plaza del Sol',
      'Una fuente en la plaza',
    ])
    // 'en' and 'la' alone find nothing; without words=any every word is required.
    expect(await titles({ q: 'en la', words: 'any' })).toEqual([])
    expect(await titles({ q: 'parque plaza' })).toEqual(['Parque infantil en la plaza del Sol'])
  })
})
