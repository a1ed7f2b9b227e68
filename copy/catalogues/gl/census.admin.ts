import type { PortalCatalogue } from '../portal-catalogue'

export const CENSUS_REJECTIONS = {
  columns: 'Faltan columnas: cada liña debe ter documento, data de nacemento e distrito.',
  tooManyColumns: 'Sobran columnas: cada liña debe ter só documento, data de nacemento e distrito.',
  controlChars: 'A liña contén caracteres de control.',
  badDocument: 'O documento non é un DNI nin un NIE válido.',
  badLetter: 'A letra do documento non corresponde ao seu número.',
  badDate: 'A data de nacemento non existe (espérase AAAA-MM-DD ou DD/MM/AAAA).',
  futureDate: 'A data de nacemento é posterior a hoxe.',
  unknownDistrict: 'Distrito descoñecido: a terceira columna debe ser Norte, Sur, Este, Oeste ou Centro.',
  duplicate: 'Persoa repetida: xa aparece nunha liña anterior do ficheiro.',
  tooLong: 'A liña é demasiado longa.',
} satisfies PortalCatalogue['CENSUS_REJECTIONS']

export const CENSUS_ADMIN_TEXTS = {
  title: 'Padrón municipal',
  text:
    'Suba o padrón en CSV con tres columnas: documento (DNI ou NIE), data de nacemento e distrito, separadas por «;» ou «,». ' +
    'O portal só garda unha pegada cifrada de cada documento coa súa data, o distrito e desde que día pode votar a persoa.',
  file: 'Ficheiro do padrón (CSV)',
  minAge: 'Idade mínima para votar',
  minAgeHint: 'Anos cumpridos; a lei de cada consulta fíxaa (16 por defecto).',
  upload: 'Importar o padrón',
  uploading: 'Subindo…',
  active: (rows, since) => `Padrón activo: ${rows} persoas, desde o ${since}.`,
  none: 'Aínda non hai padrón: ninguén pode verificar o seu empadroamento.',
  progressLabel: 'Progreso da importación',
  progress: (read, total, rejected) => `Lidas ${read} de ${total} liñas · ${rejected} rexeitadas`,
  lastDone: (rows, rejected) => `Última importación: ${rows} persoas importadas, ${rejected} liñas rexeitadas.`,
  lastFailed: (reason) => `A última importación non se aplicou: ${reason}`,
  rejectedCaption: 'Liñas rexeitadas',
  rejectedMore: (shown, total) => `Móstranse as ${shown} primeiras de ${total}.`,
  line: 'Liña',
  reason: 'Motivo',
  started: 'Importación do padrón en curso.',
  failed: 'Non foi posible subir o padrón',
} satisfies PortalCatalogue['CENSUS_ADMIN_TEXTS']
