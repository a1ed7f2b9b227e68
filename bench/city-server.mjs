// The benchmarks' server: a fresh local D1 with the city-scale dataset (bench/dataset.mjs) behind the
// real Worker, on a free port. Shared by `npm run bench` and `npm run bench:web`.
import { cpus, loadavg, totalmem } from 'node:os'
import { buildApp, freePort, startWorker } from '../scripts/lib/local-server.mjs'
import { generateDataset } from './dataset.mjs'
import { freshData } from './local-worker.mjs'

// The load average says how much else the (shared) machine was doing while the bench ran.
export const machine = () =>
  `${cpus().length} × ${cpus()[0]?.model.trim()}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, load average ${loadavg()[0].toFixed(1)}`

export async function startCityServer() {
  console.log('· building the app and a fresh city-scale dataset…')
  await buildApp({ force: true, quiet: true })
  const dataset = generateDataset()
  const data = await freshData('data', dataset.sql)
  console.log(`  ${dataset.proposals} proposals, ${dataset.users} users, ${dataset.votes} votes`)
  const server = await startWorker({ port: await freePort(), persistTo: data })
  return { server, dataset, data }
}
