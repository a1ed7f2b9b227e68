import { CENSUS_REFUSALS } from './census-refusals'

import { localized } from './localize'
import type { CensusRejection, VoteChannel } from '@domain/census'
/** The census (padrón): import reasons, verification errors and their screens. */
export const CENSUS_REJECTIONS = localized('CENSUS_REJECTIONS', {
  columns: 'Faltan columnas: cada línea debe tener documento, fecha de nacimiento y distrito.',
  tooManyColumns: 'Sobran columnas: cada línea debe tener solo documento, fecha de nacimiento y distrito.',
  controlChars: 'La línea contiene caracteres de control.',
  badDocument: 'El documento no es un DNI ni un NIE válido.',
  badLetter: 'La letra del documento no corresponde a su número.',
  badDate: 'La fecha de nacimiento no existe (se espera AAAA-MM-DD o DD/MM/AAAA).',
  futureDate: 'La fecha de nacimiento es posterior a hoy.',
  // Never the cell itself: a shifted column puts a document there, and the report is kept and backed up.
  unknownDistrict: 'Distrito desconocido: la tercera columna debe ser Norte, Sur, Este, Oeste o Centro.',
  duplicate: 'Persona repetida: ya aparece en una línea anterior del archivo.',
  tooLong: 'La línea es demasiado larga.',
} as const satisfies Record<CensusRejection | 'duplicate', string>)

export const CENSUS_ERRORS = localized('CENSUS_ERRORS', {
  ...CENSUS_REFUSALS,
  CENSUS_VOTING_OFF: 'La votación sin cuenta no está activada.',
  alreadyVerified: 'Tu cuenta ya está verificada como otra persona empadronada.',
  receiptNotFound: 'No hay ningún voto con ese código. Revisa que lo has escrito bien (8 letras y números).',
  NO_CENSUS: 'Todavía no se ha importado el padrón municipal.',
  birthDateFuture: 'La fecha de nacimiento no puede ser posterior a hoy.',
  birthDateInvalid: 'Escribe una fecha de nacimiento válida.',
  fileMissing: 'Elige el archivo CSV del padrón.',
  fileEmpty: 'El archivo está vacío.',
  fileTooLarge: (mb: number) => `El archivo pesa demasiado: el padrón admite hasta ${mb} MB.`,
  importRunning: 'Ya hay una importación del padrón en curso: espera a que termine.',
  noValidRows: 'El archivo no tiene ninguna línea válida: el padrón activo no cambia.',
  proposalIds: 'Elige entre 1 y 500 propuestas.',
  censusChannelsNeedResidents:
    'Los votos con el padrón (en mesa, en papel, por teléfono, por WhatsApp o sin cuenta) solo se registran con «Solo votan personas empadronadas» activado en Configuración: si no, una misma persona podría votar con una cuenta sin verificar y otra vez con su documento.',
  censusVotingNeedsResidents:
    '«Votar sin cuenta» necesita «Solo votan personas empadronadas» (o «Solo en su distrito»): si no, una misma persona podría votar con una cuenta sin verificar y otra vez sin cuenta con su documento. Activa antes esa regla, o desactiva antes «Votar sin cuenta».',
  censusVoteMiss:
    'No podemos contar este voto con estos datos. Revisa el documento y la fecha de nacimiento: votan sin cuenta las personas empadronadas con la edad mínima, en las propuestas que el Ayuntamiento les abre.',
  notVerified: 'Esta cuenta no está verificada como persona empadronada.',
  unbindReason: 'Escribe el motivo (entre 5 y 500 caracteres).',
  channel: 'Elige el canal: papel, teléfono, WhatsApp o mesa vecinal.',
  minAge: 'La edad mínima para votar debe ser un número entero entre 0 y 18.',
  unreadable: 'No se ha podido leer el archivo: vuelve a subirlo.',
} as const)

export const VOTE_CHANNEL_LABELS = localized('VOTE_CHANNEL_LABELS', {
  web: 'Web (con cuenta)',
  census: 'Sin cuenta (padrón)',
  paper: 'Papel',
  phone: 'Teléfono',
  whatsapp: 'WhatsApp',
  table: 'Mesa vecinal',
} as const)

/** The admin panel's census card ('Configuración'). */
export const CENSUS_ADMIN_TEXTS = localized('CENSUS_ADMIN_TEXTS', {
  title: 'Padrón municipal',
  text:
    'Sube el padrón en CSV con tres columnas: documento (DNI o NIE), fecha de nacimiento y distrito, separadas por «;» o «,». ' +
    'El portal guarda solo una huella cifrada de cada documento con su fecha, el distrito y desde qué día puede votar la persona.',
  file: 'Archivo del padrón (CSV)',
  minAge: 'Edad mínima para votar',
  minAgeHint: 'Años cumplidos; la ley de cada consulta lo fija (16 por defecto).',
  upload: 'Importar padrón',
  uploading: 'Subiendo…',
  active: (rows: string, since: string) => `Padrón activo: ${rows} personas, desde el ${since}.`,
  none: 'Todavía no hay padrón: nadie puede verificar su empadronamiento.',
  progressLabel: 'Progreso de la importación',
  progress: (read: string, total: string, rejected: string) => `Leídas ${read} de ${total} líneas · ${rejected} rechazadas`,
  lastDone: (rows: string, rejected: string) => `Última importación: ${rows} personas importadas, ${rejected} líneas rechazadas.`,
  lastFailed: (reason: string) => `La última importación no se aplicó: ${reason}`,
  rejectedCaption: 'Líneas rechazadas',
  rejectedMore: (shown: number, total: string) => `Se muestran las ${shown} primeras de ${total}.`,
  line: 'Línea',
  reason: 'Motivo',
  started: 'Importación del padrón en curso.',
  failed: 'No se pudo subir el padrón',
} as const)

/** What residents see: the verification in 'Mi Perfil', the vote without an account, the receipt check. */
export const CENSUS_UI_TEXTS = localized('CENSUS_UI_TEXTS', {
  document: 'DNI o NIE',
  documentHint: 'Con su letra. Puedes escribirlo con espacios o guiones.',
  birthDate: 'Fecha de nacimiento',
  verifyTitle: 'Verificar que estoy empadronado/a',
  verifyText:
    'Comprobamos tu documento y tu fecha de nacimiento con el padrón municipal. No guardamos tu documento: solo que tu cuenta es de una persona empadronada y en qué distrito.',
  verify: 'Verificar',
  heldVotesMine: (n: number) =>
    n === 1
      ? 'Tu voto no cuenta hasta que verifiques tu empadronamiento: desde que hay mesas y voto en papel, cada persona cuenta una vez. Al verificarlo, cuenta.'
      : `Tus ${n.toLocaleString('es-ES')} votos no cuentan hasta que verifiques tu empadronamiento: desde que hay mesas y voto en papel, cada persona cuenta una vez. Al verificarlo, cuentan.`,
  verifying: 'Comprobando…',
  verified: (district: string) => `Estás empadronado/a en el distrito ${district}. Tu voto cuenta como vecino/a.`,
  verifiedToast: 'Empadronamiento verificado',
  verifyFailed: 'No se pudo verificar el empadronamiento',
  adminVerify: 'Verificar empadronamiento',
  adminVerifyTitle: (name: string) => `Verificar el empadronamiento de ${name}`,
  adminVerifyText: 'Con la persona delante y su documento a la vista. El historial guarda que la verificaste, nunca el documento.',
  adminVerified: (district: string) => `Verificada: empadronada en ${district}.`,
  adminUnbind: 'Quitar verificación',
  adminUnbindTitle: (name: string) => `Quitar la verificación de ${name}`,
  adminUnbindText:
    'La cuenta deja de estar verificada y la persona del padrón queda libre para verificarse con otra cuenta. Los votos ya contados siguen contando una vez. El historial guarda el motivo.',
  unbindReasonLabel: 'Motivo',
  adminUnbound: 'Verificación quitada',
  unbindFailed: 'No se pudo quitar la verificación',
  verifiedBadge: 'Empadronada',
  censusVote: 'Votar sin cuenta',
  censusVoteTitle: 'Votar sin cuenta, con el padrón',
  censusVoteText:
    'Para quien no tiene correo electrónico: tu documento y tu fecha de nacimiento bastan. Tu voto cuenta una vez, como el de cualquier vecino/a.',
  censusVoteSend: 'Votar',
  receiptTitle: 'Tu voto cuenta',
  receiptGiven: (code: string) => `Voto registrado. Tu código de comprobación es ${code}: apúntalo para comprobar tu voto en Resultados.`,
  receiptCheckTitle: 'Tu voto cuenta: comprueba tu código',
  receiptCheckText: 'Escribe el código que te dimos al votar sin cuenta. Te decimos en qué propuestas contó; nunca quién votó.',
  receiptCode: 'Código de comprobación',
  receiptCheck: 'Comprobar',
  receiptCounted: 'Tu voto contó en:',
  rulesTitle: 'Quién puede votar',
  rulesText: 'Reglas del Ayuntamiento para las votaciones. Necesitan el padrón importado.',
  residentsOnly: 'Solo votan personas empadronadas',
  residentsOnlyText:
    'Una cuenta vota solo si ha verificado su empadronamiento. Hace falta para registrar votos en mesa y en papel y para «Votar sin cuenta»: así cada persona cuenta una vez, por el canal que sea.',
  ownDistrictOnly: 'Solo en su distrito',
  ownDistrictOnlyText: 'Cada persona vota las propuestas de su distrito y las de toda la ciudad.',
  holdTitle: '¿Abrir los canales del padrón?',
  holdText:
    'Con esta regla se pueden registrar votos en mesa y en papel. Para que nadie cuente dos veces, los votos de este ciclo hechos con cuentas sin verificar dejan de contar hasta que sus titulares verifiquen su empadronamiento; entonces cuentan una vez.',
  heldVotes: (n: number) =>
    n === 1
      ? '1 voto de una cuenta sin verificar dejará de contar hasta que su titular verifique su empadronamiento.'
      : `${n.toLocaleString('es-ES')} votos de cuentas sin verificar dejarán de contar hasta que sus titulares verifiquen su empadronamiento.`,
  heldCounting: 'Contando los votos de cuentas sin verificar…',
  holdConfirm: 'Activar la regla',
  censusVoting: 'Votar sin cuenta',
  censusVotingText:
    'Quien no tiene correo vota desde cualquier lugar con su documento y fecha de nacimiento, y recibe un código de comprobación. Riesgo: quien conozca el documento y la fecha de nacimiento de otra persona puede votar por ella sin que nadie lo vea; en las mesas y en papel, el personal tiene a la persona delante. Necesita «Solo votan personas empadronadas».',
  paperTitle: 'Voto en papel, por teléfono, WhatsApp o en la mesa',
  paperText: 'El voto de una persona con su documento: se comprueba el padrón, la edad y que no haya votado ya por otro canal.',
  paperProposals: 'Números de las propuestas (separados por comas)',
  paperChannel: 'Canal',
  paperSend: 'Registrar voto',
  paperCounted: (id: number) => `Propuesta #${id}: voto contado.`,
  paperRefused: (id: number, message: string) => `Propuesta #${id}: no contado. ${message}`,
  paperProposalsInvalid: 'Escribe los números de las propuestas separados por comas.',
} as const)

export const voteChannelLabel = (channel: string) => VOTE_CHANNEL_LABELS[channel as VoteChannel] ?? channel
