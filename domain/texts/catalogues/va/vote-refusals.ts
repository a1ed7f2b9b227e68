import type { PortalOverlay } from '../portal-catalogue'

/** ca/vote-refusals.ts in its Valencian wording, where it differs: the census' refusals. */
const CENSUS_REFUSALS = {
  NOT_IN_CENSUS: 'No trobem cap persona empadronada amb este document i esta data de naixement.',
  CENSUS_RECORD_TAKEN: 'Esta persona empadronada ja està verificada amb un altre compte.',
  TOO_YOUNG: 'Encara no tens l’edat mínima per a votar.',
} as const

/** The census' refusals as a vote button shows them. */
export const VA_VOTE_REFUSALS = { CENSUS_REFUSALS } satisfies PortalOverlay
