import type { Db } from '../db/client'
import { censusImports } from '../db/schema'
import { desc, eq, ne } from 'drizzle-orm'

/** GET /api/admin/census: the active census, the import under way and the last finished one. */
export async function censusStatus(db: Db) {
  const [active, importing, last] = await Promise.all([
    db.query.censusActive.findFirst(),
    db.query.censusImports.findFirst({ where: eq(censusImports.status, 'importing'), orderBy: desc(censusImports.id) }),
    db.query.censusImports.findFirst({ where: ne(censusImports.status, 'importing'), orderBy: desc(censusImports.id) }),
  ])
  return {
    active: active ? { rows: active.rows, since: active.since.toISOString() } : null,
    importing: importing
      ? { importId: importing.id, read: importing.readLines, total: importing.totalLines, rejected: importing.rejectedCount }
      : null,
    lastImport: last
      ? {
          importId: last.id,
          status: last.status,
          rows: last.rows,
          rejectedCount: last.rejectedCount,
          rejected: last.rejected,
          failure: last.failure,
          finishedAt: last.finishedAt?.toISOString() ?? null,
        }
      : null,
  }
}
