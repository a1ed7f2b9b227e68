// Reads the production settings from their one place, wrangler.toml [env.production], with wrangler's
// own reader, and checks them with the rules the Worker uses (worker/settings.ts).
import { unstable_readConfig } from 'wrangler'
import { NEVER_IN_PRODUCTION, PRODUCTION_SECRETS, PRODUCTION_SETTINGS, settingProblem } from '../../worker/settings.ts'
import { ROOT } from './local-server.mjs'
import { join } from 'node:path'

export function readProductionConfig(path = join(ROOT, 'wrangler.toml')) {
  return unstable_readConfig({ config: path, env: 'production' })
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
      'database_id de D1 falta o es un valor de ejemplo: pon el id que imprimió `wrangler d1 create presupuestos` en wrangler.toml [env.production] d1_databases.',
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
