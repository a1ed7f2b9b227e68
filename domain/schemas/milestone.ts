import * as v from 'valibot'
import { MAX_COST, MAX_MILESTONE_REASON, MAX_MILESTONE_TEXT, MILESTONE_PHASES } from '../milestones'
import { VALIDATION_TEXTS as T } from '../texts/validation'
import { calendarDay, present, textField } from './fields'

const optionalFile = v.optional(v.instance(File, T.text))

/**
 * The multipart body of POST /api/proposals/{id}/milestones and PATCH /api/milestones/{id}: the day, the
 * phase, the public text, the progress reached (a whole 0–100), an optional photo (with the thumbnail
 * the browser made of it) and, when the progress goes back, the reason. Rules that depend on the
 * proposal (its approval day, the earlier milestones) are the Worker's, with the same messages.
 */
export const MilestoneFormSchema = v.object({
  date: calendarDay(T.milestoneDate),
  phase: v.pipe(present(T.milestonePhase), v.picklist(MILESTONE_PHASES, T.milestonePhase)),
  text: textField(5, T.milestoneText, MAX_MILESTONE_TEXT, T.milestoneTextMax, true),
  progress: v.pipe(present(T.milestoneProgress), v.trim(), v.regex(/^(100|[1-9]?\d)$/, T.milestoneProgress), v.transform(Number)),
  /** Empty unless the progress goes back. */
  reason: textField(0, T.text, MAX_MILESTONE_REASON, T.milestoneReasonMax),
  photo: optionalFile,
  thumbnail: optionalFile,
  /** An edit that keeps the photo sends nothing; 'true' takes it away. */
  removePhoto: v.optional(v.picklist(['true', 'false'], T.fieldInvalid), 'false'),
})

const cost = v.nullable(v.pipe(v.number(T.cost), v.integer(T.cost), v.minValue(0, T.cost), v.maxValue(MAX_COST, T.costAbsurd)))

/** PATCH /api/proposals/{id}/costs: the awarded and the final cost in whole euros, or null for 'not known'. */
export const CostsSchema = v.object({ awardedCost: cost, finalCost: cost })
