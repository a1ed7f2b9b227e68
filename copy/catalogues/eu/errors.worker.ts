import type { PortalCatalogue } from '../portal-catalogue'
import { MAX_IMAGE_SIDE } from '@domain/constants'

export const SERVER_TEXTS = {
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
  phasesStale: 'Faseen zerrenda aldatu egin da editatzen ari zinen bitartean: kargatu berriro orria eta saiatu berriro. Ez da ezer aldatu.',
  phaseNameRequired: (language) => `Idatzi fase honen izena hizkuntza honetan (${language}): ataria hizkuntza horretan ere eskaintzen da.`,
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
} satisfies PortalCatalogue['SERVER_TEXTS']
