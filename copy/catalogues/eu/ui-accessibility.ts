import type { PortalCatalogue } from '../portal-catalogue'
import {
  type AccessibilityRequestKind,
  ANSWER_WORKING_DAYS,
  MAX_ACCESSIBILITY_ANSWER,
  MAX_ACCESSIBILITY_MESSAGE,
  MAX_ACCESSIBILITY_PAGE,
  MIN_ACCESSIBILITY_MESSAGE,
} from '@domain/accessibility'
import { CONTACT } from '@domain/contact-data'

// Basque declines the noun, not the sentence: the request's name as subject and with the dative ending.
const kindNames: Record<AccessibilityRequestKind, string> = {
  complaint: 'irisgarritasunari buruzko kexa',
  'accessible-version': 'informazio irisgarriaren eskaera',
}
const kindNamesTo: Record<AccessibilityRequestKind, string> = {
  complaint: 'irisgarritasunari buruzko kexari',
  'accessible-version': 'informazio irisgarriaren eskaerari',
}

/** The accessibility statement (the Observatorio's model in Basque), its form, the admin tab and the e-mails. */
export const ACCESSIBILITY_TEXTS = {
  title: 'Irisgarritasun-adierazpena',
  intro:
    'Udalak konpromisoa hartu du Aurrekontu Parte-hartzaileen atari hau irisgarri egiteko, sektore publikoko webguneen eta gailu mugikorretarako aplikazioen irisgarritasunari buruzko irailaren 7ko 1112/2018 Errege Dekretuaren arabera. Adierazpen hau atari honi eta haren aplikazio instalagarriari aplikatzen zaie.',
  statusHeading: 'Betetze-egoera',
  status:
    'Atari hau partzialki dator bat 1112/2018 Errege Dekretuarekin eta UNE-EN 301 549:2022 arauarekin (WCAG 2.1 jarraibideen AA maila jasotzen du), jarraian adierazten diren salbuespenak eta alderdi batzuen betetze-falta direla eta.',
  sections: [
    {
      heading: 'Eduki ez-irisgarria',
      paragraphs: ['Jarraian jasotzen den edukia ez da irisgarria, arrazoi hauengatik:'],
      list: [
        '1112/2018 Errege Dekretuarekin bat ez etortzea: proposamenekin batera doazen argazkiak proposamenaren izenburuarekin bakarrik deskribatzen dira, eta izenburuak ez du beti azaltzen irudiak zer erakusten duen (UNE-EN 301 549 arauaren 9.1.1.1 betekizuna, testua ez den edukia).',
        'Bat ez etortzea: datu irekien fitxategiak (CSV eta JSON) berrerabiltzeko datu gordinak dira; haien edukia proposamenen eta emaitzen orrietan ere irakur daiteke.',
        'Aplikatu beharreko legeriaren eremuan sartzen ez den edukia: auzokideek, elkarteek eta merkatariek beren proposamenekin bidaltzen dituzten testuak eta argazkiak hirugarrenen edukiak dira, Udalak sortzen edo kontrolatzen ez dituenak (3.4.g art.). Idatzi ziren bezala argitaratzen dira, eta ez dira itzultzen.',
        'Neurriz kanpoko zama: ez da alegatzen.',
      ],
    },
    {
      heading: 'Nola ebaluatu den',
      paragraphs: [
        'Ebaluazioa erakundeak berak egindako autoebaluazioa da, atariaren aldaketa bakoitzean proba automatikoekin eta aldian behin eskuzko berrikuspenekin.',
      ],
      list: [
        'Orri publiko bakoitza eta aplikazioaren pantaila bakoitza benetako nabigatzaile batean probatzen da, 390 eta 1280 pixeleko zabaleran, axe-core tresnarekin, WCAG 2.1 A eta AA jarraibideak egiaztatzen dituena; edozein akats zuzentzen da, edozein dela ere haren larritasuna.',
        'Probek inprimakiak teklatuarekin bakarrik betetzen dituzte, eta egiaztatzen dute fokua ikusgai dagoela, ordena logikoa dela eta akatsak eremu bakoitzaren ondoan iragartzen direla.',
        'Errendimendu-probek (Lighthouse) zaintzen dute edukia ez dela lekuz mugitzen kargatzen ari den bitartean.',
      ],
    },
  ],
  preparedHeading: 'Adierazpen hau prestatzea',
  prepared: (day) => `Adierazpen hau egun honetan prestatu zen: ${day}.`,
  manualReview: (day) => `Atariaren irisgarritasunaren azken eskuzko berrikuspena egun honetan egin zen: ${day}.`,
  noManualReview: 'Oraindik ez da eskuzko berrikuspen osorik egin: deskribatutako proba automatikoak baino ez dira aplikatzen.',
  contactHeading: 'Oharrak eta harremanetarako datuak',
  contact: [
    'Atari honen irisgarritasun-betekizunei buruzko edozein komunikazio helaraz diezagukezu: balizko ez-betetze baten berri eman, haren edukira sartzeko beste zailtasun batzuk kontatu, edo hobetzeko edozein kontsulta edo iradokizun egin.',
    `1112/2018 Errege Dekretuaren betekizunak betetzeari buruzko kexa bat aurkez dezakezu, edo eduki bati buruzko informazio irisgarria eskatu (adibidez, dokumentu baten bertsio irisgarria edo argazki baten deskribapena), orri honetako inprimakiaren bidez, posta elektronikoz helbide honetara: ${CONTACT.email}, edo Udalaren Erregistroan.`,
    `Erreferentzia-zenbaki bat emango dizugu, eta gehienez ${ANSWER_WORKING_DAYS} egun balioduneko epean erantzungo dizugu.`,
  ],
  procedureHeading: 'Aplikazio-prozedura',
  procedure: [
    `Zure kexa edo informazio irisgarriaren eskaera ezesten bada, erabakiarekin ados ez bazaude edo erantzunak ez baditu betetzen 1112/2018 Errege Dekretuaren 12.5 artikuluaren betekizunak, erreklamazio bat has dezakezu. Era berean, erreklama dezakezu ${ANSWER_WORKING_DAYS} egun baliodun igarotzen badira erantzunik jaso gabe.`,
    'Erreklamazioa Udalaren Erregistro Orokorrean edo haren egoitza elektronikoan aurkezten da, irisgarritasunaren ardura duen unitateari zuzenduta.',
  ],
  technicalHeading: 'Aukerako edukia',
  technical: [
    'Atariak gehien erabiltzen diren nabigatzaileen egungo bertsioekin eta pantaila-irakurgailuekin funtzionatzen du. HTML, WAI-ARIA, CSS eta JavaScript ditu oinarri; orri publikoak irakur daitezke JavaScript kargatzen ez bada ere.',
  ],
  form: {
    heading: 'Bidali kexa edo eskaera bat',
    intro: '* ikurraz markatutako eremuak derrigorrezkoak dira. Zure helbide elektronikoa zuri erantzuteko baino ez dugu erabiltzen.',
    kind: 'Zer bidali nahi duzu *',
    kinds: {
      complaint: 'Atariaren irisgarritasunari buruzko kexa bat',
      'accessible-version': 'Informazio irisgarriaren eskaera bat (adibidez, eduki baten bertsio irisgarria)',
    },
    name: 'Izena',
    email: 'Zuri erantzuteko helbide elektronikoa *',
    page: 'Zein orri edo edukiri buruzkoa den',
    pageHint: 'Adibidez, orriaren helbidea edo proposamenaren izenburua.',
    message: 'Deskribatu arazoa edo behar duzuna *',
    messageHint: `${MIN_ACCESSIBILITY_MESSAGE} eta ${MAX_ACCESSIBILITY_MESSAGE} karaktere artean.`,
    send: 'Bidali',
    sending: 'Bidaltzen...',
    sent: (reference) => `Zure mezua jaso dugu. Hau da zure erreferentzia-zenbakia: ${reference}.`,
    sentDue: (day) =>
      `Posta elektronikoz erantzungo dizugu, beranduenez egun honetan: ${day}. Erreferentzia hori duen mezu bat ere bidali dizugu.`,
    another: 'Bidali beste mezu bat',
    draftKept: 'Idatzi duzuna gailu honetan gordetzen da bidali arte.',
    offline:
      'Ezin izan da bidali, konexiorik ez dagoelako. Idatzi duzunak hemen jarraitzen du, gailu honetan gordeta: saiatu berriro konexioa duzunean.',
    failed: 'Ezin izan da mezua bidali.',
  },
  validation: {
    kind: 'Aukeratu kexa bat edo informazio irisgarriaren eskaera bat den',
    email: 'Adierazi baliozko helbide elektroniko bat, zuri erantzun ahal izateko',
    messageMin: `Deskribatu arazoa gutxienez ${MIN_ACCESSIBILITY_MESSAGE} karakterez`,
    messageMax: `Mezuak ezin ditu ${MAX_ACCESSIBILITY_MESSAGE} karaktere gainditu`,
    pageMax: `Orriak edo edukiak ezin ditu ${MAX_ACCESSIBILITY_PAGE} karaktere gainditu`,
    nameMax: 'Izenak ezin ditu 100 karaktere gainditu',
    answerMin: 'Idatzi pertsonak jasoko duen erantzuna',
    answerMax: `Erantzunak ezin ditu ${MAX_ACCESSIBILITY_ANSWER} karaktere gainditu`,
    reviewedOn: 'Adierazi etorkizunekoa ez den baliozko data bat',
  },
  admin: {
    tab: 'Irisgarritasuna',
    heading: 'Irisgarritasunari buruzko kexak eta eskaerak',
    intro: `1112/2018 Errege Dekretuak kexa edo eskaera bakoitzari ${ANSWER_WORKING_DAYS} egun balioduneko epean erantzutera behartzen du. Erantzuna posta elektronikoz bidaltzen zaio pertsonari, eta historian geratzen da.`,
    empty: 'Ez dago irisgarritasunari buruzko kexarik edo eskaerarik.',
    loadFailed: 'Ezin izan dira irisgarritasunari buruzko kexak eta eskaerak kargatu.',
    received: (day) => `Jasotze-data: ${day}`,
    due: (day) => `Lege-epea: ${day}`,
    daysLeft: (days) =>
      days > 1
        ? `${days} egun baliodun geratzen dira`
        : days === 1
          ? 'egun baliodun 1 geratzen da'
          : days === 0
            ? 'gaur amaitzen da'
            : 'epea amaitu da',
    open: 'Erantzunaren zain',
    answered: (day) => `Erantzun-data: ${day}`,
    contact: 'Nori erantzun',
    page: 'Orria edo edukia',
    answerLabel: 'Erantzuna',
    answerHint: 'Bere horretan bidaliko zaio pertsonari posta elektronikoz, erreferentziarekin.',
    send: 'Bidali erantzuna',
    sent: 'Erantzuna posta elektronikoz bidali da.',
    failed: 'Ezin izan da erantzuna bidali.',
    alreadyAnswered: 'Eskaera honek badu erantzuna.',
    notFound: 'Irisgarritasunari buruzko eskaera hori ez dago.',
    reviewTitle: 'Irisgarritasun-adierazpena',
    reviewText: 'Atariaren irisgarritasunaren azken eskuzko berrikuspenaren data, irisgarritasun-adierazpenak argitaratzen duena.',
    reviewedOn: 'Azken eskuzko berrikuspena',
    saveReview: 'Gorde data',
    reviewSaved: 'Berrikuspen-data gorde da.',
    reviewFailed: 'Ezin izan da berrikuspen-data gorde.',
  },
  email: {
    receivedSubject: (kind, reference) => `Zure ${kindNames[kind]} jaso dugu (${reference})`,
    receivedBody: (p) =>
      [
        'Kaixo:',
        '',
        `Aurrekontu Parte-hartzaileen atariko zure ${kindNames[p.kind]} jaso dugu, erreferentzia-zenbaki honekin: ${p.reference}.`,
        `Beranduenez egun honetan erantzungo dizugu: ${p.due} (${ANSWER_WORKING_DAYS} egun baliodun, 1112/2018 Errege Dekretua).`,
        '',
        'Zure pribatutasuna babesteko, mezu honek ez du zure mezua errepikatzen. Zuk bidali ez baduzu, ez egin kasurik.',
        '',
        'Udala · Aurrekontu Parte-hartzaileak',
      ].join('\n'),
    answerSubject: (kind, reference) => `Zure ${kindNamesTo[kind]} erantzuna (${reference})`,
    answerBody: (p) =>
      [
        'Kaixo:',
        '',
        `Hau da ${p.reference} erreferentzia duen zure mezuari emandako erantzuna:`,
        '',
        p.answer,
        '',
        'Erantzunarekin ados ez bazaude, erreklamazio bat aurkez dezakezu Udalaren Erregistro Orokorrean (1112/2018 Errege Dekretua, 13. art.).',
        '',
        'Udala · Aurrekontu Parte-hartzaileak',
      ].join('\n'),
  },
} satisfies PortalCatalogue['ACCESSIBILITY_TEXTS']
