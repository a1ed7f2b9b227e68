import type { PortalCatalogue } from '../portal-catalogue'

/** The printable QR poster. */
export const POSTER_TEXTS = {
  documentTitle: 'Cartell amb codi QR',
  documentTitleFor: (district) => `Cartell del districte ${district}`,
  budgetName: (year) => `Pressupost Participatiu ${year}`,
  headline: 'Què milloraries al teu barri?',
  districtLine: (district) => `Districte ${district}`,
  deadline: (date) => `Presenta la teva proposta fins al ${date}`,
  deadlineExtended: 'Presenta la teva proposta: el termini continua obert',
  scan: 'Escaneja el codi amb la càmera del mòbil',
  qrAlt: (url) => `Codi QR que obre ${url}`,
  orVisit: 'o entra a',
  otherChannels: 'També la pots presentar',
  print: 'Imprimeix',
  printHint: "Surt en un full A4. Tria un cartell general o el d'un districte, que obre el formulari amb el districte ja triat.",
  general: 'Cartell general',
  districtsTitle: 'Cartells per districte',
  notFound: 'Aquest districte no existeix',
  channelLines: {
    papel: 'Omplint el cupó en paper',
    email: (email) => `Per correu electrònic: ${email}`,
    association: 'A la bústia de la teva associació veïnal',
    associationFor: (name, office) => (office ? `A la bústia de la ${name}: ${office}` : `A la bústia de la ${name}`),
    federation: (office, hours) => `A l'oficina de la Federació: ${office} (${hours})`,
    council010: (inside, outside) => `Trucant al ${inside} (des de fora de la ciutat, ${outside})`,
    whatsapp: (number) => `Per WhatsApp: ${number}`,
    phone: (number, hours) => `Per telèfon: ${number} (${hours})`,
  },
} satisfies PortalCatalogue['POSTER_TEXTS']
