import { desc, eq } from 'drizzle-orm'
import { finishedPhase } from '@domain/milestones'
import { mediaUrl } from '@worker/images'
import type { Db } from '../client'
import { milestones, type MilestoneRow, type ProposalRow } from '../schema'
import { outcomesOf } from './outcomes'
import { publicProposal } from './proposals'
import { readSystemConfig } from './system-config'

/** A milestone as anybody may see it. */
export const milestoneJson = (m: MilestoneRow) => ({
  id: m.id,
  date: m.date,
  phase: m.phase,
  text: m.text,
  progress: m.progress,
  reason: m.reason,
  photoBig: mediaUrl(m.photoBig),
  photoThumb: mediaUrl(m.photoThumb),
})

/** What the history keeps of a milestone: its public fields and whether it has a photo. */
export const milestoneSnapshot = (m: Pick<MilestoneRow, 'id' | 'date' | 'phase' | 'text' | 'progress' | 'reason' | 'photoBig'>) => ({
  milestoneId: m.id,
  date: m.date,
  phase: m.phase,
  text: m.text,
  progress: m.progress,
  reason: m.reason,
  photo: m.photoBig !== null,
})

export const findMilestone = (db: Db, id: number) => db.query.milestones.findFirst({ where: eq(milestones.id, id) })

/** A proposal's milestones, newest first. */
export const proposalMilestones = (db: Db, proposalId: number) =>
  db.select().from(milestones).where(eq(milestones.proposalId, proposalId)).orderBy(desc(milestones.date), desc(milestones.id))

/**
 * Where a proposal's execution stands: the latest milestone's progress and phase. An executed proposal
 * without milestones (carried out before they were published) is done, in the council's last phase, as
 * /seguimiento shows it; one not yet approved, or approved with nothing published, has no progress (null).
 */
async function executionState(db: Db, p: Pick<ProposalRow, 'status'>, newest: readonly Pick<MilestoneRow, 'progress' | 'phase'>[]) {
  const latest = newest[0]
  if (latest) return { progress: latest.progress, phase: latest.phase }
  if (p.status !== 'executed') return { progress: null, phase: null }
  return { progress: 100, phase: finishedPhase((await readSystemConfig(db)).milestonePhases) }
}

/**
 * The public answer of one proposal: its fields, the story of its execution (newest milestone first)
 * and, once its heading's selection is confirmed, what became of it and why.
 */
export async function proposalAnswer(db: Db, row: Parameters<typeof publicProposal>[0]) {
  const [list, outcomes] = await Promise.all([proposalMilestones(db, row.id), outcomesOf(db, [row.id])])
  return {
    ...publicProposal(row),
    ...(await executionState(db, row, list)),
    milestones: list.map(milestoneJson),
    outcome: outcomes.get(row.id) ?? null,
  }
}
