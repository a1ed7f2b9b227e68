import type { PortalCatalogue } from '../portal-catalogue'

export const CHANNEL_TEXTS = {
  register: {
    title: 'Erregistratu beste bide batetik iritsitako proposamen bat',
    adminLink: 'Erregistratu beste bide batzuetatik jasotako proposamenak',
    back: 'Itzuli panelera',
    posterLink: 'Inprimatu QR kodea duen kartela informazio-mahaietarako',
    intro:
      'Paperean, posta elektronikoz, elkartearen postontzian, Federazioaren bulegoan, 010 zerbitzuan, WhatsApp bidez edo telefonoz iristen diren proposamenetarako. Zain dauden proposamen gisa sartzen dira, jasotze-datarekin.',
    quickMode: 'Kupoiak bizkor sartzea',
    quickModeHint:
      'Teklatua bakarrik: Sartu teklak gordetzen du, kurtsorea izenburura itzultzen da, eta bidea, data eta barrutia gordetzen dira hurrengo kupoirako.',
    channel: 'Jasotze-bidea',
    receivedAt: 'Jasotze-data',
    submitterTitle: 'Aurkezten duenaren datuak (agertzen diren bezala)',
    submitterText: 'Administrazio-taldeak bakarrik ikusten ditu; ez dira inoiz argitaratzen.',
    submitterSurname: 'Abizenak (aukerakoa)',
    submitterPhone: 'Telefonoa (aukerakoa)',
    submitterEmail: 'Helbide elektronikoa (aukerakoa)',
    image: 'Kupoiaren argazkia edo eskaneatzea (aukerakoa)',
    submit: 'Erregistratu proposamena',
    sending: 'Erregistratzen...',
    saved: 'Proposamena erregistratu da',
    savedText: (title) => `«${title}» zain dagoen proposamen gisa sartu da.`,
    failure: 'Ezin izan da proposamena erregistratu',
    sessionTitle: 'Saio honetan erregistratuak',
    sessionCount: (n) => (n === 1 ? 'Proposamen 1 erregistratuta' : `${n} proposamen erregistratuta`),
    sessionEmpty: 'Oraindik ez duzu bat ere erregistratu saio honetan.',
    open: 'Ikusi',
  },
} satisfies PortalCatalogue['CHANNEL_TEXTS']
