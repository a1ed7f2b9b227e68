import type { PortalCatalogue } from '../portal-catalogue'

/** The census' refusals, in the vote's messages and in the census' forms. */
export const CENSUS_REFUSALS = {
  INVALID_DOCUMENT: 'NANa edo AIZa ez da baliozkoa: berrikusi zenbakiak eta letra.',
  NOT_IN_CENSUS: 'Ez dugu aurkitu dokumentu horrekin eta jaiotze-data horrekin erroldatuta dagoen pertsonarik.',
  CENSUS_RECORD_TAKEN: 'Erroldatutako pertsona hori beste kontu batekin egiaztatuta dago jada.',
  TOO_YOUNG: 'Oraindik ez duzu bozkatzeko gutxieneko adina.',
  TOO_MANY_ATTEMPTS: 'Gaur egiaztapen gehiegi egin dira erroldarekin. Saiatu berriro bihar.',
  RESIDENCE_REQUIRED: 'Hirian erroldatutako pertsonek bakarrik bozka dezakete: egiaztatu zure erroldatzea Nire profila atalean.',
  OTHER_DISTRICT: 'Zure barrutiko eta hiri osoko proposamenak bakarrik bozka ditzakezu.',
  keyMissing: 'Errolda ez dago erabilgarri: erroldaren gakoa (CENSUS_KEY) falta da zerbitzariaren konfigurazioan.',
} as const

export const CENSUS_VOTE_TEXTS = {
  residenceRequired: 'Erroldatutako pertsonek bakarrik bozka dezakete.',
  otherDistrict: (district) => `Zure barrutiko (${district}) eta hiri osoko proposamenak bakarrik bozka ditzakezu.`,
  goVerify: 'Egiaztatu erroldatzea',
} satisfies PortalCatalogue['CENSUS_VOTE_TEXTS']
