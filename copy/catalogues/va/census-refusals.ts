/** ca/vote-refusals.ts in its Valencian wording, where it differs: the census' refusals. */
export const CENSUS_REFUSALS = {
  NOT_IN_CENSUS: 'No trobem cap persona empadronada amb este document i esta data de naixement.',
  CENSUS_RECORD_TAKEN: 'Esta persona empadronada ja està verificada amb un altre compte.',
  TOO_YOUNG: 'Encara no tens l’edat mínima per a votar.',
} as const
