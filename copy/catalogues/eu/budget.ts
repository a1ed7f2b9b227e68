import type { PortalCatalogue } from '../portal-catalogue'
import { BUDGET_LABELS } from './budget-labels'
import { yearKo } from './year'

const whole = (heading: string, city: string) => (heading === 'Todos' ? city : heading)

export const BUDGET_TEXTS = {
  ...BUDGET_LABELS,
  admin: {
    budgetTitle: 'Aurrekontu parte-hartzailea',
    budgetText: (year) =>
      `${yearKo(year)} zikloaren dirua: udalaren inbertsio-aurrekontua, auzokideek erabakitzen duten zatia eta barruti bakoitzaren eta hiri osoaren zenbatekoa. Eurotan, zentimorik gabe.`,
    investmentBudget: 'Udalaren inbertsio-aurrekontua (€)',
    sharePercent: 'Parte-hartze zatia (%)',
    headingsLegend: 'Barruti bakoitzaren zenbatekoa (€)',
    headingLabel: (heading) => (heading === 'Todos' ? 'Hiri osoa (€)' : `${heading} (€)`),
    amountHint: 'Eurotan, zentimorik gabe: 45000 edo 45.000',
    toDistribute: 'Banatzeko',
    assigned: 'Esleitua',
    unassigned: 'Esleitu gabe',
    overAssigned: 'Gehiegi esleitua',
    committed: 'Hautaketatik kanpo lehenetsia jada',
    saveBudget: 'Gorde aurrekontua',
    budgetSaved: 'Aurrekontua gorde da',
    budgetFailed: 'Ezin izan da aurrekontua gorde',
    feasibilityColumn: 'Bideragarritasuna',
    assess: 'Ebaluatu',
    assessTitle: (title) => `«${title}» proposamenaren ebaluazio teknikoa`,
    assessIntro: 'Ebazpena, kostua eta txostena publikoak dira; zerbitzu arduraduna panel honetan bakarrik ikusten da.',
    feasibilityField: 'Bideragarritasuna',
    costField: 'Kostu zenbatetsia (€)',
    costHint: 'Derrigorrezkoa, bideragarria bada. Eurotan, zentimorik gabe: 45000 edo 45.000',
    serviceField: 'Zerbitzu arduraduna (ez da argitaratzen)',
    reportField: 'Txosten publikoa',
    reasonField: 'Bideragarria ez izatearen arrazoi publikoa',
    reportHint: 'Auzokideek proposamenaren orrian irakurriko dute.',
    assessmentSaved: 'Ebaluazioa gorde da',
    assessmentFailed: 'Ezin izan da ebaluazioa gorde',
    tab: 'Hautaketa',
    selectionIntro:
      'Aukeratu Udalak zein araurekin erabakitzen duen zein proposamen sartzen diren barruti bakoitzaren diruan. Aurkeztutako proposamen bideragarriak eta kostua dutenak bakarrik zenbatzen dira.',
    heading: 'Barrutia',
    rule: 'Araua',
    ruleHint: {
      greedy: 'Babes gehien dituztenak lehenengo; bat geratzen denean kabitzen ez bada, saltatu egiten da eta hurrengoa probatzen da.',
      'equal-shares':
        'Dirua zati berdinetan banatzen da bozkatu zutenen artean; proposamen bat sartzen da haren babesleek beren zatiarekin ordain dezaketenean.',
    },
    comparisonLabel: 'Konparazio-urratsa',
    comparison: 'Wieliczkan bezala: «Babesen gehiengoa» arauarekin auzokide gehiagok irabazten badute, emaitza hori hartzen da.',
    amount: 'Zenbatekoa',
    selectedTotal: 'Hautatua',
    left: 'Geratzen dena',
    caption: (heading, rule) => `${heading}: hautaketa «${rule}» arauarekin`,
    colProposal: 'Proposamena',
    colVotes: 'Babesak',
    colCost: 'Kostua',
    colRunning: 'Metatua',
    colFits: 'Sartzen da?',
    colWho: 'Nork ordaintzen duen',
    colBoard: 'Batzarra',
    fits: 'Sartzen da',
    doesNotFit: 'Ez da sartzen',
    excludedMark: 'Batzarrak kendua',
    includedMark: 'Batzarrak gehitua',
    takeOut: 'Kendu',
    putIn: 'Gehitu',
    takeOutLabel: (title) => `Kendu «${title}» hautaketatik`,
    putInLabel: (title) => `Gehitu «${title}» hautaketara`,
    undoChange: 'Desegin aldaketa',
    undoChangeLabel: (title) => `Desegin aldaketa: «${title}» proposamena`,
    reason: 'Arrazoi publikoa',
    reasonLabel: (title) => `«${title}» proposamenaren aldaketaren arrazoi publikoa`,
    reasonNeeded: 'Aldaketa bakoitzak bere arrazoi publikoa behar du (gutxienez 3 karaktere).',
    paidBy: (payments, effective) => {
      const parts = Array.from(payments, (p, i) =>
        i === 0
          ? p.voters === 1
            ? `Auzokide batek ${p.amount} jartzen du`
            : `${p.voters} auzokidek ${p.amount} jartzen dute bakoitzak`
          : p.voters === 1
            ? `Batek ${p.amount} jartzen du, geratzen zitzaion guztia`
            : `${p.voters} auzokidek ${p.amount} jartzen dute, geratzen zitzaien guztia`,
      )
      return `${parts.join('; ')}. Boto eraginkorrak: ${effective}.`
    },
    outcomeGreedy: 'Konparazio-urratsarekin, auzokide gehiagok irabazten dute «Babesen gehiengoa» arauarekin: emaitza hori hartzen da.',
    otherTitle: (rule) => `«${rule}» arauarekin hauek sartuko lirateke`,
    gains: 'Arau honekin sartzen dira, eta ez bestearekin',
    loses: 'Arau honekin kanpoan geratzen dira, eta bestearekin sartuko lirateke',
    sameSelection: 'Bi arauek proposamen berberak hautatzen dituzte.',
    votersCompared: (v) =>
      `${v.preferGreedy} auzokidek beren proposamen gehiago dituzte «Babesen gehiengoa» arauarekin, ${v.preferEqualShares} auzokidek «Banaketa ekitatiboa» arauarekin, eta ${v.equal} auzokidek berberak.`,
    none: 'Bat ere ez',
    confirm: 'Berretsi hautaketa',
    confirmTitle: (heading) => `${heading}: hautaketa berretsi nahi duzu?`,
    confirmText: (count, cost, left) =>
      `${count === 1 ? 'Proposamen 1 lehenetsiko da' : `${count} proposamen lehenetsiko dira`}, guztira ${cost}, eta hau geratuko da: ${left}. Haien jarraitzaileek abisu bat jasoko dute. Barruti baten hautaketa behin bakarrik berresten da.`,
    selectionConfirmed: 'Hautaketa berretsi da: proposamenak lehenetsita daude',
    selectionFailed: 'Ezin izan da hautaketa berretsi',
    confirmedOn: (date, rule) => `Hautaketa berretsi zen (${date}), «${rule}» arauarekin.`,
    loading: 'Hautaketa kalkulatzen…',
  },
  budgetNotFound: (year) => `Ez dago aurrekontu parte-hartzailerik erregistratuta urte honetarako: ${year}.`,
  actaNotFound: (year) => `Ez dago hautaketa berretsirik ${year}. urtean: akta barruti bakoitzarena berrestean argitaratzen da.`,
  nothingAssessed: (heading) =>
    `${whole(heading, 'Hiri osoa')}: ez dago aurkeztutako proposamen bideragarririk kostu zenbatetsiarekin; ebaluatu itzazu hautatu aurretik.`,
  noMoney: (heading) => `${whole(heading, 'Hiri osoa')}: ez du zenbatekorik esleituta aurtengo aurrekontuan.`,
  allCommitted: (heading) =>
    `${whole(heading, 'Hiri osoa')}: dagoeneko lehenetsitako proposamenek aurtengo zenbateko osoa hartzen dute; ez da hautatzeko dirurik geratzen.`,
  alreadyConfirmed: 'Barruti honen hautaketa berretsi zen jada; ez da ezer aldatu.',
  changeNotCandidate: (id) => `#${id} proposamena ez da barruti honetako proposamen aurkeztu, bideragarri eta kostuduna.`,
  includedOverAmount: 'Batzarrak gehitzen duenak barruti honen zenbatekoa baino gehiago balio du.',
  selectionTooLarge: (heading) =>
    `${whole(heading, 'Hiri osoa')}: hautaketak atariak eskaera batean egin dezakeena baino kalkulu gehiago behar du. Ez da emaitzarik erakusten, erdizka egindakoa ez litzatekeelako arauaren emaitza, eta ezin da berretsi. Ez da ezer aldatu.`,
  headingNotFound: 'Barruti hori ez dago. Fitxategiak hauek dira: Norte, Sur, Este, Oeste, Centro eta Todos.',
  pbDescription: (year, heading) => `${yearKo(year)} Aurrekontu Parte-hartzailea: ${heading}`,
  pbFileName: (year, district) => `aurrekontu-parte-hartzailea-${year}-${district}.pb`,
  electionClosedOnly: 'Bozketaren fitxategia bozketak ixten direnean argitaratzen da.',
} satisfies PortalCatalogue['BUDGET_TEXTS']

export const BUDGET_VALIDATION = {
  investmentBudget: 'Adierazi inbertsio-aurrekontua euro osotan, zentimorik eta ikurrik gabe',
  sharePercent: 'Adierazi ehunekoa 0 eta 100 arteko zenbaki oso gisa',
  headingAmount: (heading) => `Adierazi zenbatekoa (${whole(heading, 'hiri osoa')}) euro osotan, zentimorik eta ikurrik gabe`,
  headings: 'Adierazi barruti bakoitzaren eta hiri osoaren zenbatekoa',
  headingsOverShare: 'Barrutien eta hiri osoaren zenbatekoek aurrekontuaren parte-hartze zatia baino gehiago egiten dute',
  feasibility: 'Adierazi proposamena bideragarria den, ez den bideragarria edo ebaluatzeko zain dagoen',
  estimatedCost: 'Adierazi kostu zenbatetsia euro osotan, zentimorik eta ikurrik gabe',
  costRequired: 'Proposamen bideragarri batek bere kostu zenbatetsia behar du',
  costOverBudget: (budget) => `Kostu zenbatetsiak ezin du inbertsio-aurrekontu osoa (${budget}) gainditu`,
  reasonRequired: 'Azaldu publikoki zergatik ez den bideragarria',
  service: 'Zerbitzu arduradunak ezin ditu 200 karaktere gainditu',
  assessment: 'Txostenak ezin ditu 5000 karaktere gainditu',
  rule: 'Aukeratu araua: «Babesen gehiengoa» edo «Banaketa ekitatiboa»',
  heading: 'Aukeratu zerrendako barruti bat edo hiri osoa',
  comparison: 'Adierazi konparazio-urratsa aplikatzen den (egia edo gezurra)',
  changeReason: 'Azaldu aldaketa bakoitza 3 eta 500 karaktere arteko arrazoi publiko batekin',
  changes: 'Hautaketaren aldaketek ez dute espero zen formatua',
  changeTwice: 'Proposamen bat ezin da aldi berean kendu eta gehitu',
  belowSelected: (heading) =>
    `Zenbatekoa (${whole(heading, 'hiri osoa')}) ezin da izan haren proposamen lehenetsiek dagoeneko balio dutena baino txikiagoa`,
} satisfies PortalCatalogue['BUDGET_VALIDATION']
