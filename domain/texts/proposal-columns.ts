/** The columns every export of proposals starts with: §3's admin export and the open data build on them. */
export const PROPOSAL_COLUMNS = ['ID', 'Título', 'Descripción', 'Estado', 'Distrito', 'Ámbito', 'Votos', 'Fecha de Creación'] as const
