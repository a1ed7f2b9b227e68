import type { PortalCatalogue } from '../portal-catalogue'
import { isAssessmentNotice } from '@domain/notice-kinds'
import { noticeLabel } from '../../notice-kind-labels'

export const NOTICE_MESSAGES = {
  emailSubject: (title, kind) => `«${title}» proposamenaren berriak: ${noticeLabel(kind)}`,
  statusChange: (title, kind) =>
    isAssessmentNotice(kind)
      ? `Udal-zerbitzuek «${title}» proposamena ebaluatu dute: ${noticeLabel(kind)}. Txostena proposamenaren orrian dago.`
      : `«${title}» proposamenaren egoera aldatu da. Egoera berria: ${noticeLabel(kind)}.`,
  milestoneSubject: (title, phase) => `«${title}» proposamenaren aurrerapena: ${phase}`,
  milestoneChange: (title, m) => `«${title}» proposamenak gauzatze-mugarri berri bat du: ${m.phase}, % ${m.progress} eginda.\n\n${m.text}`,
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
} satisfies PortalCatalogue['NOTICE_MESSAGES']
