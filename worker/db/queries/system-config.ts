import { eq } from 'drizzle-orm'
import type { Db } from '../client'
import { systemConfig } from '../schema'
import { audit } from './audit'

/**
 * Voting (and submission) is open unless an admin closed it: no row means open (§3). Carries the id of
 * the administrator who changed it: for admin answers only (see publicSystemConfig).
 */
export async function readSystemConfig(db: Db) {
  const row = await db.query.systemConfig.findFirst({ where: eq(systemConfig.id, 1) })
  return {
    votingEnabled: row?.votingEnabled ?? true,
    lastUpdated: row?.lastUpdated.toISOString() ?? null,
    updatedBy: row?.updatedBy ?? null,
  }
}

/** What anybody may read: no administrator id. */
export async function publicSystemConfig(db: Db) {
  const { votingEnabled, lastUpdated } = await readSystemConfig(db)
  return { votingEnabled, lastUpdated }
}

export async function isVotingEnabled(db: Db) {
  return (await readSystemConfig(db)).votingEnabled
}

/** Opens or closes voting; the history row goes in the same batch when the switch really moves. */
export async function writeSystemConfig(db: Db, votingEnabled: boolean, updatedBy: number) {
  const before = await readSystemConfig(db)
  const values = { id: 1, votingEnabled, updatedBy, lastUpdated: new Date() }
  await db.batch([
    db.insert(systemConfig).values(values).onConflictDoUpdate({ target: systemConfig.id, set: values }),
    ...(before.votingEnabled !== votingEnabled
      ? [
          audit(db, {
            adminId: updatedBy,
            action: 'config.voting',
            targetType: 'config',
            before: { votingEnabled: before.votingEnabled },
            after: { votingEnabled },
          }),
        ]
      : []),
  ])
  return readSystemConfig(db)
}
