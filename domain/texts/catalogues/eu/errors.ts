import type { PortalCatalogue } from '../portal-catalogue'
import { EU_CORE } from './core'

// Read through the core, which a screen's part always comes after: the refusals then travel once, in the core's chunk.
const { CENSUS_REFUSALS } = EU_CORE

/** Errors and refusals: the error contract's codes, the Worker's precise messages, the census' refusals. */
export const EU_ERRORS = {
  ERROR_TEXTS: {
    AUTH_REQUIRED: 'Saioa hasi behar duzu hori egiteko.',
    FORBIDDEN: 'Ez duzu hori egiteko baimenik.',
    DUPLICATE_VOTE: 'Dagoeneko bozkatu duzu proposamen hau',
    EMAIL_NOT_VERIFIED:
      'Bozkatzeko, zure helbide elektronikoa berretsi behar duzu. Ireki izena ematean bidali genizun mezuko esteka, edo eskatu beste bat.',
    VOTING_DISABLED: 'Ez da zure botoa erregistratu. Bozketak desgaituta daude edo erregistroa epez kanpo dago.',
    NOT_FOUND: 'Ez da aurkitu bilatzen ari zarena.',
    CONFLICT: 'Datuak aldatu egin dira bitartean. Kargatu berriro eta saiatu berriro.',
    VALIDATION: 'Berrikusi bidalitako datuak: eremu batzuk ez dira baliozkoak.',
    PAYLOAD_TOO_LARGE: 'Fitxategia handiegia da. Gehienez 10MB onartzen dira.',
    UNSUPPORTED_MEDIA_TYPE: 'Mesedez, hautatu baliozko irudi-fitxategi bat',
    RATE_LIMITED: 'Eskaera gehiegi egin dituzu jarraian. Itxaron une bat eta saiatu berriro.',
    INVALID_DOCUMENT: CENSUS_REFUSALS.INVALID_DOCUMENT,
    NOT_IN_CENSUS: CENSUS_REFUSALS.NOT_IN_CENSUS,
    CENSUS_RECORD_TAKEN: CENSUS_REFUSALS.CENSUS_RECORD_TAKEN,
    TOO_YOUNG: CENSUS_REFUSALS.TOO_YOUNG,
    TOO_MANY_ATTEMPTS: CENSUS_REFUSALS.TOO_MANY_ATTEMPTS,
    RESIDENCE_REQUIRED: CENSUS_REFUSALS.RESIDENCE_REQUIRED,
    OTHER_DISTRICT: CENSUS_REFUSALS.OTHER_DISTRICT,
    CENSUS_UNAVAILABLE: CENSUS_REFUSALS.keyMissing,
    SELECTION_TOO_LARGE:
      'Barruti honetako hautaketak atariak eskaera batean egin dezakeen kalkulua gainditzen du. Ez da emaitzarik erakusten, eta ezin da berretsi.',
    TABLE_CODE_INVALID:
      'Mahai-kode hori ez dago edo jada ez du balio. Egiaztatu ondo idatzi duzula (8 letra eta zenbaki) edo eskatu berri bat Udalari.',
    TABLE_CLOSED: 'Mahai hau itxita dago edo bere ordutegia amaitu da: ez du gailu edo txartel gehiagorik onartzen.',
    TABLE_REVOKED: 'Udalak mahai hau edo gailu hau baliogabetu du: bere txartelak ez dira gehiago zenbatzen.',
    TABLE_OUTSIDE_SUPPORT: 'Mahaia proposamenei babesa emateko epea irekita dagoen bitartean egin behar da.',
    INTERNAL: 'Errore bat gertatu da zerbitzarian. Mesedez, saiatu berriro geroago.',
    IDENTITY_UNAVAILABLE: 'Une honetan ezin dugu zure saioa egiaztatu. Saioa hasita duzu oraindik: saiatu berriro minutu batzuk barru.',
  },
  CENSUS_ERRORS: {
    ...CENSUS_REFUSALS,
    CENSUS_VOTING_OFF: 'Konturik gabeko bozketa ez dago aktibatuta.',
    alreadyVerified: 'Zure kontua erroldatutako beste pertsona gisa egiaztatuta dago jada.',
    receiptNotFound: 'Ez dago kode hori duen botorik. Egiaztatu ondo idatzi duzula (8 letra eta zenbaki).',
    NO_CENSUS: 'Oraindik ez da udal-errolda inportatu.',
    birthDateFuture: 'Jaiotze-data ezin da gaur baino geroagokoa izan.',
    birthDateInvalid: 'Idatzi baliozko jaiotze-data bat.',
    fileMissing: 'Aukeratu erroldaren CSV fitxategia.',
    fileEmpty: 'Fitxategia hutsik dago.',
    fileTooLarge: (mb) => `Fitxategia handiegia da: erroldak gehienez ${mb} MB onartzen ditu.`,
    importRunning: 'Erroldaren inportazio bat egiten ari da jada: itxaron amaitu arte.',
    noValidRows: 'Fitxategiak ez du baliozko lerrorik: errolda aktiboa ez da aldatzen.',
    proposalIds: 'Aukeratu 1 eta 500 proposamen artean.',
    censusChannelsNeedResidents:
      'Erroldarekiko botoak (mahaian, paperean, telefonoz, WhatsAppez edo konturik gabe) «Erroldatutako pertsonek bakarrik bozkatzen dute» Konfigurazioan aktibatuta dagoenean bakarrik erregistratzen dira: bestela, pertsona berak egiaztatu gabeko kontu batekin eta berriro bere agiriarekin bozka lezake.',
    censusVotingNeedsResidents:
      '«Bozkatu konturik gabe» aukerak «Erroldatutako pertsonek bakarrik bozkatzen dute» (edo «Bere barrutian bakarrik») behar du: bestela, pertsona berak egiaztatu gabeko kontu batekin eta berriro konturik gabe bere agiriarekin bozka lezake. Aktibatu lehenago arau hori, edo desaktibatu lehenago «Bozkatu konturik gabe».',
    censusVoteMiss:
      'Ezin dugu boto hau datu hauekin zenbatu. Berrikusi agiria eta jaiotze-data: gutxieneko adina duten erroldatutako pertsonek bozkatzen dute konturik gabe, Udalak irekitzen dizkien proposamenetan.',
    notVerified: 'Kontu hau ez dago erroldatutako pertsona gisa egiaztatuta.',
    unbindReason: 'Idatzi arrazoia (5 eta 500 karaktere artean).',
    channel: 'Aukeratu bidea: papera, telefonoa, WhatsApp edo auzo-mahaia.',
    minAge: 'Bozkatzeko gutxieneko adinak 0 eta 18 arteko zenbaki osoa izan behar du.',
    unreadable: 'Ezin izan da fitxategia irakurri: igo ezazu berriro.',
  },
  VOTE_CHANNEL_LABELS: {
    web: 'Weba (kontuarekin)',
    census: 'Konturik gabe (errolda)',
    paper: 'Papera',
    phone: 'Telefonoa',
    whatsapp: 'WhatsApp',
    table: 'Auzo-mahaia',
  },
  CENSUS_UI_TEXTS: {
    document: 'NANa edo AIZa',
    documentHint: 'Letrarekin. Zuriuneekin edo marratxoekin idatz dezakezu.',
    birthDate: 'Jaiotze-data',
    verifyTitle: 'Egiaztatu erroldatuta nagoela',
    verifyText:
      'Zure dokumentua eta jaiotze-data udal-erroldarekin egiaztatzen ditugu. Ez dugu zure dokumentua gordetzen: zure kontua erroldatutako pertsona batena dela eta zein barrutitan dagoen baino ez.',
    verify: 'Egiaztatu',
    verifying: 'Egiaztatzen…',
    verified: (district) => `Barruti honetan zaude erroldatuta: ${district}. Zure botoak auzokide gisa balio du.`,
    verifiedToast: 'Erroldatzea egiaztatu da',
    verifyFailed: 'Ezin izan da erroldatzea egiaztatu',
    adminVerify: 'Egiaztatu erroldatzea',
    adminVerifyTitle: (name) => `Egiaztatu pertsona honen erroldatzea: ${name}`,
    adminVerifyText: 'Pertsona aurrean duzula eta haren dokumentua bistan. Historian egiaztatu zenuela gordetzen da, inoiz ez dokumentua.',
    adminVerified: (district) => `Egiaztatua: ${district} barrutian erroldatua.`,
    adminUnbind: 'Kendu egiaztapena',
    adminUnbindTitle: (name) => `${name}(r)en egiaztapena kendu`,
    adminUnbindText:
      'Kontua egiaztatu gabe geratzen da eta erroldako pertsona libre geratzen da beste kontu batekin egiaztatzeko. Dagoeneko zenbatutako botoek behin zenbatzen jarraitzen dute. Historialak arrazoia gordetzen du.',
    unbindReasonLabel: 'Arrazoia',
    adminUnbound: 'Egiaztapena kenduta',
    unbindFailed: 'Ezin izan da egiaztapena kendu',
    verifiedBadge: 'Erroldatua',
    censusVote: 'Bozkatu konturik gabe',
    censusVoteTitle: 'Bozkatu konturik gabe, erroldarekin',
    censusVoteText:
      'Helbide elektronikorik ez dutenentzat: nahikoa da zure dokumentua eta jaiotze-data. Zure botoak behin balio du, beste edozein auzokiderena bezala.',
    censusVoteSend: 'Bozkatu',
    receiptTitle: 'Zure botoak balio du',
    receiptGiven: (code) =>
      `Botoa erregistratu da. Hau da zure egiaztapen-kodea: ${code}. Idatz ezazu, zure botoa Emaitzak atalean egiaztatzeko.`,
    receiptCheckTitle: 'Zure botoak balio du: egiaztatu zure kodea',
    receiptCheckText:
      'Idatzi konturik gabe bozkatzean eman genizun kodea. Zein proposamenetan zenbatu zen esango dizugu; inoiz ez nork bozkatu zuen.',
    receiptCode: 'Egiaztapen-kodea',
    receiptCheck: 'Egiaztatu',
    receiptCounted: 'Zure botoa proposamen hauetan zenbatu zen:',
    rulesTitle: 'Nork bozka dezakeen',
    rulesText: 'Udalaren arauak bozketetarako. Errolda inportatuta egon behar da.',
    residentsOnly: 'Erroldatutako pertsonek bakarrik bozkatzen dute',
    residentsOnlyText:
      'Kontu batek erroldatzea egiaztatu badu bakarrik bozka dezake. Beharrezkoa da mahaian eta paperean botoak erregistratzeko eta «Bozkatu konturik gabe» aukerarako: horrela pertsona bakoitzak behin zenbatzen du, edozein bidetatik.',
    ownDistrictOnly: 'Bere barrutian bakarrik',
    ownDistrictOnlyText: 'Pertsona bakoitzak bere barrutiko eta hiri osoko proposamenak bozkatzen ditu.',
    censusVoting: 'Bozkatu konturik gabe',
    censusVotingText:
      'Posta elektronikorik ez duenak edozein lekutatik bozkatzen du bere agiriarekin eta jaiotze-datarekin, eta egiaztapen-kode bat jasotzen du. Arriskua: beste pertsona baten agiria eta jaiotze-data dakienak haren ordez bozka dezake inork ikusi gabe; mahaietan eta paperean, langileek pertsona aurrean dute. «Erroldatutako pertsonek bakarrik bozkatzen dute» behar du.',
    paperTitle: 'Botoa paperean, telefonoz, WhatsApp bidez edo mahaian',
    paperText: 'Pertsona baten botoa bere dokumentuarekin: errolda, adina eta beste bide batetik bozkatu ez duela egiaztatzen dira.',
    paperProposals: 'Proposamenen zenbakiak (komaz bereizita)',
    paperChannel: 'Bidea',
    paperSend: 'Erregistratu botoa',
    paperCounted: (id) => `#${id} proposamena: botoa zenbatu da.`,
    paperRefused: (id, message) => `#${id} proposamena: ez da zenbatu. ${message}`,
    paperProposalsInvalid: 'Idatzi proposamenen zenbakiak komaz bereizita.',
  },
} satisfies PortalCatalogue
