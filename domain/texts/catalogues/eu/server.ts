import { MAX_IMAGE_SIDE } from '../../../constants'
import { isAssessmentNotice, noticeLabel } from '../../../notice-kinds'
import type { PortalCatalogue } from '../portal-catalogue'
import { ASSESSMENT_COLUMNS, PROPOSAL_COLUMNS } from './columns'

/** What only the Worker writes: the notice e-mails and pushes, its precise refusals, the open data's headings, the app's manifest. */
export const EU_SERVER = {
  NOTICE_MESSAGES: {
    emailSubject: (title, kind) => `«${title}» proposamenaren berriak: ${noticeLabel(kind)}`,
    statusChange: (title, kind) =>
      isAssessmentNotice(kind)
        ? `Udal-zerbitzuek «${title}» proposamena ebaluatu dute: ${noticeLabel(kind)}. Txostena proposamenaren orrian dago.`
        : `«${title}» proposamenaren egoera aldatu da. Egoera berria: ${noticeLabel(kind)}.`,
    milestoneSubject: (title, phase) => `«${title}» proposamenaren aurrerapena: ${phase}`,
    milestoneChange: (title, m) =>
      `«${title}» proposamenak gauzatze-mugarri berri bat du: ${m.phase}, % ${m.progress} eginda.\n\n${m.text}`,
    milestonePushTitle: (phase) => `Proposamen baten aurrerapena: ${phase}`,
    milestonePushBody: (title, progress) => `«${title}»: % ${progress} eginda.`,
    emailBody: (p) =>
      [
        'Kaixo:',
        '',
        p.change,
        '',
        `Hemen ikus dezakezu: ${p.url}`,
        '',
        'Mezu hau jasotzen duzu Aurrekontu Parte-hartzaileko proposamen honi buruzko abisuak eskatu zenituelako.',
        `Posta elektronikoko abisu gehiagorik ez jasotzeko: ${p.unsubscribeUrl}`,
        '',
        'Udala · Aurrekontu Parte-hartzaileak',
      ].join('\n'),
    pushTitle: (kind) => (isAssessmentNotice(kind) ? 'Proposamena ebaluatu da' : `Proposamena ${noticeLabel(kind).toLowerCase()}`),
    pushBody: (title, kind) =>
      isAssessmentNotice(kind)
        ? `«${title}»: ${noticeLabel(kind).toLowerCase()}.`
        : `«${title}» proposamenaren egoera: ${noticeLabel(kind)}.`,
    unsubscribeTitle: 'Eman baja posta elektronikoko abisuetan',
    unsubscribeIntro: (email) => `Helbide honetan ez duzu gehiago jasoko proposamen guztien posta elektronikoko abisurik: ${email}.`,
    unsubscribeButton: 'Eman baja',
    unsubscribeDone: 'Eginda: ez dizugu posta elektronikoko abisu gehiagorik bidaliko helbide honetara.',
    unsubscribeAlready: 'Helbide honek baja emanda zuen jada posta elektronikoko abisuetan.',
    unsubscribeUnknown: 'Baja emateko esteka hau ez da baliozkoa edo ez dago jada.',
    unsubscribeBack: 'Itzuli atarira',
    confirmSubject: (title) => `Berretsi «${title}» proposamenaren abisuak`,
    confirmBody: (p) =>
      [
        'Kaixo:',
        '',
        `«${p.title}» proposamena aurkeztu da Aurrekontu Parte-hartzaileetan helbide elektroniko honekin, eta proposamenari buruzko abisuak posta elektronikoz jasotzeko eskatu da.`,
        '',
        `Abisuak jasotzeko, berretsi zure helbidea esteka honetan: ${p.url}`,
        '',
        'Zu izan ez bazara, ez egin ezer: ez dizugu gehiago idatziko proposamen honi buruz.',
        '',
        'Udala · Aurrekontu Parte-hartzaileak',
      ].join('\n'),
    confirmTitle: 'Berretsi posta elektronikoko abisuak',
    confirmIntro: (email, title) => `«${title}» proposamenaren posta elektronikoko abisuak helbide honetan jasoko dituzu: ${email}.`,
    confirmButton: 'Berretsi abisuak',
    confirmDone: (title) => `Eginda: posta elektronikoz abisatuko dizugu «${title}» proposamena aldatzen denean.`,
    confirmAlready: 'Helbide hau berretsita zegoen jada proposamen honen abisuetarako.',
    confirmUnknown: 'Berresteko esteka hau ez da baliozkoa edo ez dago jada.',
  },
  SERVER_TEXTS: {
    adminOnly: 'Ez duzu administratzaile-baimenik.',
    signInAsAdmin: 'Administratzaile gisa hasi behar duzu saioa.',
    invalidToken: 'Zure saioa ez da baliozkoa edo iraungi egin da. Hasi saioa berriro.',
    ownProfileOnly: 'Zure profila bakarrik alda dezakezu.',
    accountBlocked: 'Atariko moderazioak kontu hau ezabatu zuen, eta ezin da berriro sartu.',
    accountErased:
      'Kontu honen datuak titularrak eskatuta ezabatu ziren. Berriro parte hartzeko, itxi saioa eta sartu berriro: kontu berri bat izango duzu.',
    cannotRevokeSelf: 'Ezin diozu zeure buruari administratzaile-rola kendu.',
    cannotDeleteSelf: 'Ezin duzu zure administratzaile-kontua ezabatu.',
    notFoundApi: 'APIaren helbide hori ez dago.',
    proposalNotFound: 'Ez da proposamena aurkitu',
    userNotFound: 'Ez da erabiltzailea aurkitu',
    blockNotFound: 'Identitate hori ez dago blokeatuta: baliteke beste norbaitek desblokeatu izana jada.',
    consentNotFound: 'Ez da cookie-hobespenen erregistroa aurkitu.',
    submissionsClosed: 'Epea itxi da, eta proposamen berriak bidaltzeko aukera desgaituta dago datorren urtera arte.',
    votingNotPending: 'Oraindik lehenetsi ez diren proposamen aurkeztuak bakarrik bozka daitezke.',
    invalidId: 'Identifikatzailea ez da baliozkoa.',
    malformedJson: 'Eskaeraren gorputza ez da baliozko JSON bat.',
    jsonTooLarge: 'Bidalitako datuak handiegiak dira.',
    malformedForm: 'Bidalitako formularioa hondatuta edo osatu gabe dago. Bidali berriro.',
    wrongContentType: 'Eskaeraren eduki mota ez da espero zena.',
    imageType: 'Mesedez, hautatu baliozko irudi-fitxategi bat',
    imageEmpty: 'Irudia hutsik dago.',
    imageTooWide: `Irudiaren alde batek ${MAX_IMAGE_SIDE} pixel baino gehiago ditu. Aukeratu argazki txikiago bat.`,
    imageUnreadable: 'Irudia hondatuta dago: ezin da haren tamaina irakurri.',
    emailMismatch: 'Helbide elektronikoa ez dator bat zure sarbide-kontuarenarekin.',
    tokenEmailMissing: 'Zure sarbide-kontuak ez du helbide elektroniko egiaztagarririk.',
    idempotencyKey: 'Idempotency-Key goiburua ez da baliozkoa.',
    milestoneNotFound: 'Ez da mugarria aurkitu',
    phaseInUse: (phase, count) =>
      `«${phase}» fasea ${count === 1 ? 'mugarri batek erabiltzen du' : `${count} mugarrik erabiltzen dute`}: aldatu haien fasea hura kendu aurretik. Ez da ezer aldatu.`,
    phasesStale:
      'Faseen zerrenda aldatu egin da editatzen ari zinen bitartean: kargatu berriro orria eta saiatu berriro. Ez da ezer aldatu.',
    phaseNameRequired: (language) =>
      `Idatzi fase honen izena hizkuntza honetan (${language}): ataria hizkuntza horretan ere eskaintzen da.`,
    phaseNamesMissing: (language, phases) =>
      `Hizkuntza hau (${language}) gaitzeko, idatzi «Gauzatzearen faseak» atalean fase hauen izena hizkuntza horretan: ${phases}. Ez da ezer aldatu.`,
    notApproved: 'Lehenetsitako edo gauzatutako proposamenen gauzatzearen jarraipena bakarrik egin daiteke.',
    milestoneBeforeApproval: (day) => `Data ezin da lehenetsi zen data (${day}) baino lehenagokoa izan.`,
    milestoneAfterToday: (day) => `Data ezin da gaur (${day}) baino geroagokoa izan: mugarri batek dagoeneko gertatu dena kontatzen du.`,
    progressBack: (floor) =>
      `Aurrerapena ezin da argitaratutakoa (% ${floor}) baino txikiagoa izan arrazoirik gabe: azaldu zergatik egiten duen atzera.`,
    configFixed: (removed) =>
      removed === 0
        ? 'Sistemaren konfigurazioa bakarra zen jada: ez zegoen konpontzeko bikoizturik.'
        : `${removed} konfigurazio bikoiztu ezabatu dira.`,
  },
  MANIFEST_TEXTS: {
    name: 'Aurrekontu Parte-hartzaileak',
    shortName: 'Aurrekontuak',
    description:
      'Hiriko Aurrekontu Parte-hartzailea: bidali proposamenak zure barrutirako, bozkatu zure auzokideenak eta egin haien gauzatzearen jarraipena, baita konexiorik gabe ere.',
    screenshots: { narrow: 'Auzokideen proposamenak mugikorrean', wide: 'Aurrekontu parte-hartzaileen ataria' },
  },
  OPEN_DATA_TEXTS: {
    header: [...PROPOSAL_COLUMNS, 'Lehenetsi zen data', 'Gauzatze-data', 'Bidea', ...ASSESSMENT_COLUMNS, 'Aurrekontuaren urtea'],
    fileName: (ext) => `proposamenak-datu-irekiak.${ext}`,
  },
} satisfies PortalCatalogue
