import { sql } from 'drizzle-orm'
import { currentLanguage } from '@copy/localize'
import { type Db, isUniqueViolation } from '../client'
import { checkFormPhotos, deletePhotos, storePhotos } from '@worker/images'
import { follows, idempotencyKeys, noticeConfirmations, proposals, type ProposalRow } from '../schema'
import { audit, type AuditEntry } from './audit'
import { proposalForKey } from './idempotency'
type NewProposal = Omit<typeof proposals.$inferInsert, 'photoBig' | 'photoThumb'>

/**
 * Writes a proposal with its photos, for the web form and for the admin's channel register alike.
 * Photos are checked and stored first; the row (and its idempotency key, when given) is written in one
 * batch (with its history row, when an administrator registers it, and the submitter's pending e-mail
 * opt-in, when the box was ticked); if that fails the photos are deleted again, so a failure leaves
 * nothing behind. A parallel request that won the race for the same key makes this one answer with
 * the winner's proposal.
 */
export async function createProposal(
  db: Db,
  media: R2Bucket,
  values: NewProposal,
  files: { image?: File; thumbnail?: File },
  idempotencyKey?: string,
  recordAs?: Omit<AuditEntry, 'targetId'>,
  optIn?: { token: string; email: string },
): Promise<{ row: ProposalRow; replayed: boolean }> {
  const { big, thumb } = await checkFormPhotos(files)
  const photos = await storePhotos(media, big, thumb)
  const insert = db
    .insert(proposals)
    // Written in the language of the page it was sent from, unless the caller says otherwise.
    .values({ language: currentLanguage(), ...values, ...photos })
    .returning()
  try {
    // The new row's id inside the batch: last_insert_rowid() right after the insert, and the
    // AUTOINCREMENT counter for whatever follows another insert.
    const newId = sql`(select seq from sqlite_sequence where name = 'proposals')`
    const [[row]] = await db.batch([
      insert,
      ...(idempotencyKey ? [db.insert(idempotencyKeys).values({ key: idempotencyKey, proposalId: sql`last_insert_rowid()` })] : []),
      ...(recordAs ? [audit(db, { ...recordAs, targetId: newId })] : []),
      // The author follows their own proposal from the start.
      ...(values.userId ? [db.insert(follows).values({ userId: values.userId, proposalId: newId })] : []),
      ...(optIn ? [db.insert(noticeConfirmations).values({ ...optIn, proposalId: newId })] : []),
    ])
    return { row, replayed: false }
  } catch (err) {
    await deletePhotos(media, photos.photoBig, photos.photoThumb)
    if (idempotencyKey && isUniqueViolation(err)) {
      const row = await proposalForKey(db, idempotencyKey)
      if (row) return { row, replayed: true }
    }
    throw err
  }
}
