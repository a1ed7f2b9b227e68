import type { PortalOverlay } from '../portal-catalogue'
import { configurationRefusals } from '../../provider-configuration-codes'

const SESSION_ENDED = 'La teua sessió ha acabat. Torna a iniciar la sessió.'
const NOT_ALLOWED = "Este mètode d'accés no està habilitat en este moment."
const MISCONFIGURED = "Error de configuració del servici d'accés. Si vos plau, avisa l'Ajuntament."
/** Firebase's configuration refusals: the bad key's sentence is Catalan's, the others are worded otherwise. */
const MISCONFIGURATIONS = Object.fromEntries(Object.entries(configurationRefusals('', MISCONFIGURED)).filter(([, text]) => text))

export const PROVIDER_ERROR_TEXTS = {
  EMAIL_NOT_FOUND: 'No existix cap compte amb este correu electrònic.',
  MISSING_PASSWORD: 'Escriu la teua contrasenya.',
  EMAIL_EXISTS: 'Ja existix un compte amb este correu electrònic.',
  PASSWORD_DOES_NOT_MEET_REQUIREMENTS:
    "La contrasenya no complix els requisits del servici d'accés. Prova'n una de més llarga que barreje majúscules, minúscules, números i símbols.",
  USER_DISABLED: "Este compte està desactivat. Posa't en contacte amb l'Ajuntament.",
  OPERATION_NOT_ALLOWED: NOT_ALLOWED,
  PASSWORD_LOGIN_DISABLED: NOT_ALLOWED,
  ADMIN_ONLY_OPERATION: "Ara mateix esta operació no està permesa. Posa't en contacte amb l'Ajuntament.",
  QUOTA_EXCEEDED: "S'han enviat massa correus des d'este servici. Torna-ho a provar més tard.",
  CREDENTIAL_TOO_OLD_LOGIN_AGAIN: "Per seguretat, torna a iniciar la sessió i repetix l'operació.",
  TOKEN_EXPIRED: SESSION_ENDED,
  INVALID_ID_TOKEN: SESSION_ENDED,
  INVALID_REFRESH_TOKEN: SESSION_ENDED,
  MISSING_REFRESH_TOKEN: SESSION_ENDED,
  CREDENTIAL_MISMATCH: SESSION_ENDED,
  USER_NOT_FOUND: 'Este compte ja no existix. Torna a iniciar la sessió o crea un compte nou.',
  FEDERATED_USER_ID_ALREADY_LINKED: 'Este compte de Google ja està vinculat a un altre compte del portal.',
  NEED_CONFIRMATION: 'Ja existix un compte amb este correu electrònic. Inicia la sessió amb el teu correu i la teua contrasenya.',
  BLOCKING_FUNCTION_ERROR_RESPONSE: "El servici d'accés no ha permés l'operació. Posa't en contacte amb l'Ajuntament.",
  ...MISCONFIGURATIONS,
} satisfies PortalOverlay['PROVIDER_ERROR_TEXTS']
