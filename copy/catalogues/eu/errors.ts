import type { PortalCatalogue } from '../portal-catalogue'
// Read from the first visit's part, which a screen's part always comes after: the refusals then travel once.
import { CENSUS_REFUSALS } from './census-refusals'

export const ERROR_TEXTS = {
  AUTH_REQUIRED: 'Saioa hasi behar duzu hori egiteko.',
  FORBIDDEN: 'Ez duzu hori egiteko baimenik.',
  DUPLICATE_VOTE: 'Dagoeneko bozkatu duzu proposamen hau',
  EMAIL_NOT_VERIFIED:
    'Bozkatzeko, zure helbide elektronikoa berretsi behar duzu. Ireki izena ematean bidali genizun mezuko esteka, edo eskatu beste bat.',
  VOTING_DISABLED: 'Ez da zure botoa erregistratu. Bozketak desgaituta daude edo erregistroa epez kanpo dago.',
  NOT_FOUND: 'Ez da aurkitu bilatzen ari zarena.',
  CONFLICT: 'Datuak aldatu egin dira bitartean. Kargatu berriro eta saiatu berriro.',
  VALIDATION: 'Berrikusi bidalitako datuak: eremu batzuk ez dira baliozkoak.',
  PAYLOAD_TOO_LARGE: 'Fitxategia handiegia da. Gehienez 10MB onartzen dira.',
  UNSUPPORTED_MEDIA_TYPE: 'Mesedez, hautatu baliozko irudi-fitxategi bat',
  RATE_LIMITED: 'Eskaera gehiegi egin dituzu jarraian. Itxaron une bat eta saiatu berriro.',
  INVALID_DOCUMENT: CENSUS_REFUSALS.INVALID_DOCUMENT,
  NOT_IN_CENSUS: CENSUS_REFUSALS.NOT_IN_CENSUS,
  CENSUS_RECORD_TAKEN: CENSUS_REFUSALS.CENSUS_RECORD_TAKEN,
  TOO_YOUNG: CENSUS_REFUSALS.TOO_YOUNG,
  TOO_MANY_ATTEMPTS: CENSUS_REFUSALS.TOO_MANY_ATTEMPTS,
  RESIDENCE_REQUIRED: CENSUS_REFUSALS.RESIDENCE_REQUIRED,
  OTHER_DISTRICT: CENSUS_REFUSALS.OTHER_DISTRICT,
  CENSUS_UNAVAILABLE: CENSUS_REFUSALS.keyMissing,
  SELECTION_TOO_LARGE:
    'Barruti honetako hautaketak atariak eskaera batean egin dezakeen kalkulua gainditzen du. Ez da emaitzarik erakusten, eta ezin da berretsi.',
  TABLE_CODE_INVALID:
    'Mahai-kode hori ez dago edo jada ez du balio. Egiaztatu ondo idatzi duzula (8 letra eta zenbaki) edo eskatu berri bat Udalari.',
  TABLE_CLOSED: 'Mahai hau itxita dago edo bere ordutegia amaitu da: ez du gailu edo txartel gehiagorik onartzen.',
  TABLE_REVOKED: 'Udalak mahai hau edo gailu hau baliogabetu du: bere txartelak ez dira gehiago zenbatzen.',
  TABLE_OUTSIDE_SUPPORT: 'Mahaia proposamenei babesa emateko epea irekita dagoen bitartean egin behar da.',
  INTERNAL: 'Errore bat gertatu da zerbitzarian. Mesedez, saiatu berriro geroago.',
  IDENTITY_UNAVAILABLE: 'Une honetan ezin dugu zure saioa egiaztatu. Saioa hasita duzu oraindik: saiatu berriro minutu batzuk barru.',
} satisfies PortalCatalogue['ERROR_TEXTS']
