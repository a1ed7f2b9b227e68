import { sql } from 'drizzle-orm'
import type { Db } from '../client'

/**
 * What every public page is drawn from, as one version read in one round trip: the proposal list's
 * version (bumped by triggers on every change of a proposal, votes and statuses included; decision 0003)
 * and the moment the system configuration (voting open or closed, the year and the deadline) last
 * changed. The city's day is added where it is used (`worker/page-version.ts`), because the deadline's
 * sentence changes when its day has passed.
 */
export async function pageDataVersion(db: Db): Promise<string> {
  const row = await db.get<{ proposals: number | null; config: number | null }>(
    sql`SELECT (SELECT version FROM data_versions WHERE name = 'proposals') AS proposals, (SELECT last_updated FROM system_config WHERE id = 1) AS config`,
  )
  return `${row?.proposals ?? 0}.${row?.config ?? 0}`
}
