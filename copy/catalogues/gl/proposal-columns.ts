/** The columns every export of proposals starts with, and the assessment's. */
export const PROPOSAL_COLUMNS = ['ID', 'Título', 'Descrición', 'Estado', 'Distrito', 'Ámbito', 'Votos', 'Data de creación'] as const

export const ASSESSMENT_COLUMNS = ['Viabilidade', 'Custo estimado'] as const
