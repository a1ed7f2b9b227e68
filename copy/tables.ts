import { localized } from './localize'

/**
 * Neighbourhood tables (issue 33): the council's form to open one, the device's join, the checks of an
 * upload and the Worker's answer for each ballot. Never a document: a refusal says why, not who.
 */
export const TABLE_TEXTS = localized('TABLE_TEXTS', {
  place: 'Escribe el lugar de la mesa (hasta 120 caracteres).',
  district: 'Elige el distrito de la mesa, o «Cualquier distrito».',
  day: 'Escribe el día de la mesa (AAAA-MM-DD).',
  time: 'Escribe la hora como HH:MM (por ejemplo, 09:30).',
  closesBeforeOpens: 'La mesa tiene que cerrar después de abrir.',
  volunteers: 'Hasta 20 nombres de voluntarios, de hasta 80 caracteres cada uno.',
  graceHours: 'El margen para subir las papeletas es un número entero de horas entre 0 y 72.',
  outsideSupport: (start: string, end: string) =>
    `La mesa tiene que celebrarse mientras está abierto el apoyo a propuestas (del ${start} al ${end}).`,
  noSupportDates: 'Este año no tiene fechas de apoyo a propuestas: fíjalas en el Calendario antes de abrir una mesa.',
  code: 'Escribe el código de la mesa: 8 letras y números, como ABCD-EFGH.',
  label: 'Escribe un nombre para este dispositivo (hasta 40 caracteres), por ejemplo «Móvil 1».',
  reason: 'Escribe el motivo (entre 5 y 500 caracteres).',
  proposalIds: 'Elige entre 1 y 50 propuestas.',
  proposalId: 'Elige la propuesta del cupón.',
  receipt: 'El código de comprobación no es válido.',
  receiptPrefix: 'El código de comprobación no es de esta mesa.',
  ballots: 'Envía entre 1 y 50 papeletas por petición.',
  ballotKey: 'Cada papeleta necesita una clave única (UUID).',
  seq: 'El número de orden de la papeleta no es válido.',
  deviceTime: 'La hora del dispositivo no es válida.',
  sealed: 'La papeleta cifrada está dañada.',
  unreadable: 'No se ha podido abrir esta papeleta: está dañada o cifrada para otra mesa. No se ha contado.',
  deviceUnknown: 'Este dispositivo no está unido a ninguna mesa: únelo con el código de la mesa.',
  tableNotFound: 'Mesa no encontrada',
  deviceNotFound: 'Dispositivo no encontrado en esta mesa',
  notOpen: 'La mesa ya está cerrada o revocada: no se ha cambiado nada.',
  deviceRevoked: (reason: string) => `El Ayuntamiento ha revocado este dispositivo (${reason}): sus papeletas ya no se cuentan.`,
  tableRevoked: (reason: string) => `El Ayuntamiento ha revocado esta mesa (${reason}): sus papeletas ya no se cuentan.`,
  outsideWindow: (day: string, opens: string, closes: string) =>
    `Papeleta tomada fuera del horario de la mesa (${day}, de ${opens} a ${closes}): no se ha contado.`,
  graceOver: (until: string) => `El plazo para subir las papeletas de esta mesa terminó el ${until}: no se ha contado.`,
  pending: 'Se está comprobando ahora mismo: vuelve a enviarla en un momento.',
  receiptPending: 'Pendiente de comprobar: la mesa todavía no ha enviado esta papeleta.',
  recordCsvHeader: ['Propuesta', 'Título', 'Distrito', 'Votos en la mesa'] as const,
  recordFileName: (id: number) => `acta-mesa-${id}.csv`,
  openDataHeader: [
    'Mesa',
    'Lugar',
    'Distrito de la mesa',
    'Día',
    'Año del presupuesto',
    'Propuesta',
    'Título',
    'Votos en la mesa',
  ] as const,
  openDataFileName: 'votos-por-mesa.csv',
  anyDistrict: 'Cualquier distrito',
  /** Why a person's vote was not counted again, said so that volunteers can tell them. */
  alreadyVoted: {
    web: (day: string) => `Ya había votado por internet el ${day}`,
    census: (day: string) => `Ya había votado sin cuenta el ${day}`,
    paper: (day: string) => `Ya había votado en papel el ${day}`,
    phone: (day: string) => `Ya había votado por teléfono el ${day}`,
    whatsapp: (day: string) => `Ya había votado por WhatsApp el ${day}`,
    table: (day: string) => `Ya había votado en una mesa el ${day}`,
  },
} as const)
