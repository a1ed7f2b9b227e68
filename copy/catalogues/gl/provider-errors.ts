import type { PortalCatalogue } from '../portal-catalogue'
import { configurationRefusals } from '../../provider-configuration-codes'

const SESSION_ENDED = 'A súa sesión rematou. Volva iniciar sesión.'
const NOT_ALLOWED = 'Este método de acceso non está habilitado neste momento.'
const MISCONFIGURED = 'Erro de configuración do servizo de acceso. Por favor, avise o Concello.'
const INVALID_API_KEY = 'Erro de configuración: a clave da API do provedor de identidade non é válida.'
const GOOGLE_NOT_CONFIRMED = 'Google non confirmou o inicio de sesión. Ténteo de novo.'

export const PROVIDER_ERROR_TEXTS = {
  EMAIL_NOT_FOUND: 'Non existe ningunha conta con ese correo electrónico.',
  INVALID_PASSWORD: 'Contrasinal incorrecto.',
  INVALID_LOGIN_CREDENTIALS: 'O correo electrónico ou o contrasinal non son correctos.',
  INVALID_EMAIL: 'O formato do correo electrónico non é válido.',
  INVALID_IDENTIFIER: 'O formato do correo electrónico non é válido.',
  MISSING_EMAIL: 'Escriba o seu correo electrónico.',
  MISSING_PASSWORD: 'Escriba o seu contrasinal.',
  EMAIL_EXISTS: 'Xa existe unha conta con ese correo electrónico.',
  WEAK_PASSWORD: 'O contrasinal debe ter polo menos 6 caracteres.',
  PASSWORD_DOES_NOT_MEET_REQUIREMENTS:
    'O contrasinal non cumpre os requisitos do servizo de acceso. Probe cun máis longo que mesture maiúsculas, minúsculas, números e símbolos.',
  USER_DISABLED: 'Esta conta está desactivada. Póñase en contacto co Concello.',
  OPERATION_NOT_ALLOWED: NOT_ALLOWED,
  PASSWORD_LOGIN_DISABLED: NOT_ALLOWED,
  ADMIN_ONLY_OPERATION: 'Nestes momentos esta operación non está permitida. Póñase en contacto co Concello.',
  TOO_MANY_ATTEMPTS_TRY_LATER: 'Demasiados intentos seguidos. Agarde un momento e ténteo de novo.',
  RESET_PASSWORD_EXCEED_LIMIT: 'Solicitou demasiados cambios de contrasinal seguidos. Agarde un pouco antes de solicitar outro.',
  QUOTA_EXCEEDED: 'Enviáronse demasiados correos desde este servizo. Ténteo de novo máis tarde.',
  EXPIRED_OOB_CODE: 'A ligazón caducou. Solicite unha nova.',
  INVALID_OOB_CODE: 'A ligazón non é válida ou xa se usou. Solicite unha nova.',
  MISSING_OOB_CODE: 'A ligazón está incompleta. Ábraa tal e como chegou ao correo ou solicite unha nova.',
  INVALID_NEW_EMAIL: 'O formato do novo correo electrónico non é válido.',
  MISSING_NEW_EMAIL: 'Escriba o novo correo electrónico.',
  EMAIL_CHANGE_NEEDS_VERIFICATION:
    'O correo de acceso só se pode cambiar confirmando a ligazón que lle enviamos ao novo correo electrónico.',
  UNVERIFIED_EMAIL: 'Primeiro debe confirmar o seu correo electrónico: abra a ligazón da mensaxe que lle enviamos.',
  CREDENTIAL_TOO_OLD_LOGIN_AGAIN: 'Por seguridade, volva iniciar sesión e repita a operación.',
  TOKEN_EXPIRED: SESSION_ENDED,
  INVALID_ID_TOKEN: SESSION_ENDED,
  INVALID_REFRESH_TOKEN: SESSION_ENDED,
  MISSING_REFRESH_TOKEN: SESSION_ENDED,
  CREDENTIAL_MISMATCH: SESSION_ENDED,
  USER_NOT_FOUND: 'Esta conta xa non existe. Volva iniciar sesión ou cree unha conta nova.',
  INVALID_IDP_RESPONSE: GOOGLE_NOT_CONFIRMED,
  INVALID_PENDING_TOKEN: GOOGLE_NOT_CONFIRMED,
  MISSING_OR_INVALID_NONCE: GOOGLE_NOT_CONFIRMED,
  FEDERATED_USER_ID_ALREADY_LINKED: 'Esta conta de Google xa está vinculada a outra conta do portal.',
  NEED_CONFIRMATION: 'Xa existe unha conta con ese correo electrónico. Inicie sesión co seu correo e o seu contrasinal.',
  USER_CANCELLED: 'Cancelouse a autenticación.',
  BLOCKING_FUNCTION_ERROR_RESPONSE: 'O servizo de acceso non permitiu a operación. Póñase en contacto co Concello.',
  ...configurationRefusals(INVALID_API_KEY, MISCONFIGURED),
} satisfies PortalCatalogue['PROVIDER_ERROR_TEXTS']
