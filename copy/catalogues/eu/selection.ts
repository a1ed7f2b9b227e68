import type { PortalCatalogue } from '../portal-catalogue'

export const PB_ERROR_TEXTS = {
  PB_EMPTY: 'Fitxategia hutsik dago.',
  PB_TOO_MANY_LINES: (max) => `Fitxategiak lerro gehiegi ditu (gehienez ${max.toLocaleString('eu-ES')}). Zatitu bozketa eremuka.`,
  PB_CONTROL_CHARACTER: (line) =>
    `${line}. lerroa: kontrol-karaktere bat dago (tabuladorea, eremu baten barruko lerro-jauzia edo ikusten ez den beste bat). Gorde fitxategia UTF-8 testu arrunt gisa, puntu eta komaz bereizita.`,
  PB_FORMULA: (line, text) =>
    `${line}. lerroa: «${text}» eremua =, +, - edo @ ikurraz hasten da eta ez da zenbaki bat. Segurtasunagatik, ez da kalkulu-orrien formularik onartzen.`,
  PB_UNCLOSED_QUOTE: (line) => `${line}. lerroa: komatxo batzuk ireki dira eta ez dira itxi.`,
  PB_NO_META: 'Ez da pabulib fitxategi bat: META atalarekin hasi behar du.',
  PB_NO_BUDGET: 'META atalak ez du aurrekontua adierazten («budget;…» lerroa).',
  PB_BAD_BUDGET: (text) =>
    `«${text}» aurrekontua ez da baliozko zenbatekoa: idatzi kopuru positibo bat, hamartarrak puntuarekin; adibidez, 543715.64.`,
  PB_VOTE_TYPE: (text) => `«${text}» boto mota ezin da hemen kalkulatu: onespen-botoak bakarrik onartzen dira (vote_type;approval).`,
  PB_NO_PROJECTS: 'PROJECTS atala falta da, project_id;cost goiburuarekin.',
  PB_NO_VOTES: 'VOTES atala falta da, voter_id;vote goiburuarekin eta gutxienez boto-txartel batekin.',
  PB_SECTION_ORDER: (line, section) =>
    `${line}. lerroa: ${section} atala ordenaz kanpo edo errepikatuta agertzen da (ordena hau da: META, PROJECTS, VOTES).`,
  PB_ROW_LENGTH: (line, found, expected) => `${line}. lerroa: ${found} eremu ditu, eta bere ataleko goiburuak ${expected} ditu.`,
  PB_BAD_COST: (line, id, text) =>
    `${line}. lerroa: «${id}» proiektuaren «${text}» kostua ez da baliozkoa: zero edo handiagoa den zenbaki bat izan behar du.`,
  PB_BAD_PROJECT_ID: (line) => `${line}. lerroa: proiektuaren identifikatzailea hutsik dago edo koma bat du.`,
  PB_DUPLICATE_PROJECT: (line, id) => `${line}. lerroa: «${id}» proiektua bi aldiz agertzen da PROJECTS atalean.`,
  PB_DUPLICATE_VOTER: (line, id) => `${line}. lerroa: «${id}» boto-emailea bi aldiz agertzen da VOTES atalean.`,
  PB_UNKNOWN_PROJECT: (line, voter, id) =>
    `${line}. lerroa: «${voter}» boto-emailearen txartelak «${id}» proiektua dakar, eta hura ez dago PROJECTS atalean.`,
  PB_REPEATED_VOTE: (line, voter, id) => `${line}. lerroa: «${voter}» boto-emailearen txartelak bi aldiz dakar «${id}» proiektua.`,
  PB_LINE_TOO_LONG: (line, max) => `${line}. lerroa: luzeegia da (gehienez ${max.toLocaleString('eu-ES')} karaktere lerroko).`,
  PB_TOO_MANY_PROJECTS: (found, max) =>
    `Bozketak ${found.toLocaleString('eu-ES')} proiektu ditu, eta gehienez ${max.toLocaleString('eu-ES')} izan daitezke. Banatu bozketa eremuka.`,
  PB_TOO_MUCH_WORK: (voters, projects, max) =>
    `Bozketa handiegia da hemen kalkulatzeko: ${voters.toLocaleString('eu-ES')} bozkatzaile bider ${projects.toLocaleString('eu-ES')} proiektuk ${max.toLocaleString('eu-ES')} gehienekoa gainditzen du. Banatu bozketa eremuka.`,
  PB_BUDGET_LIMIT: (text) => `«${text}» aurrekontuak kalkula daitekeena gainditzen du: gehienez 1.000.000.000.000 eta bi hamartar.`,
  PB_COST_LIMIT: (line, id, text) =>
    `${line}. lerroa: «${id}» proiektuaren «${text}» kostuak kalkula daitekeena gainditzen du: gehienez 1.000.000.000.000 eta bi hamartar.`,
} satisfies PortalCatalogue['PB_ERROR_TEXTS']

export const LAB_TEXTS = {
  tab: 'Laborategia',
  title: 'Hautaketa-arauen laborategia',
  intro:
    'Igo bozketa bat pabulib formatuan (.pb): aurreko urte batekoa edo beste hiri batekoa. Arau bakoitzarekin zein proiektu aterako liratekeen eta zenbat kostatuko liratekeen ikusiko duzu. Ez da atariko ezer aldatzen; emaitza astebetez gordetzen da.',
  fileLabel: 'Bozketaren fitxategia (.pb)',
  fileHint:
    'UTF-8 testua, META, PROJECTS eta VOTES atalekin, gehienez 10 MB. pabulib.org eta equalshares.net webguneek argitaratzen dituzte.',
  submit: 'Kalkulatu bi arauak',
  computing: 'Kalkulatzen...',
  progressLabel: 'Kalkuluaren aurrerapena',
  fileMissing: 'Aukeratu .pb fitxategi bat kalkulatzeko.',
  summaryTitle: 'Bozketa',
  summary: (budget, voters, projects) =>
    `Aurrekontua: ${budget}; ${voters.toLocaleString('eu-ES')} boto-emaile eta ${projects.toLocaleString('eu-ES')} proiektu.`,
  greedyExplained:
    'Boto gehien dituzten proiektuak lehenengo; bakoitza sartzen da geratzen den diruan kabitzen bada, eta, kabitzen ez bada, hurrengoa probatzen da.',
  equalSharesExplained: (share) =>
    `Dirua zati berdinetan banatzen da boto-emaileen artean: ${share} pertsonako (aurrekontua zati boto-emaileak, banan-banan igota hautaketa aurrekontuan kabitzen den bitartean). Proiektu bat sartzen da haren boto-emaileek guztien artean ordain dezaketenean; lehenengo, babes eraginkor gehien duena.`,
  selectedCount: (count) => (count === 1 ? 'Proiektu 1 hautatuta' : `${count} proiektu hautatuta`),
  spent: (cost, left) => `Kostua: ${cost}; esleitu gabe geratzen dena: ${left}.`,
  columns: {
    project: 'Proiektua',
    votes: 'Botoak',
    cost: 'Kostua',
    effectiveVotes: 'Babes eraginkorrak',
    share: 'Ordainketa boto-emaileko',
  },
  effectiveVotesHint:
    'Babes eraginkorrak: kostua zati boto-emaile bakoitzak ordaindu zuen gehienezkoa; zati berdinetan ordaindu zuten boto-emaileen kopuruaren baliokidea da.',
  onlyGreedy: '«Babesen gehiengoa» arauarekin bakarrik',
  onlyEqualShares: '«Banaketa ekitatiboa» arauarekin bakarrik',
  noDifference: 'Bi arauek proiektu berberak hautatzen dituzte.',
  none: 'Bat ere ez.',
  comparisonTitle: 'Nork irabazten duen',
  comparison: (greedy, equalShares, equal) =>
    `${greedy.toLocaleString('eu-ES')} boto-emailek beren proiektu gehiago dituzte hautatuta «Babesen gehiengoa» arauarekin, ${equalShares.toLocaleString('eu-ES')} boto-emailek «Banaketa ekitatiboa» arauarekin, eta ${equal.toLocaleString('eu-ES')} boto-emailek proiektu berberak bi arauekin.`,
  comparisonVerdict: (rule) => `Wieliczkak erabili zuen konparazio-urratsarekin, «${rule}» araua aukeratuko litzateke.`,
  workLimit:
    'Kalkuluak laborategiaren lan-muga gainditzen du eta gelditu egin da. Ez da emaitzarik erakusten, erdizka egindako bat ez litzatekeelako arauarena. Saiatu bozketa txikiago batekin edo banatu eremuka.',
  jobFailed: 'Ezin izan da bozketa hau kalkulatu. Igo berriro fitxategia.',
  unnamed: (id) => `${id} proiektua`,
} satisfies PortalCatalogue['LAB_TEXTS']

export const HEADING_JOB_TEXTS = {
  computing: 'Barruti honek boto asko ditu: hautaketa bereizita kalkulatzen da, eta prest dagoenean agertuko da hemen.',
  progressLabel: 'Hautaketaren kalkuluaren aurrerapena',
  electionChanged:
    'Barrutiko botoak edo proposamenak aldatu egin dira hautaketa kalkulatzen zen bitartean: berriro kalkulatzen da eskatzean.',
  jobFailed: 'Ezin izan da barruti honetako hautaketa kalkulatu. Saiatu berriro ordu erdi barru.',
  notPreviewed:
    'Barruti honetako hautaketa aurrebistan kalkulatu zen bezala berresten da, eta ez dago oraingo datuekin kalkulaturikorik: itzuli aurrebistara eta itxaron emaitzari.',
} satisfies PortalCatalogue['HEADING_JOB_TEXTS']
