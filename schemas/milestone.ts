import * as v from 'valibot'
import { MAX_COST, MAX_MILESTONE_REASON, MAX_MILESTONE_TEXT, MAX_PHASE_NAME } from '@domain/milestones'
import { VALIDATION_TEXTS } from '@copy/validation'
import { inSpanish } from '@copy/localize'
import { calendarDay, present, textField } from './fields'
import { optionalEuros } from './money'

const T = inSpanish(VALIDATION_TEXTS)

const optionalFile = v.optional(v.instance(File, T.text))

/**
 * The multipart body of POST /api/proposals/{id}/milestones and PATCH /api/milestones/{id}: the day, the
 * phase, the public text, the progress reached (a whole 0–100), an optional photo (with the thumbnail
 * the browser made of it) and, when the progress goes back, the reason. Rules that depend on the
 * stored data (the proposal's approval day, the earlier milestones, the council's phases) are the
 * Worker's, with the same messages.
 */
export const MilestoneFormSchema = v.object({
  date: calendarDay(T.milestoneDate),
  /** One of the council's phases: the Worker checks the list, which the council edits. */
  phase: v.pipe(present(T.milestonePhase), v.trim(), v.minLength(1, T.milestonePhase), v.maxLength(MAX_PHASE_NAME, T.milestonePhase)),
  text: textField(5, T.milestoneText, MAX_MILESTONE_TEXT, T.milestoneTextMax, true),
  progress: v.pipe(present(T.milestoneProgress), v.trim(), v.regex(/^(100|[1-9]?\d)$/, T.milestoneProgress), v.transform(Number)),
  /** Empty unless the progress goes back. */
  reason: textField(0, T.text, MAX_MILESTONE_REASON, T.milestoneReasonMax),
  photo: optionalFile,
  thumbnail: optionalFile,
  /** An edit that keeps the photo sends nothing; 'true' takes it away. */
  removePhoto: v.optional(v.picklist(['true', 'false'], T.fieldInvalid), 'false'),
})

const cost = v.pipe(
  optionalEuros(T.cost),
  v.check((c) => c === null || c <= MAX_COST, T.costAbsurd),
)

/**
 * PATCH /api/proposals/{id}/costs: the awarded and the final cost in whole euros as every money field
 * takes them (a number, or '172.500' as typed), or null or '' for 'not known'.
 */
export const CostsSchema = v.object({ awardedCost: cost, finalCost: cost })
