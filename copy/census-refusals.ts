import { localized } from './localize'
// Census texts that pages with a vote button load: apart from census.ts, whose forms and import
// messages only the census screens need (the first visit has a weight budget).

/**
 * The census refusals every screen may meet (the error contract's codes), apart from the forms' and
 * the import's own messages in census.ts, which only the census screens load.
 */
export const CENSUS_REFUSALS = localized('CENSUS_REFUSALS', {
  INVALID_DOCUMENT: 'El DNI o NIE no es válido: revisa los números y la letra.',
  NOT_IN_CENSUS: 'No encontramos a ninguna persona empadronada con ese documento y esa fecha de nacimiento.',
  CENSUS_RECORD_TAKEN: 'Esa persona empadronada ya está verificada con otra cuenta.',
  TOO_YOUNG: 'Todavía no tienes la edad mínima para votar.',
  TOO_MANY_ATTEMPTS: 'Se han hecho demasiadas comprobaciones con el padrón por hoy. Vuelve a intentarlo mañana.',
  RESIDENCE_REQUIRED: 'Solo votan personas empadronadas en la ciudad: verifica tu empadronamiento en Mi Perfil.',
  OTHER_DISTRICT: 'Solo puedes votar propuestas de tu distrito y las de toda la ciudad.',
  keyMissing: 'El padrón no está disponible: falta la clave del padrón (CENSUS_KEY) en la configuración del servidor.',
} as const)

/**
 * Why the vote button refuses beforehand: apart from the rest, because every page that shows a vote
 * button loads these and the first visit has a weight budget.
 */
export const CENSUS_VOTE_TEXTS = localized('CENSUS_VOTE_TEXTS', {
  residenceRequired: 'Solo votan personas empadronadas.',
  otherDistrict: (district: string) => `Solo puedes votar propuestas de tu distrito (${district}) y de toda la ciudad.`,
  goVerify: 'Verificar empadronamiento',
} as const)
