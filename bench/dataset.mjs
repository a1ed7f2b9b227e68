// Generates the benchmark's city-scale dataset as SQL: 10,000 proposals over 5 years, 2,000 users and
// their votes. Deterministic (seeded), so two runs measure the same data.

// The portal's own lists (Node 22 strips their types; both files import nothing, so they load as they are:
// their names in words live in copy/district-scope-labels.ts).
import { CITY_DISTRICTS, DISTRICTS } from '../domain/districts.ts'
import { SCOPES } from '../domain/scopes.ts'

const STATUSES = ['pending', 'pending', 'pending', 'approved', 'executed', 'rejected']
const WHAT = [
  'Más bancos',
  'Un carril bici',
  'Arbolado',
  'Una fuente',
  'Iluminación LED',
  'Un parque infantil',
  'Aparcabicis',
  'Rampas accesibles',
  'Un huerto urbano',
  'Una pista deportiva',
  'Contenedores de reciclaje',
  'Una biblioteca de calle',
]
const WHERE = [
  'en la plaza mayor',
  'junto al colegio',
  'en la avenida principal',
  'en el parque del barrio',
  'frente al centro de salud',
  'en la calle del mercado',
  'cerca de la estación',
  'en el polideportivo',
]
const WHY = [
  'Los vecinos y vecinas lo venimos pidiendo desde hace años en la mesa de barrio.',
  'Mejoraría la seguridad de los niños y de las personas mayores que pasan cada día.',
  'Daría vida a un espacio que ahora está vacío y descuidado la mayor parte del tiempo.',
  'Ayudaría a reducir el ruido y la contaminación del tráfico en la zona.',
  'Facilitaría el acceso a las personas con movilidad reducida y a quienes van con carritos.',
]

function prng(seed) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const q = (s) => `'${String(s).replace(/'/g, "''")}'`

/** @returns {{ sql: string, users: number, proposals: number, votes: number, voted: Set<string> }} */
export function generateDataset({
  proposals = Number(process.env.BENCH_PROPOSALS ?? 10_000),
  users = 2_000,
  votesPerUser = 25,
  seed = 42,
  now = Date.UTC(2026, 10, 22),
} = {}) {
  const rand = prng(seed)
  const pick = (xs) => xs[Math.floor(rand() * xs.length)]
  const out = []
  const chunk = (table, columns, rows) => {
    for (let i = 0; i < rows.length; i += 100) out.push(`INSERT INTO ${table} (${columns}) VALUES\n${rows.slice(i, i + 100).join(',\n')};`)
  }
  chunk(
    'users',
    'id, uid, username, email, name, surname, phone, address, district, auth_provider, is_admin',
    Array.from(
      { length: users },
      (_, i) =>
        `(${i + 1}, ${q(`bench-${i + 1}`)}, ${q(`vecino${i + 1}`)}, ${q(`vecino${i + 1}@bench.test`)}, 'Vecino', ${q(`Número ${i + 1}`)}, '600000000', 'Calle Mayor 1', ${q(pick(CITY_DISTRICTS))}, 'password', 0)`,
    ),
  )
  const fiveYears = 5 * 365 * 24 * 3600 * 1000
  const voteRows = []
  // 'user_proposal' of every vote in the dataset, so the bench's own votes are all new ones.
  const voted = new Set()
  const votes = new Array(proposals + 1).fill(0)
  for (let u = 1; u <= users; u++) {
    const chosen = new Set()
    while (chosen.size < votesPerUser) chosen.add(1 + Math.floor(rand() * proposals))
    for (const p of chosen) {
      voteRows.push(`(${u}, ${p})`)
      voted.add(`${u}_${p}`)
      votes[p]++
    }
  }
  const proposalRows = Array.from({ length: proposals }, (_, i) => {
    const id = i + 1
    const created = now - Math.floor(rand() * fiveYears)
    const status = pick(STATUSES)
    const approved = status === 'approved' || status === 'executed' ? created + 30 * 864e5 : null
    const executed = status === 'executed' ? created + 200 * 864e5 : null
    const title = `${pick(WHAT)} ${pick(WHERE)}`
    const description = `${title}. ${pick(WHY)} ${pick(WHY)}`
    const author = rand() < 0.7 ? 1 + Math.floor(rand() * users) : 'NULL'
    return `(${id}, ${author}, ${q(title)}, ${q(description)}, ${q(status)}, ${votes[id]}, ${created}, ${q(pick(DISTRICTS))}, ${q(pick(SCOPES))}, ${approved ?? 'NULL'}, ${executed ?? 'NULL'})`
  })
  chunk('proposals', 'id, user_id, title, description, status, votes, created_at, district, scope, approved_at, executed_at', proposalRows)
  chunk('votes', 'user_id, proposal_id', voteRows)
  return { sql: out.join('\n'), users, proposals, votes: voteRows.length, voted }
}
