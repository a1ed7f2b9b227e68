/** The columns every export of proposals starts with, and the assessment's. */
export const PROPOSAL_COLUMNS = ['ID', 'Títol', 'Descripció', 'Estat', 'Districte', 'Àmbit', 'Vots', 'Data de creació'] as const

export const ASSESSMENT_COLUMNS = ['Viabilitat', 'Cost estimat'] as const
