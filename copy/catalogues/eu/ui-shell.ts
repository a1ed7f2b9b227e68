import type { PortalCatalogue } from '../portal-catalogue'
import { yearKo } from './year'

export const SHELL_TEXTS = {
  siteName: 'Aurrekontu Parte-hartzaileak',
  siteDescription:
    'Hiriko Aurrekontu Parte-hartzailea: bidali proposamenak zure barrutirako, bozkatu zure auzokideenak eta egin haien gauzatzearen jarraipena.',
  shareImageAlt: 'Aurrekontu Parte-hartzaileak: auzokideen proposamenak barruti bakoitzerako',
  siteSubtitle: (year) => `Udala · ${yearKo(year)} Aurrekontua`,
  nav: {
    label: 'Nabigazio nagusia',
    home: 'Hasiera',
    proposals: 'Proposamenak',
    executed: 'Gauzatutako proiektuak',
    results: 'Emaitzak',
    followUp: 'Jarraipena',
    notices: 'Abisuak',
    noticesLabel: (unread) =>
      unread === 0 ? 'Abisuak, bat ere ez irakurri gabe' : unread === 1 ? 'Abisuak, 1 irakurri gabe' : `Abisuak, ${unread} irakurri gabe`,
    signOut: 'Itxi saioa',
    profile: 'Nire profila',
    admin: 'Administrazio-panela',
    signIn: 'Hasi saioa',
    submit: 'Bidali proposamena',
    openMenu: 'Ireki menua',
    closeMenu: 'Itxi menua',
    menuTitle: 'Menua',
  },
  submissionsClosed: 'Epea itxi da, eta proposamen berriak bidaltzeko aukera desgaituta dago datorren urtera arte.',
  deadline: {
    open: (day) => `Proposamenak aurkezteko epea egun honetan amaituko da: ${day}.`,
    extended: 'Proposamenak aurkezteko epeak irekita jarraitzen du.',
  },
  dataUse: {
    text: 'Udalak zure harremanetarako datuak zure parte-hartzea kudeatzeko eta zuri erantzuteko baino ez ditu tratatzen; ez dira argitaratzen eta ez zaizkie hirugarrenei lagatzen. Zure eskubideei buruzko informazio gehiago, hemen:',
    link: 'Lege-oharrak',
  },
  skipToContent: 'Joan eduki nagusira',
  submissionsClosedShort: 'Proposamenak bidaltzeko epea itxita',
  footer: {
    council: 'Hiriko Udala',
    federation: 'Auzo Elkarteen Federazioa',
    rights: (year) => `© ${year} Udala eta Auzo Elkarteen Federazioa. Aurrekontu Parte-hartzailea.`,
    linksLabel: 'Lege-informazioa eta harremanetarako datuak',
    legal: 'Lege-oharrak',
    contact: 'Harremanetarako',
    terms: 'Aurrekontuaren oinarriak',
    accessibility: 'Irisgarritasuna',
    followUp: 'Proiektuen jarraipena',
    results: 'Emaitzak',
  },
  loading: 'Kargatzen...',
  notFound: {
    documentTitle: 'Ez da orria aurkitu',
    title: '404: ez da orria aurkitu',
    text: 'Bilatzen ari zaren orria ez dago edo helbidez aldatu da.',
    devHint: (path) =>
      `Garapenerako oharra: app/routes/ karpetako ibilbideetatik bat ere ez dator bat «${path}» helbidearekin. Ibilbidearen fitxategia sortzea ahaztu zaizu?`,
    home: 'Itzuli hasierara',
  },
  admin: {
    notAdmin: 'Ez duzu administratzaile-baimenik.',
    signInAsAdmin: 'Administratzaile gisa hasi behar duzu saioa.',
    checkFailed: 'Errore bat gertatu da administratzaile-baimenak egiaztatzean.',
  },
  request: {
    serverError: (status, text) => `Zerbitzariaren errorea (${status}): ${text}`,
    unparsable: 'Errore bat gertatu da zerbitzariaren erantzuna prozesatzean',
    fallback: 'Errore bat gertatu da eskaeran',
    network: 'Ezin izan da zerbitzariarekin konektatu. Egiaztatu konexioa eta saiatu berriro.',
  },
  retry: 'Saiatu berriro',
  dialog: { close: 'Itxi', cancel: 'Utzi', moreActions: 'Ekintza gehiago' },
  toastRegion: 'Jakinarazpenak',
  closeToast: 'Itxi jakinarazpena',
  documentTitle: (page) => `${page} · Aurrekontu Parte-hartzaileak`,
} satisfies PortalCatalogue['SHELL_TEXTS']
