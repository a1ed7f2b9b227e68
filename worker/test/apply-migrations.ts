import { applyD1Migrations } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { beforeEach } from 'vitest'
import { forgetLocalSigningKey } from '../auth/local-idp/keys'
import { calendarOpenAt, setCalendar } from './calendar'

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS)

// Every test starts from empty tables (the schema and its seeded version counters stay) and empty buckets.
// The search index (proposals_fts and its shadow tables) empties itself through its triggers.
beforeEach(async () => {
  const tables = await env.DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\' AND name NOT LIKE 'proposals\\_fts%' ESCAPE '\\' AND name NOT IN ('d1_migrations', 'data_versions')",
  ).all<{ name: string }>()
  await env.DB.batch([
    env.DB.prepare('PRAGMA defer_foreign_keys = ON'),
    ...tables.results.map((t) => env.DB.prepare(`DELETE FROM "${t.name}"`)),
  ])
  for (const bucket of [env.MEDIA, env.BACKUPS]) {
    const objects = await bucket.list()
    if (objects.objects.length) await bucket.delete(objects.objects.map((o) => o.key))
  }
  forgetLocalSigningKey()
  // The year in course is in its support phase, presentation alongside: proposals and votes are taken,
  // as every test written before the calendar expects. Tests of the phases set their own.
  await setCalendar(calendarOpenAt('support'))
})
