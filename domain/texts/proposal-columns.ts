/** The columns every export of proposals starts with: §3's admin export and the open data build on them. */
/** The technical assessment's columns, after each export's own: the verdict and the cost in whole euros. */
export const ASSESSMENT_COLUMNS = ['Viabilidad', 'Coste estimado'] as const

export const PROPOSAL_COLUMNS = ['ID', 'Título', 'Descripción', 'Estado', 'Distrito', 'Ámbito', 'Votos', 'Fecha de Creación'] as const
