import { isAssessmentNotice, noticeLabel } from '../../../notice-kinds'
import { yearKo } from './year'
import type { PortalCatalogue } from '../portal-catalogue'

/** Notices: the follow button, /avisos, the profile's channels, the e-mails, the pushes, the unsubscribe page. */
export const EU_NOTICES = {
  NOTICE_KIND_LABELS: { milestone: 'Gauzatzearen aurrerapena' },
  NOTICE_TEXTS: {
    saveFailed: 'Ezin izan da gorde. Saiatu berriro.',
    pageTitle: 'Abisuak',
    pageIntro:
      'Jarraitzen dituzun proposamenen egoera-aldaketak. Proposamen bat jarraitzen duzu bidaltzen duzunean, bozkatzen duzunean edo «Jarraitu» sakatzen duzunean.',
    empty: 'Oraindik ez duzu abisurik. Jarraitzen duzun proposamen baten egoera aldatzen denean, hemen agertuko da.',
    unreadMark: 'Berria',
    noticeLine: (kind) => (isAssessmentNotice(kind) ? `Ebaluazio teknikoa: ${noticeLabel(kind)}` : `Egoera: ${noticeLabel(kind)}`),
    milestoneLine: (phase, progress) => `Mugarri berria: ${phase}, % ${progress} eginda`,
    settingsTitle: 'Abisuak',
    settingsEmail: 'Jarraitzen ditudan proposamenen abisuak posta elektronikoz jaso nahi ditut',
    settingsEmailHint:
      'Jarraitzen duzun proposamen baten egoera aldatzen denean, zure helbide elektronikora idatziko dizugu. Mezu bakoitzean baja eman dezakezu.',
    settingsSaved: 'Abisuen hobespenak gorde dira',
    settingsLoading: 'Zure abisu-hobespenak kargatzen…',
    settingsLoadFailed: 'Ezin izan dira zure abisu-hobespenak kargatu.',
    pushEnable: 'Aktibatu abisuak gailu honetan',
    pushDisable: 'Desaktibatu abisuak gailu honetan',
    pushEnabled: 'Gailu honek abisuak jasoko ditu.',
    pushDisabled: 'Gailu honek ez du abisu gehiagorik jasoko.',
    pushDenied: 'Nabigatzaileak ez ditu onartzen atari honen abisuak. Nabigatzailearen konfigurazioan alda dezakezu.',
    pushFailed: 'Ezin izan dira abisuak aktibatu gailu honetan. Saiatu berriro geroago.',
    optIn: 'Proposamen honi buruzko abisuak posta elektronikoz jaso nahi ditut',
    optInHint:
      'Mezu elektroniko bat bidaliko dizugu helbidea berresteko: haren esteka sakatu arte ez dizugu beste ezer idatziko. Gero, proposamenaren egoera aldatzen denean bakarrik; mezu bakoitzak baja emateko esteka bat dakar.',
    optInSent: (email) =>
      `Mezu elektroniko bat bidali dizugu helbide honetara abisuak berresteko: ${email}. Sakatu mezuko esteka: ordura arte ez dizugu beste ezer idatziko.`,
  },
  RESULTS_TEXTS: {
    title: 'Aurrekontu Parte-hartzailearen emaitzak',
    intro: 'Barruti eta eremu bakoitzean zenbat proposamen aurkeztu, lehenetsi eta gauzatu diren, eta zenbat boto jaso dituzten.',
    year: 'Urtea',
    allYears: 'Urte guztiak',
    loading: 'Emaitzak kargatzen...',
    failure: 'Ezin izan dira emaitzak kargatu.',
    totalsTitle: 'Zifretan',
    measures: {
      presented: 'Aurkeztuak',
      prioritised: 'Lehenetsiak',
      executed: 'Gauzatuak',
      votes: 'Botoak',
    },
    byDistrict: 'Barrutika',
    byScope: 'Eremuka',
    district: 'Barrutia',
    scope: 'Eremua',
    chartTitle: (measure, group) => `${measure} ${group.toLowerCase()}`,
    tableCaption: (group) => `Zifrak ${group.toLowerCase()}`,
    empty: 'Ez dago proposamenik aldi honetan.',
    topTitle: 'Boto gehien jaso dituzten proposamenak',
    budgetTitle: (year) => `${yearKo(year)} aurrekontua: partida bakoitzaren dirua`,
    budgetIntro: 'Partida bakoitzak zenbat diru duen, hautatutako proposamenek zenbat balio duten eta zenbat geratzen den.',
    budgetMeasures: { amount: 'Zenbatekoa', selected: 'Hautatutakoen kostua', remaining: 'Geratzen dena' },
    budgetChart: 'Zenbatekoa, hautatutakoen kostua eta geratzen dena, partidaka, eurotan',
    budgetCaption: (year) => `${yearKo(year)} aurrekontua partidaka`,
    budgetSelectedTitle: 'Hautatutako proposamenak eta haien kostua',
    budgetNoneSelected: 'Oraindik ez dago hautatutako proposamenik.',
    budgetTotal: 'Guztira',
    openData: 'Datu irekiak',
    openDataText: 'Proposamen guztien eremu publikoak, datu pertsonalik gabe, libreki berrerabiltzeko.',
    csv: 'Deskargatu CSVa',
    json: 'Deskargatu JSONa',
    tableVotes: 'Deskargatu botoak mahaika (CSV)',
  },
} satisfies PortalCatalogue
