import { localized } from './localize'
/** The printable QR poster. */
export const POSTER_TEXTS = localized('POSTER_TEXTS', {
  documentTitle: 'Cartel con código QR',
  documentTitleFor: (district: string) => `Cartel del distrito ${district}`,
  budgetName: (year: number) => `Presupuesto Participativo ${year}`,
  headline: '¿Qué mejorarías en tu barrio?',
  districtLine: (district: string) => `Distrito ${district}`,
  deadline: (date: string) => `Presenta tu propuesta hasta el ${date}`,
  deadlineExtended: 'Presenta tu propuesta: el plazo sigue abierto',
  scan: 'Escanea el código con la cámara del móvil',
  qrAlt: (url: string) => `Código QR que abre ${url}`,
  orVisit: 'o entra en',
  otherChannels: 'También puedes presentarla',
  print: 'Imprimir',
  printHint: 'Sale en una hoja A4. Elige un cartel general o el de un distrito, que abre el formulario con el distrito ya elegido.',
  general: 'Cartel general',
  districtsTitle: 'Carteles por distrito',
  notFound: 'Ese distrito no existe',
  channelLines: {
    papel: 'Rellenando el cupón en papel',
    email: (email: string) => `Por correo electrónico: ${email}`,
    association: 'En el buzón de tu asociación vecinal',
    associationFor: (name: string, office: string | null) =>
      office ? `En el buzón de la ${name}: ${office}` : `En el buzón de la ${name}`,
    federation: (office: string, hours: string) => `En la oficina de la Federación: ${office} (${hours})`,
    council010: (inside: string, outside: string) => `Llamando al ${inside} (desde fuera de la ciudad, ${outside})`,
    whatsapp: (number: string) => `Por WhatsApp: ${number}`,
    phone: (number: string, hours: string) => `Por teléfono: ${number} (${hours})`,
  },
} as const)
