/** A notice tells of a status change or of a technical assessment ('feasible' or 'unfeasible'). */
export const isAssessmentNotice = (kind: string) => kind === 'feasible' || kind === 'unfeasible'

/**
 * A confirmed selection tells the candidates it left out what became of them ('not-selected', 'withdrawn');
 * the ones it selected hear 'approved', the status they now have.
 */
export const isOutcomeNotice = (kind: string): kind is 'not-selected' | 'withdrawn' => kind === 'not-selected' || kind === 'withdrawn'
