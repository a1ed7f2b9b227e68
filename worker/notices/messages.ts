/**
 * What travels on the notices queue. A status change sends one `event`; its consumer splits the
 * recipients into `deliver` messages of at most CHUNK each, which the consumer then delivers. Chunks
 * keep each invocation under the Workers subrequest limit however many people follow a proposal.
 */
export type NoticeMessage =
  | { kind: 'event'; eventId: string; origin: string }
  | { kind: 'deliver'; eventId: string; origin: string; channel: 'email' | 'push'; recipients: string[] }

/** Recipients per deliver message: one e-mail or one push request each. */
export const CHUNK = 50

/** Messages per sendBatch call: the queue takes at most 100 and 256 KB per call. */
export const SEND_BATCH = 25
