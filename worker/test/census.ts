import { env } from 'cloudflare:workers'
import { expect, vi } from 'vitest'
import { activateCensus, type SeedRow } from '../census/seed'
import { type Person, client } from './fixtures'

const LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE'
/** The n-th made-up DNI, with its right control letter. */
export const dni = (n: number) => `${String(n).padStart(8, '0')}${LETTERS[n % 23]}`

/** A census file of the given lines under the usual header. */
export const censusFile = (lines: string[], header = 'documento;fecha_nacimiento;distrito') =>
  new File([`${[header, ...lines].join('\r\n')}\r\n`], 'padron.csv', { type: 'text/csv' })

export const uploadCensus = (boss: Person, file: File, minAge?: string) =>
  client(boss.token).admin.census.$post({ form: { file, ...(minAge ? { minAge } : {}) } })

export async function censusState(boss: Person) {
  return (await client(boss.token).admin.census.$get()).json()
}

/** Uploads a census and waits until the queue consumer has finished it: the last import's report. */
export async function importCensus(boss: Person, file: File, minAge?: string) {
  const res = await uploadCensus(boss, file, minAge)
  expect(res.status).toBe(202)
  const { importId } = (await res.json()) as { importId: number }
  return vi.waitFor(
    async () => {
      const state = await censusState(boss)
      expect(state.lastImport?.importId).toBe(importId)
      return state
    },
    { timeout: 20_000, interval: 100 },
  )
}

/** Makes `rows` the active census at once (worker/census/seed.ts); the import itself is tested in routes/census.test.ts. */
export const seedCensus = (rows: SeedRow[]) => activateCensus(env, rows)
