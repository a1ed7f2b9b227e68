// Reads the production settings from their one place, wrangler.toml [env.production], with wrangler's
// own reader, and checks them with the rules the Worker uses (worker/settings.ts).
import { unstable_readConfig } from 'wrangler'
import { NEVER_IN_PRODUCTION, PRODUCTION_SECRETS, PRODUCTION_SETTINGS, settingProblem } from '../../worker/settings.ts'
import { ROOT } from './local-server.mjs'
import { join } from 'node:path'

export function readProductionConfig(path = join(ROOT, 'wrangler.toml')) {
  return unstable_readConfig({ config: path, env: 'production' })
}

/** Both Workers' configurations (decision 0067) in one environment: 'production', or the local one. */
export function readWorkerConfigs(env) {
  const read = (file) => unstable_readConfig({ config: join(ROOT, file), env })
  return { portal: read('wrangler.toml'), selection: read('wrangler.selection.toml') }
}

/**
 * What would make the selection consumer's Worker (wrangler.selection.toml, decision 0067) miss or split
 * the portal's work: it must read the portal's own database and bucket, consume the queue the portal sends
 * the jobs to, and be that queue's only consumer (a queue has one; the portal must not claim it back).
 */
export function selectionWorkerProblems({ portal, selection }) {
  const found = []
  const d1 = (config) => config.d1_databases?.find((db) => db.binding === 'DB')
  const media = (config) => config.r2_buckets?.find((bucket) => bucket.binding === 'MEDIA')?.bucket_name
  if (d1(selection)?.database_name !== d1(portal)?.database_name || d1(selection)?.database_id !== d1(portal)?.database_id)
    found.push('wrangler.selection.toml debe usar la misma base de datos D1 (DB: database_name y database_id) que wrangler.toml.')
  if (media(selection) !== media(portal)) found.push('wrangler.selection.toml debe usar el mismo bucket R2 MEDIA que wrangler.toml.')
  const queue = portal.queues?.producers?.find((producer) => producer.binding === 'SELECTION')?.queue
  if (!selection.queues?.consumers?.some((consumer) => consumer.queue === queue))
    found.push(`wrangler.selection.toml debe consumir la cola de selección a la que envía wrangler.toml (${queue}).`)
  if (portal.queues?.consumers?.some((consumer) => consumer.queue === queue))
    found.push(`wrangler.toml no puede consumir la cola ${queue}: su consumidor es el Worker de wrangler.selection.toml.`)
  return found
}

/** Every problem of the production configuration, in Spanish, naming the setting and where it goes. */
export function productionProblems(config = readProductionConfig()) {
  const problems = []
  const vars = config.vars ?? {}
  for (const name of Object.keys(PRODUCTION_SETTINGS)) {
    const problem = settingProblem(name, vars[name])
    if (problem) problems.push(`${name} ${problem}: pon ${PRODUCTION_SETTINGS[name].help} en wrangler.toml [env.production.vars].`)
  }
  const dbId = config.d1_databases?.[0]?.database_id ?? ''
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(dbId))
    problems.push(
      'database_id de D1 falta o es un valor de ejemplo: pon el id que imprimió `wrangler d1 create presupuestos` en wrangler.toml [env.production] d1_databases, y el mismo en wrangler.selection.toml [env.production].',
    )
  return { problems, forbidden: productionForbidden(config) }
}

/**
 * What can never be in production, whatever else is filled in: local mode, a rehearsal identity origin,
 * a Worker that could go live without one of its secrets (wrangler refuses a deploy only for the
 * secrets that `secrets.required` names).
 */
function productionForbidden(config) {
  const vars = config.vars ?? {}
  const found = []
  const required = Array.isArray(config.secrets?.required) ? config.secrets.required : []
  for (const name of PRODUCTION_SECRETS)
    if (!required.includes(name))
      found.push(
        `${name} debe figurar en secrets.required de [env.production] en wrangler.toml: sin él, wrangler desplegaría un Worker sin ese secreto.`,
      )
  for (const name of NEVER_IN_PRODUCTION)
    if (name in vars && !(name === 'LOCAL_MODE' && vars[name] === 'false'))
      found.push(`${name} no puede estar en [env.production]: solo existe para la configuración local o el ensayo.`)
  if (config.name !== 'presupuestos-participativos')
    found.push(`El Worker de producción debe llamarse presupuestos-participativos (ahora: ${config.name}).`)
  return found
}

/** The SPA's build settings (VITE_*) from the production configuration. */
export function spaSettings(config = readProductionConfig()) {
  return { VITE_FIREBASE_API_KEY: config.vars.FIREBASE_API_KEY, VITE_GOOGLE_CLIENT_ID: config.vars.GOOGLE_CLIENT_ID }
}
