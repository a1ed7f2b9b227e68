import type { PortalCatalogue } from '../portal-catalogue'
import { configurationRefusals } from '../../provider-configuration-codes'

const SESSION_ENDED = 'La teva sessió ha acabat. Torna a iniciar la sessió.'
const NOT_ALLOWED = "Aquest mètode d'accés no està habilitat en aquest moment."
const MISCONFIGURED = "Error de configuració del servei d'accés. Si us plau, avisa l'Ajuntament."
const INVALID_API_KEY = "Error de configuració: la clau de l'API del proveïdor d'identitat no és vàlida."
const GOOGLE_NOT_CONFIRMED = "Google no ha confirmat l'inici de sessió. Torna-ho a provar."

export const PROVIDER_ERROR_TEXTS = {
  EMAIL_NOT_FOUND: 'No existeix cap compte amb aquest correu electrònic.',
  INVALID_PASSWORD: 'Contrasenya incorrecta.',
  INVALID_LOGIN_CREDENTIALS: 'El correu electrònic o la contrasenya no són correctes.',
  INVALID_EMAIL: 'El format del correu electrònic no és vàlid.',
  INVALID_IDENTIFIER: 'El format del correu electrònic no és vàlid.',
  MISSING_EMAIL: 'Escriu el teu correu electrònic.',
  MISSING_PASSWORD: 'Escriu la teva contrasenya.',
  EMAIL_EXISTS: 'Ja existeix un compte amb aquest correu electrònic.',
  WEAK_PASSWORD: 'La contrasenya ha de tenir almenys 6 caràcters.',
  PASSWORD_DOES_NOT_MEET_REQUIREMENTS:
    "La contrasenya no compleix els requisits del servei d'accés. Prova'n una de més llarga que barregi majúscules, minúscules, números i símbols.",
  USER_DISABLED: "Aquest compte està desactivat. Posa't en contacte amb l'Ajuntament.",
  OPERATION_NOT_ALLOWED: NOT_ALLOWED,
  PASSWORD_LOGIN_DISABLED: NOT_ALLOWED,
  ADMIN_ONLY_OPERATION: "Ara mateix aquesta operació no està permesa. Posa't en contacte amb l'Ajuntament.",
  TOO_MANY_ATTEMPTS_TRY_LATER: 'Massa intents seguits. Espera un moment i torna-ho a provar.',
  RESET_PASSWORD_EXCEED_LIMIT: 'Has demanat massa canvis de contrasenya seguits. Espera una estona abans de demanar-ne un altre.',
  QUOTA_EXCEEDED: "S'han enviat massa correus des d'aquest servei. Torna-ho a provar més tard.",
  EXPIRED_OOB_CODE: "L'enllaç ha caducat. Demana'n un de nou.",
  INVALID_OOB_CODE: "L'enllaç no és vàlid o ja s'ha fet servir. Demana'n un de nou.",
  MISSING_OOB_CODE: "L'enllaç està incomplet. Obre'l tal com va arribar al correu o demana'n un de nou.",
  INVALID_NEW_EMAIL: 'El format del nou correu electrònic no és vàlid.',
  MISSING_NEW_EMAIL: 'Escriu el nou correu electrònic.',
  EMAIL_CHANGE_NEEDS_VERIFICATION: "El correu d'accés només es pot canviar confirmant l'enllaç que t'hem enviat al nou correu electrònic.",
  UNVERIFIED_EMAIL: "Primer has de confirmar el teu correu electrònic: obre l'enllaç del correu que et vam enviar.",
  CREDENTIAL_TOO_OLD_LOGIN_AGAIN: "Per seguretat, torna a iniciar la sessió i repeteix l'operació.",
  TOKEN_EXPIRED: SESSION_ENDED,
  INVALID_ID_TOKEN: SESSION_ENDED,
  INVALID_REFRESH_TOKEN: SESSION_ENDED,
  MISSING_REFRESH_TOKEN: SESSION_ENDED,
  CREDENTIAL_MISMATCH: SESSION_ENDED,
  USER_NOT_FOUND: 'Aquest compte ja no existeix. Torna a iniciar la sessió o crea un compte nou.',
  INVALID_IDP_RESPONSE: GOOGLE_NOT_CONFIRMED,
  INVALID_PENDING_TOKEN: GOOGLE_NOT_CONFIRMED,
  MISSING_OR_INVALID_NONCE: GOOGLE_NOT_CONFIRMED,
  FEDERATED_USER_ID_ALREADY_LINKED: 'Aquest compte de Google ja està vinculat a un altre compte del portal.',
  NEED_CONFIRMATION: 'Ja existeix un compte amb aquest correu electrònic. Inicia la sessió amb el teu correu i la teva contrasenya.',
  USER_CANCELLED: "S'ha cancel·lat l'autenticació.",
  BLOCKING_FUNCTION_ERROR_RESPONSE: "El servei d'accés no ha permès l'operació. Posa't en contacte amb l'Ajuntament.",
  ...configurationRefusals(INVALID_API_KEY, MISCONFIGURED),
} satisfies PortalCatalogue['PROVIDER_ERROR_TEXTS']
