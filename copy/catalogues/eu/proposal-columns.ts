/** The columns every export of proposals starts with, and the assessment's. */
export const PROPOSAL_COLUMNS = ['ID', 'Izenburua', 'Deskribapena', 'Egoera', 'Barrutia', 'Eremua', 'Botoak', 'Sortze-data'] as const

export const ASSESSMENT_COLUMNS = ['Bideragarritasuna', 'Kostu zenbatetsia'] as const
