import type { PortalCatalogue } from '../portal-catalogue'
import { isAssessmentNotice } from '@domain/notice-kinds'
import { noticeLabel } from '../../notice-kind-labels'

export const NOTICE_TEXTS = {
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
} satisfies PortalCatalogue['NOTICE_TEXTS']
