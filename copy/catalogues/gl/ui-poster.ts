import type { PortalCatalogue } from '../portal-catalogue'

/** The printable QR poster. */
export const POSTER_TEXTS = {
  documentTitle: 'Cartel con código QR',
  documentTitleFor: (district) => `Cartel do distrito ${district}`,
  budgetName: (year) => `Orzamento Participativo ${year}`,
  headline: 'Que melloraría no seu barrio?',
  districtLine: (district) => `Distrito ${district}`,
  deadline: (date) => `Presente a súa proposta ata o ${date}`,
  deadlineExtended: 'Presente a súa proposta: o prazo segue aberto',
  scan: 'Escanee o código coa cámara do móbil',
  qrAlt: (url) => `Código QR que abre ${url}`,
  orVisit: 'ou entre en',
  otherChannels: 'Tamén pode presentala',
  print: 'Imprimir',
  printHint: 'Sae nunha folla A4. Escolla un cartel xeral ou o dun distrito, que abre o formulario co distrito xa escollido.',
  general: 'Cartel xeral',
  districtsTitle: 'Carteis por distrito',
  notFound: 'Ese distrito non existe',
  channelLines: {
    papel: 'Enchendo o cupón en papel',
    email: (email) => `Por correo electrónico: ${email}`,
    association: 'No buzón da súa asociación veciñal',
    associationFor: (name, office) => (office ? `No buzón da ${name}: ${office}` : `No buzón da ${name}`),
    federation: (office, hours) => `Na oficina da Federación: ${office} (${hours})`,
    council010: (inside, outside) => `Chamando ao ${inside} (desde fóra da cidade, ${outside})`,
    whatsapp: (number) => `Por WhatsApp: ${number}`,
    phone: (number, hours) => `Por teléfono: ${number} (${hours})`,
  },
} satisfies PortalCatalogue['POSTER_TEXTS']
