// The benchmarks' server: a fresh local D1 with the city-scale dataset (bench/dataset.mjs) behind the
// real Worker, on a free port. Shared by `npm run bench` and `npm run bench:web`.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, totalmem } from 'node:os'
import { join } from 'node:path'
import { ROOT, applyMigrations, buildApp, executeSqlFile, freePort, startWorker } from '../scripts/lib/local-server.mjs'
import { generateDataset } from './dataset.mjs'

// The load average says how much else the (shared) machine was doing while the bench ran.
export const machine = () =>
  `${cpus().length} × ${cpus()[0]?.model.trim()}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, load average ${loadavg()[0].toFixed(1)}`

export async function startCityServer() {
  const data = join(ROOT, 'bench', 'data')
  console.log('· building the app and a fresh city-scale dataset…')
  await buildApp({ force: true, quiet: true })
  rmSync(data, { recursive: true, force: true })
  mkdirSync(data, { recursive: true })
  await applyMigrations({ persistTo: data })
  const dataset = generateDataset()
  writeFileSync(join(data, 'dataset.sql'), dataset.sql)
  await executeSqlFile(join(data, 'dataset.sql'), { persistTo: data })
  console.log(`  ${dataset.proposals} proposals, ${dataset.users} users, ${dataset.votes} votes`)
  const server = await startWorker({ port: await freePort(), persistTo: data })
  return { server, dataset, data }
}
