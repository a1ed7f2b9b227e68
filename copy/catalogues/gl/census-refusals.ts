import type { PortalCatalogue } from '../portal-catalogue'

/** The census' refusals, in the vote's messages and in the census' forms. */
export const CENSUS_REFUSALS = {
  INVALID_DOCUMENT: 'O DNI ou NIE non é válido: revise os números e a letra.',
  NOT_IN_CENSUS: 'Non atopamos ningunha persoa empadroada con ese documento e esa data de nacemento.',
  CENSUS_RECORD_TAKEN: 'Esa persoa empadroada xa está verificada con outra conta.',
  TOO_YOUNG: 'Aínda non ten a idade mínima para votar.',
  TOO_MANY_ATTEMPTS: 'Fixéronse demasiadas comprobacións co padrón por hoxe. Ténteo de novo mañá.',
  RESIDENCE_REQUIRED: 'Só votan as persoas empadroadas na cidade: verifique o seu empadroamento en O meu perfil.',
  OTHER_DISTRICT: 'Só pode votar propostas do seu distrito e as de toda a cidade.',
  keyMissing: 'O padrón non está dispoñible: falta a clave do padrón (CENSUS_KEY) na configuración do servidor.',
} as const

export const CENSUS_VOTE_TEXTS = {
  residenceRequired: 'Só votan as persoas empadroadas.',
  otherDistrict: (district) => `Só pode votar propostas do seu distrito (${district}) e de toda a cidade.`,
  goVerify: 'Verificar o empadroamento',
} satisfies PortalCatalogue['CENSUS_VOTE_TEXTS']
