/** The census (padrón): import reasons, verification errors and their screens. */
export const CENSUS_REJECTIONS = {
  columns: 'Faltan columnas: cada línea debe tener documento, fecha de nacimiento y distrito.',
  tooManyColumns: 'Sobran columnas: cada línea debe tener solo documento, fecha de nacimiento y distrito.',
  controlChars: 'La línea contiene caracteres de control.',
  badDocument: 'El documento no es un DNI ni un NIE válido.',
  badLetter: 'La letra del documento no corresponde a su número.',
  badDate: 'La fecha de nacimiento no existe (se espera AAAA-MM-DD o DD/MM/AAAA).',
  futureDate: 'La fecha de nacimiento es posterior a hoy.',
  unknownDistrict: (district: string) => `Distrito desconocido: «${district.slice(0, 40)}».`,
  duplicate: 'Persona repetida: ya aparece en una línea anterior del archivo.',
  tooLong: 'La línea es demasiado larga.',
} as const

export const CENSUS_ERRORS = {
  INVALID_DOCUMENT: 'El DNI o NIE no es válido: revisa los números y la letra.',
  NOT_IN_CENSUS: 'No encontramos a ninguna persona empadronada con ese documento y esa fecha de nacimiento.',
  CENSUS_RECORD_TAKEN: 'Esa persona empadronada ya está verificada con otra cuenta.',
  TOO_YOUNG: 'Todavía no tienes la edad mínima para votar.',
  TOO_MANY_ATTEMPTS: 'Has hecho demasiados intentos fallidos. Vuelve a intentarlo mañana.',
  RESIDENCE_REQUIRED: 'Solo votan personas empadronadas en la ciudad: verifica tu empadronamiento en Mi Perfil.',
  OTHER_DISTRICT: 'Solo puedes votar propuestas de tu distrito y las de toda la ciudad.',
  CENSUS_VOTING_OFF: 'La votación sin cuenta no está activada.',
  alreadyVerified: 'Tu cuenta ya está verificada como otra persona empadronada.',
  keyMissing: 'El padrón no está disponible: falta la clave del padrón (CENSUS_KEY) en la configuración del servidor.',
  NO_CENSUS: 'Todavía no se ha importado el padrón municipal.',
  birthDateFuture: 'La fecha de nacimiento no puede ser posterior a hoy.',
  birthDateInvalid: 'Escribe una fecha de nacimiento válida.',
  fileMissing: 'Elige el archivo CSV del padrón.',
  fileEmpty: 'El archivo está vacío.',
  fileTooLarge: (mb: number) => `El archivo pesa demasiado: el padrón admite hasta ${mb} MB.`,
  importRunning: 'Ya hay una importación del padrón en curso: espera a que termine.',
  noValidRows: 'El archivo no tiene ninguna línea válida: el padrón activo no cambia.',
  proposalIds: 'Elige entre 1 y 50 propuestas.',
  channel: 'Elige el canal: papel, teléfono, WhatsApp o mesa vecinal.',
  minAge: 'La edad mínima para votar debe ser un número entero entre 0 y 18.',
  unreadable: 'No se ha podido leer el archivo: vuelve a subirlo.',
} as const

export const VOTE_CHANNEL_LABELS = {
  web: 'Web (con cuenta)',
  census: 'Sin cuenta (padrón)',
  paper: 'Papel',
  phone: 'Teléfono',
  whatsapp: 'WhatsApp',
  table: 'Mesa vecinal',
} as const

/** The admin panel's census card ('Configuración'). */
export const CENSUS_ADMIN_TEXTS = {
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
} as const
