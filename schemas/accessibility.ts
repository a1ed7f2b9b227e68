import * as v from 'valibot'
import {
  ACCESSIBILITY_REQUEST_KINDS,
  MAX_ACCESSIBILITY_ANSWER,
  MAX_ACCESSIBILITY_MESSAGE,
  MAX_ACCESSIBILITY_PAGE,
  MIN_ACCESSIBILITY_MESSAGE,
} from '@domain/accessibility'
import { MAX_EMAIL, MAX_NAME } from '@domain/constants'
import { ACCESSIBILITY_TEXTS } from '@copy/ui-accessibility'
import { inSpanish } from '@copy/localize'
import { MULTI_LINE, present, SINGLE_LINE } from './fields'

const T = inSpanish(ACCESSIBILITY_TEXTS).validation

/**
 * A complaint or a request for accessible information (RD 1112/2018 art. 10.2): an e-mail is the way to
 * answer, so it is required; the name and the page are optional.
 */
export const AccessibilityRequestSchema = v.object({
  kind: v.pipe(present(T.kind), v.picklist(ACCESSIBILITY_REQUEST_KINDS, T.kind)),
  name: v.pipe(present(T.nameMax), v.trim(), v.regex(SINGLE_LINE, T.nameMax), v.maxLength(MAX_NAME, T.nameMax)),
  email: v.pipe(present(T.email), v.trim(), v.toLowerCase(), v.maxLength(MAX_EMAIL, T.email), v.email(T.email)),
  page: v.pipe(present(T.pageMax), v.trim(), v.regex(SINGLE_LINE, T.pageMax), v.maxLength(MAX_ACCESSIBILITY_PAGE, T.pageMax)),
  message: v.pipe(
    present(T.messageMin),
    v.trim(),
    v.regex(MULTI_LINE, T.messageMin),
    v.minLength(MIN_ACCESSIBILITY_MESSAGE, T.messageMin),
    v.maxLength(MAX_ACCESSIBILITY_MESSAGE, T.messageMax),
  ),
})
export type AccessibilityRequestInput = v.InferInput<typeof AccessibilityRequestSchema>

/** An administrator's answer, sent by e-mail to the person. */
export const AccessibilityAnswerSchema = v.object({
  answer: v.pipe(
    present(T.answerMin),
    v.trim(),
    v.regex(MULTI_LINE, T.answerMin),
    v.minLength(1, T.answerMin),
    v.maxLength(MAX_ACCESSIBILITY_ANSWER, T.answerMax),
  ),
})

/** The day of the last manual accessibility review, as the settings tab's date field sends it. */
export const AccessibilityReviewSchema = v.object({
  reviewedOn: v.pipe(
    present(T.reviewedOn),
    v.isoDate(T.reviewedOn),
    v.check((day) => {
      const date = new Date(`${day}T00:00:00Z`)
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day) && date.getTime() <= Date.now()
    }, T.reviewedOn),
  ),
})
