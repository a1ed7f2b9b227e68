import type { PortalCatalogue } from '../portal-catalogue'

export const CENSUS_REJECTIONS = {
  columns: 'Falten columnes: cada línia ha de tenir document, data de naixement i districte.',
  tooManyColumns: 'Sobren columnes: cada línia ha de tenir només document, data de naixement i districte.',
  controlChars: 'La línia conté caràcters de control.',
  badDocument: 'El document no és un DNI ni un NIE vàlid.',
  badLetter: 'La lletra del document no correspon al seu número.',
  badDate: "La data de naixement no existeix (s'espera AAAA-MM-DD o DD/MM/AAAA).",
  futureDate: 'La data de naixement és posterior a avui.',
  unknownDistrict: 'Districte desconegut: la tercera columna ha de ser Norte, Sur, Este, Oeste o Centro.',
  duplicate: 'Persona repetida: ja apareix en una línia anterior del fitxer.',
  tooLong: 'La línia és massa llarga.',
} satisfies PortalCatalogue['CENSUS_REJECTIONS']

export const CENSUS_ADMIN_TEXTS = {
  title: 'Padró municipal',
  text:
    'Puja el padró en CSV amb tres columnes: document (DNI o NIE), data de naixement i districte, separades per «;» o «,». ' +
    'El portal només guarda una empremta xifrada de cada document amb la seva data, el districte i des de quin dia pot votar la persona.',
  file: 'Fitxer del padró (CSV)',
  minAge: 'Edat mínima per votar',
  minAgeHint: 'Anys complerts; la llei de cada consulta ho fixa (16 per defecte).',
  upload: 'Importa el padró',
  uploading: 'Pujant…',
  active: (rows, since) => `Padró actiu: ${rows} persones, des del ${since}.`,
  none: 'Encara no hi ha padró: ningú no pot verificar el seu empadronament.',
  progressLabel: 'Progrés de la importació',
  progress: (read, total, rejected) => `Llegides ${read} de ${total} línies · ${rejected} rebutjades`,
  lastDone: (rows, rejected) => `Darrera importació: ${rows} persones importades, ${rejected} línies rebutjades.`,
  lastFailed: (reason) => `La darrera importació no es va aplicar: ${reason}`,
  rejectedCaption: 'Línies rebutjades',
  rejectedMore: (shown, total) => `Es mostren les ${shown} primeres de ${total}.`,
  line: 'Línia',
  reason: 'Motiu',
  started: 'Importació del padró en curs.',
  failed: "No s'ha pogut pujar el padró",
} satisfies PortalCatalogue['CENSUS_ADMIN_TEXTS']
