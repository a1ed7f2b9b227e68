import { eq } from 'drizzle-orm'
import type { Context } from 'hono'
import { audit, type AuditEntry } from './db/queries/audit'
import type { milestones, proposals } from './db/schema'
import type { AppEnv } from './env'
import { savePhotoChange } from './images'
import { currentUser } from './middleware/auth'

/**
 * An admin's DELETE of a row that holds photos (a proposal, a milestone): the row and its history entry in
 * one batch, then its photos through savePhotoChange (they stay if the batch fails; an R2 failure is left
 * to the sweep and never hides the answer). What else goes with the row is the schema's ON DELETE CASCADE.
 */
export async function deleteWithPhotos(
  c: Context<AppEnv>,
  table: typeof proposals | typeof milestones,
  row: { id: number; photoBig: string | null; photoThumb: string | null },
  entry: Omit<AuditEntry, 'adminId'>,
) {
  const db = c.var.db
  await savePhotoChange(c.env.MEDIA, { old: row }, () =>
    db.batch([db.delete(table).where(eq(table.id, row.id)), audit(db, { adminId: currentUser(c).id, ...entry })]),
  )
  return c.json({ id: row.id, deleted: true })
}
