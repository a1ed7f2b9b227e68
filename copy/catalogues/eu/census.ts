import type { PortalCatalogue } from '../portal-catalogue'
// Read from the first visit's part, which a screen's part always comes after: the refusals then travel once.
import { CENSUS_REFUSALS } from './census-refusals'

export const CENSUS_ERRORS = {
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
} satisfies PortalCatalogue['CENSUS_ERRORS']

export const VOTE_CHANNEL_LABELS = {
  web: 'Weba (kontuarekin)',
  census: 'Konturik gabe (errolda)',
  paper: 'Papera',
  phone: 'Telefonoa',
  whatsapp: 'WhatsApp',
  table: 'Auzo-mahaia',
} satisfies PortalCatalogue['VOTE_CHANNEL_LABELS']

export const CENSUS_UI_TEXTS = {
  document: 'NANa edo AIZa',
  documentHint: 'Letrarekin. Zuriuneekin edo marratxoekin idatz dezakezu.',
  birthDate: 'Jaiotze-data',
  verifyTitle: 'Egiaztatu erroldatuta nagoela',
  verifyText:
    'Zure dokumentua eta jaiotze-data udal-erroldarekin egiaztatzen ditugu. Ez dugu zure dokumentua gordetzen: zure kontua erroldatutako pertsona batena dela eta zein barrutitan dagoen baino ez.',
  verify: 'Egiaztatu',
  heldVotesMine: (n) =>
    n === 1
      ? 'Zure botoa ez da zenbatuko zure erroldatzea egiaztatu arte: mahaiak eta paperezko botoa daudenetik, pertsona bakoitza behin zenbatzen da. Egiaztatzean, zenbatuko da.'
      : `Zure ${n.toLocaleString('eu-ES')} botoak ez dira zenbatuko zure erroldatzea egiaztatu arte: mahaiak eta paperezko botoa daudenetik, pertsona bakoitza behin zenbatzen da. Egiaztatzean, zenbatuko dira.`,
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
  holdTitle: 'Erroldaren kanalak ireki?',
  holdText:
    'Arau honekin, mahaietan eta paperean botoak erregistra daitezke. Inor bi aldiz zenba ez dadin, egiaztatu gabeko kontuekin ziklo honetan emandako botoak ez dira zenbatuko titularrek beren erroldatzea egiaztatu arte; orduan behin zenbatuko dira.',
  heldVotes: (n) =>
    n === 1
      ? 'Egiaztatu gabeko kontu baten boto 1 ez da zenbatuko titularrak bere erroldatzea egiaztatu arte.'
      : `Egiaztatu gabeko kontuen ${n.toLocaleString('eu-ES')} boto ez dira zenbatuko titularrek beren erroldatzea egiaztatu arte.`,
  heldCounting: 'Egiaztatu gabeko kontuen botoak zenbatzen…',
  holdConfirm: 'Aktibatu araua',
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
} satisfies PortalCatalogue['CENSUS_UI_TEXTS']
