import { MAX_IMAGE_SIDE } from '@domain/constants'
import type { ErrorCode } from '@domain/errors'
import { CENSUS_REFUSALS } from './census-refusals'
import { localized } from './localize'

/** Default Spanish message per error code; routes pass a more precise one where §8 has it. */
export const ERROR_TEXTS: Record<ErrorCode, string> = localized('ERROR_TEXTS', {
  AUTH_REQUIRED: 'Debes iniciar sesión para hacer esto.',
  FORBIDDEN: 'No tienes permiso para hacer esto.',
  DUPLICATE_VOTE: 'Ya has votado en esta propuesta',
  EMAIL_NOT_VERIFIED: 'Para votar tienes que confirmar tu email. Abre el enlace del correo que te enviamos al registrarte o pide otro.',
  VOTING_DISABLED: 'No se ha registrado tu voto. Las votaciones están deshabilitadas o el registro está fuera de plazo.',
  NOT_FOUND: 'No se ha encontrado lo que buscas.',
  CONFLICT: 'Los datos han cambiado mientras tanto. Recarga y vuelve a intentarlo.',
  VALIDATION: 'Revisa los datos enviados: hay campos que no son válidos.',
  PAYLOAD_TOO_LARGE: 'El archivo pesa demasiado. El tamaño máximo permitido es 10MB.',
  UNSUPPORTED_MEDIA_TYPE: 'Por favor, selecciona un archivo de imagen válido',
  RATE_LIMITED: 'Has hecho demasiadas peticiones seguidas. Espera un momento y vuelve a intentarlo.',
  INVALID_DOCUMENT: CENSUS_REFUSALS.INVALID_DOCUMENT,
  NOT_IN_CENSUS: CENSUS_REFUSALS.NOT_IN_CENSUS,
  CENSUS_RECORD_TAKEN: CENSUS_REFUSALS.CENSUS_RECORD_TAKEN,
  TOO_YOUNG: CENSUS_REFUSALS.TOO_YOUNG,
  TOO_MANY_ATTEMPTS: CENSUS_REFUSALS.TOO_MANY_ATTEMPTS,
  RESIDENCE_REQUIRED: CENSUS_REFUSALS.RESIDENCE_REQUIRED,
  OTHER_DISTRICT: CENSUS_REFUSALS.OTHER_DISTRICT,
  CENSUS_UNAVAILABLE: CENSUS_REFUSALS.keyMissing,
  SELECTION_TOO_LARGE:
    'La selección de este distrito supera el cálculo que el portal puede hacer en una petición. No se muestra ningún resultado ni se puede confirmar.',
  TABLE_CODE_INVALID:
    'Ese código de mesa no existe o ya no vale. Revisa que lo has escrito bien (8 letras y números) o pide uno nuevo al Ayuntamiento.',
  TABLE_CLOSED: 'Esta mesa ya está cerrada o su horario ha terminado: no admite más dispositivos ni papeletas.',
  TABLE_REVOKED: 'El Ayuntamiento ha revocado esta mesa o este dispositivo: sus papeletas ya no se cuentan.',
  TABLE_OUTSIDE_SUPPORT: 'La mesa tiene que celebrarse mientras está abierto el apoyo a propuestas.',
  INTERNAL: 'Ha ocurrido un error en el servidor. Por favor, inténtalo de nuevo más tarde.',
  IDENTITY_UNAVAILABLE:
    'No podemos comprobar tu sesión en este momento. Sigues con la sesión iniciada: inténtalo de nuevo en unos minutos.',
})

/** Precise server messages, one per situation the Worker refuses. */
export const SERVER_TEXTS = localized('SERVER_TEXTS', {
  adminOnly: 'No tienes permisos de administrador.',
  signInAsAdmin: 'Debes iniciar sesión como administrador.',
  invalidToken: 'Tu sesión no es válida o ha caducado. Vuelve a iniciar sesión.',
  ownProfileOnly: 'Solo puedes modificar tu propio perfil.',
  accountBlocked: 'Esta cuenta fue eliminada por la moderación del portal y no puede volver a entrar.',
  accountErased:
    'Los datos de esta cuenta se borraron a petición de su titular. Para volver a participar, cierra la sesión y entra de nuevo: tendrás una cuenta nueva.',
  cannotRevokeSelf: 'No puedes quitarte a ti mismo el rol de administrador.',
  cannotDeleteSelf: 'No puedes eliminar tu propia cuenta de administrador.',
  notFoundApi: 'Esta dirección de la API no existe.',
  proposalNotFound: 'Propuesta no encontrada',
  userNotFound: 'Usuario no encontrado',
  blockNotFound: 'Esa identidad no está bloqueada: puede que otra persona la haya desbloqueado ya.',
  consentNotFound: 'No se ha encontrado el registro de preferencias de cookies.',
  submissionsClosed: 'El plazo se ha cerrado y está desactivado en envío de nuevas propuestas hasta el próximo año.',
  votingNotPending: 'Solo se puede votar en propuestas presentadas que aún no se han priorizado.',
  invalidId: 'El identificador no es válido.',
  malformedJson: 'El cuerpo de la petición no es un JSON válido.',
  jsonTooLarge: 'Los datos enviados son demasiado grandes.',
  malformedForm: 'El formulario enviado está dañado o incompleto. Vuelve a enviarlo.',
  wrongContentType: 'El tipo de contenido de la petición no es el esperado.',
  imageType: 'Por favor, selecciona un archivo de imagen válido',
  imageEmpty: 'La imagen está vacía.',
  imageTooWide: `La imagen mide más de ${MAX_IMAGE_SIDE} píxeles de lado. Elige una foto más pequeña.`,
  imageUnreadable: 'La imagen está dañada: no se puede leer su tamaño.',
  emailMismatch: 'El email no coincide con el de tu cuenta de acceso.',
  tokenEmailMissing: 'Tu cuenta de acceso no tiene un email verificable.',
  idempotencyKey: 'La cabecera Idempotency-Key no es válida.',
  milestoneNotFound: 'Hito no encontrado',
  notApproved: 'Solo se puede seguir la ejecución de propuestas priorizadas o ejecutadas.',
  phaseInUse: (phase: string, count: number) =>
    `La fase «${phase}» la ${count === 1 ? 'usa 1 hito' : `usan ${count} hitos`}: cámbialos de fase antes de quitarla. No se ha cambiado nada.`,
  phasesStale: 'La lista de fases ha cambiado mientras la editabas: recarga la página y vuelve a intentarlo. No se ha cambiado nada.',
  /** A phase saved without its name in a language the portal offers ('catalán'). */
  phaseNameRequired: (language: string) => `Escribe el nombre de esta fase en ${language}: el portal se ofrece en ${language}.`,
  /** Switching on a language whose names of the council's phases are missing ('gallego', '«En contratación», «En obras»'). */
  phaseNamesMissing: (language: string, phases: string) =>
    `Para activar el ${language}, escribe en «Fases de la ejecución» el nombre en ${language} de estas fases: ${phases}. No se ha cambiado nada.`,
  milestoneBeforeApproval: (day: string) => `La fecha no puede ser anterior a la priorización (${day}).`,
  milestoneAfterToday: (day: string) => `La fecha no puede ser posterior a hoy (${day}): un hito cuenta lo que ya ha pasado.`,
  progressBack: (floor: number) => `El avance no puede bajar del ${floor} % ya publicado sin un motivo: explica por qué retrocede.`,
  configFixed: (removed: number) =>
    removed === 0
      ? 'La configuración del sistema ya era única: no había duplicados que arreglar.'
      : `Se han eliminado ${removed} configuraciones duplicadas.`,
} as const)

/** The message an error code carries when its route has no more precise one. */
export function defaultMessage(code: ErrorCode): string {
  return ERROR_TEXTS[code]
}
