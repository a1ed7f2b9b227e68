import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ROOT } from './local-server.mjs'
import { productionProblems, readProductionConfig, readWorkerConfigs, selectionWorkerProblems } from './production-settings.mjs'

const withSecrets = (secrets: unknown) => ({ ...readProductionConfig(), secrets })
const forbiddenOf = (config: unknown) => productionProblems(config as ReturnType<typeof readProductionConfig>).forbidden

describe('check:deploy refuses a production configuration that could go live without its secrets', () => {
  it('the configuration in wrangler.toml declares every secret', () => {
    expect(forbiddenOf(readProductionConfig())).toEqual([])
  })

  it('without CENSUS_KEY among the required secrets, or without the list at all, the check fails naming it', () => {
    const message =
      'CENSUS_KEY debe figurar en secrets.required de [env.production] en wrangler.toml: sin él, wrangler desplegaría un Worker sin ese secreto.'
    expect(forbiddenOf(withSecrets({ required: ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY'] }))).toEqual([message])
    expect(forbiddenOf(withSecrets(undefined))).toContain(message)
    expect(forbiddenOf(withSecrets({ required: 'CENSUS_KEY' }))).toContain(message)
    expect(forbiddenOf(withSecrets({ required: ['census_key', 'VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY'] }))).toEqual([message])
  })
})

describe('npm run check:deploy itself', () => {
  it('exits with an error and names CENSUS_KEY when wrangler.toml’s production section does not require it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'check-deploy-'))
    try {
      const toml = readFileSync(join(ROOT, 'wrangler.toml'), 'utf8')
      // The section itself, not a comment naming it.
      const production = toml.indexOf('\n[env.production]\n')
      const without = toml.slice(0, production) + toml.slice(production).replace(', "CENSUS_KEY"]', ']')
      expect(without).not.toBe(toml)
      writeFileSync(join(dir, 'wrangler.toml'), without)
      const run = spawnSync(process.execPath, [join(ROOT, 'scripts', 'check-deploy.mjs'), '--config', join(dir, 'wrangler.toml')], {
        encoding: 'utf8',
        timeout: 60_000,
      })
      expect(run.status).toBe(1)
      expect(run.stderr).toContain('✘ CENSUS_KEY debe figurar en secrets.required de [env.production]')
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
    // Loading wrangler's config reader takes seconds on a busy machine.
  }, 60_000)
})

describe('the selection queue has a Worker of its own (decision 0067)', () => {
  it('locally and in production, it consumes the queue the portal sends jobs to, on the same database and bucket, and the portal does not', () => {
    for (const env of [undefined, 'production']) {
      const workers = readWorkerConfigs(env)
      expect(selectionWorkerProblems(workers), env ?? 'local').toEqual([])
      expect(workers.selection.main).toMatch(/worker\/selection-jobs\/worker\.ts$/)
      expect(workers.portal.queues.consumers?.map((consumer: { queue: string }) => consumer.queue)).toEqual([
        'presupuestos-avisos',
        'presupuestos-padron',
      ])
    }
  }, 60_000)

  it('names what splits them: another database, another bucket, the portal consuming the queue again', () => {
    const { portal, selection } = readWorkerConfigs('production')
    const otherDatabase = { ...selection, d1_databases: [{ ...selection.d1_databases[0], database_id: 'otra' }] }
    const otherBucket = { ...selection, r2_buckets: [{ binding: 'MEDIA', bucket_name: 'otro' }] }
    const portalConsumes = {
      ...portal,
      queues: { ...portal.queues, consumers: [...(portal.queues.consumers ?? []), { queue: 'presupuestos-seleccion' }] },
    }
    expect(selectionWorkerProblems({ portal, selection: otherDatabase })).toEqual([
      'wrangler.selection.toml debe usar la misma base de datos D1 (DB: database_name y database_id) que wrangler.toml.',
    ])
    expect(selectionWorkerProblems({ portal, selection: otherBucket })).toEqual([
      'wrangler.selection.toml debe usar el mismo bucket R2 MEDIA que wrangler.toml.',
    ])
    expect(selectionWorkerProblems({ portal: portalConsumes, selection })).toEqual([
      'wrangler.toml no puede consumir la cola presupuestos-seleccion: su consumidor es el Worker de wrangler.selection.toml.',
    ])
  }, 60_000)
})
