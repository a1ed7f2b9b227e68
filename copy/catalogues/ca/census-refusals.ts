import type { PortalCatalogue } from '../portal-catalogue'

/** The census' refusals, in the vote's messages and in the census' forms. */
export const CENSUS_REFUSALS = {
  INVALID_DOCUMENT: 'El DNI o NIE no és vàlid: revisa els números i la lletra.',
  NOT_IN_CENSUS: 'No trobem cap persona empadronada amb aquest document i aquesta data de naixement.',
  CENSUS_RECORD_TAKEN: 'Aquesta persona empadronada ja està verificada amb un altre compte.',
  TOO_YOUNG: 'Encara no tens l’edat mínima per votar.',
  TOO_MANY_ATTEMPTS: 'S’han fet massa comprovacions amb el padró per avui. Torna-ho a provar demà.',
  RESIDENCE_REQUIRED: 'Només voten persones empadronades a la ciutat: verifica el teu empadronament a El meu perfil.',
  OTHER_DISTRICT: 'Només pots votar propostes del teu districte i les de tota la ciutat.',
  keyMissing: 'El padró no està disponible: falta la clau del padró (CENSUS_KEY) a la configuració del servidor.',
} as const

export const CENSUS_VOTE_TEXTS = {
  residenceRequired: 'Només voten persones empadronades.',
  otherDistrict: (district) => `Només pots votar propostes del teu districte (${district}) i de tota la ciutat.`,
  goVerify: "Verifica l'empadronament",
} satisfies PortalCatalogue['CENSUS_VOTE_TEXTS']
