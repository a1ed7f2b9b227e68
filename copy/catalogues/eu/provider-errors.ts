import type { PortalCatalogue } from '../portal-catalogue'
import { configurationRefusals } from '../../provider-configuration-codes'

const SESSION_ENDED = 'Zure saioa amaitu da. Hasi saioa berriro.'
const NOT_ALLOWED = 'Sartzeko modu hori ez dago gaituta une honetan.'
const MISCONFIGURED = 'Sarbide-zerbitzuaren konfigurazio-errorea. Mesedez, jakinarazi Udalari.'
const INVALID_API_KEY = 'Konfigurazio-errorea: identitate-hornitzailearen APIaren gakoa ez da baliozkoa.'
const GOOGLE_NOT_CONFIRMED = 'Googlek ez du saio-hasiera berretsi. Saiatu berriro.'

export const PROVIDER_ERROR_TEXTS = {
  EMAIL_NOT_FOUND: 'Ez dago helbide elektroniko hori duen konturik.',
  INVALID_PASSWORD: 'Pasahitza ez da zuzena.',
  INVALID_LOGIN_CREDENTIALS: 'Helbide elektronikoa edo pasahitza ez dira zuzenak.',
  INVALID_EMAIL: 'Helbide elektronikoaren formatua ez da baliozkoa.',
  INVALID_IDENTIFIER: 'Helbide elektronikoaren formatua ez da baliozkoa.',
  MISSING_EMAIL: 'Idatzi zure helbide elektronikoa.',
  MISSING_PASSWORD: 'Idatzi zure pasahitza.',
  EMAIL_EXISTS: 'Badago kontu bat helbide elektroniko horrekin.',
  WEAK_PASSWORD: 'Pasahitzak gutxienez 6 karaktere izan behar ditu.',
  PASSWORD_DOES_NOT_MEET_REQUIREMENTS:
    'Pasahitzak ez ditu sarbide-zerbitzuaren baldintzak betetzen. Saiatu luzeago batekin, maiuskulak, minuskulak, zenbakiak eta ikurrak nahastuta.',
  USER_DISABLED: 'Kontu hau desaktibatuta dago. Jarri harremanetan Udalarekin.',
  OPERATION_NOT_ALLOWED: NOT_ALLOWED,
  PASSWORD_LOGIN_DISABLED: NOT_ALLOWED,
  ADMIN_ONLY_OPERATION: 'Une honetan ez dago eragiketa hori egiterik. Jarri harremanetan Udalarekin.',
  TOO_MANY_ATTEMPTS_TRY_LATER: 'Saiakera gehiegi jarraian. Itxaron une bat eta saiatu berriro.',
  RESET_PASSWORD_EXCEED_LIMIT: 'Pasahitz-aldaketa gehiegi eskatu dituzu jarraian. Itxaron pixka bat beste bat eskatu aurretik.',
  QUOTA_EXCEEDED: 'Mezu gehiegi bidali dira zerbitzu honetatik. Saiatu berriro geroago.',
  EXPIRED_OOB_CODE: 'Esteka iraungi da. Eskatu berri bat.',
  INVALID_OOB_CODE: 'Esteka ez da baliozkoa edo erabili da jada. Eskatu berri bat.',
  MISSING_OOB_CODE: 'Esteka osatu gabe dago. Ireki mezuan iritsi zen bezala, edo eskatu berri bat.',
  INVALID_NEW_EMAIL: 'Helbide elektroniko berriaren formatua ez da baliozkoa.',
  MISSING_NEW_EMAIL: 'Idatzi helbide elektroniko berria.',
  EMAIL_CHANGE_NEEDS_VERIFICATION: 'Sartzeko helbide elektronikoa aldatzeko, helbide berrira bidali dizugun esteka berretsi behar duzu.',
  UNVERIFIED_EMAIL: 'Lehenik zure helbide elektronikoa berretsi behar duzu: ireki bidali genizun mezuko esteka.',
  CREDENTIAL_TOO_OLD_LOGIN_AGAIN: 'Segurtasunagatik, hasi saioa berriro eta errepikatu eragiketa.',
  TOKEN_EXPIRED: SESSION_ENDED,
  INVALID_ID_TOKEN: SESSION_ENDED,
  INVALID_REFRESH_TOKEN: SESSION_ENDED,
  MISSING_REFRESH_TOKEN: SESSION_ENDED,
  CREDENTIAL_MISMATCH: SESSION_ENDED,
  USER_NOT_FOUND: 'Kontu hori ez dago jada. Hasi saioa berriro edo sortu kontu berri bat.',
  INVALID_IDP_RESPONSE: GOOGLE_NOT_CONFIRMED,
  INVALID_PENDING_TOKEN: GOOGLE_NOT_CONFIRMED,
  MISSING_OR_INVALID_NONCE: GOOGLE_NOT_CONFIRMED,
  FEDERATED_USER_ID_ALREADY_LINKED: 'Google kontu hori atariko beste kontu bati lotuta dago jada.',
  NEED_CONFIRMATION: 'Badago kontu bat helbide elektroniko horrekin. Hasi saioa zure helbide elektronikoarekin eta pasahitzarekin.',
  USER_CANCELLED: 'Autentifikazioa bertan behera utzi da.',
  BLOCKING_FUNCTION_ERROR_RESPONSE: 'Sarbide-zerbitzuak ez du eragiketa onartu. Jarri harremanetan Udalarekin.',
  ...configurationRefusals(INVALID_API_KEY, MISCONFIGURED),
} satisfies PortalCatalogue['PROVIDER_ERROR_TEXTS']
