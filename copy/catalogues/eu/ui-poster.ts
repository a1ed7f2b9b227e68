import type { PortalCatalogue } from '../portal-catalogue'
import { yearKo } from './year'

/** The printable QR poster. */
export const POSTER_TEXTS = {
  documentTitle: 'QR kodea duen kartela',
  documentTitleFor: (district) => `${district} barrutiko kartela`,
  budgetName: (year) => `${yearKo(year)} Aurrekontu Parte-hartzailea`,
  headline: 'Zer hobetuko zenuke zure auzoan?',
  districtLine: (district) => `${district} barrutia`,
  deadline: (date) => `Aurkeztu zure proposamena. Azken eguna: ${date}`,
  deadlineExtended: 'Aurkeztu zure proposamena: epeak irekita jarraitzen du',
  scan: 'Eskaneatu kodea mugikorraren kamerarekin',
  qrAlt: (url) => `Helbide hau irekitzen duen QR kodea: ${url}`,
  orVisit: 'edo sartu hemen:',
  otherChannels: 'Beste bide hauetatik ere aurkez dezakezu',
  print: 'Inprimatu',
  printHint:
    'A4 orri batean ateratzen da. Aukeratu kartel orokor bat edo barruti batena; azken horrek formularioa barrutia aukeratuta duela irekitzen du.',
  general: 'Kartel orokorra',
  districtsTitle: 'Barrutietako kartelak',
  notFound: 'Barruti hori ez dago',
  channelLines: {
    papel: 'Paperezko kupoia betez',
    email: (email) => `Posta elektronikoz: ${email}`,
    association: 'Zure auzo-elkartearen postontzian',
    associationFor: (name, office) => (office ? `Elkarte honen postontzian: ${name} (${office})` : `Elkarte honen postontzian: ${name}`),
    federation: (office, hours) => `Federazioaren bulegoan: ${office} (${hours})`,
    council010: (inside, outside) => `Zenbaki honetara deituz: ${inside} (hiritik kanpo: ${outside})`,
    whatsapp: (number) => `WhatsApp bidez: ${number}`,
    phone: (number, hours) => `Telefonoz: ${number} (${hours})`,
  },
} satisfies PortalCatalogue['POSTER_TEXTS']
