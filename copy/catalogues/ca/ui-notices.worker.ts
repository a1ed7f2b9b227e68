import type { PortalCatalogue } from '../portal-catalogue'
import { isAssessmentNotice } from '@domain/notice-kinds'
import { noticeLabel } from '../../notice-kind-labels'

export const NOTICE_MESSAGES = {
  emailSubject: (title, kind) => `Novetats de la proposta «${title}»: ${noticeLabel(kind)}`,
  statusChange: (title, kind) =>
    isAssessmentNotice(kind)
      ? `Els serveis municipals han avaluat la proposta «${title}»: ${noticeLabel(kind)}. L'informe és a la seva pàgina.`
      : `La proposta «${title}» ha canviat d'estat. Ara està: ${noticeLabel(kind)}.`,
  milestoneSubject: (title, phase) => `Avanç de la proposta «${title}»: ${phase}`,
  milestoneChange: (title, m) => `La proposta «${title}» té una nova fita d'execució: ${m.phase}, ${m.progress} % completat.\n\n${m.text}`,
  milestonePushTitle: (phase) => `Avanç d'una proposta: ${phase}`,
  milestonePushBody: (title, progress) => `«${title}» porta un ${progress} % completat.`,
  emailBody: (p) =>
    [
      'Hola:',
      '',
      p.change,
      '',
      `La pots veure aquí: ${p.url}`,
      '',
      'Reps aquest correu perquè vas demanar avisos sobre aquesta proposta del Pressupost Participatiu.',
      `Per no rebre més avisos per correu electrònic: ${p.unsubscribeUrl}`,
      '',
      'Ajuntament · Pressupostos Participatius',
    ].join('\n'),
  pushTitle: (kind) => (isAssessmentNotice(kind) ? 'Proposta avaluada' : `Proposta ${noticeLabel(kind).toLowerCase()}`),
  pushBody: (title, kind) =>
    isAssessmentNotice(kind) ? `«${title}»: ${noticeLabel(kind).toLowerCase()}.` : `«${title}» ara està: ${noticeLabel(kind)}.`,
  unsubscribeTitle: 'Donar-se de baixa dels avisos per correu electrònic',
  unsubscribeIntro: (email) => `Deixaràs de rebre a ${email} els avisos per correu electrònic de totes les propostes.`,
  unsubscribeButton: "Dona'm de baixa",
  unsubscribeDone: "Fet: no t'enviarem més avisos per correu electrònic a aquesta adreça.",
  unsubscribeAlready: 'Aquesta adreça ja estava donada de baixa dels avisos per correu electrònic.',
  unsubscribeUnknown: 'Aquest enllaç per donar-se de baixa no és vàlid o ja no existeix.',
  unsubscribeBack: 'Torna al portal',
  confirmSubject: (title) => `Confirma els avisos de la proposta «${title}»`,
  confirmBody: (p) =>
    [
      'Hola:',
      '',
      `S'ha presentat als Pressupostos Participatius la proposta «${p.title}» amb aquesta adreça de correu electrònic, demanant rebre per correu els avisos sobre la proposta.`,
      '',
      `Per rebre'ls, confirma la teva adreça en aquest enllaç: ${p.url}`,
      '',
      "Si no has estat tu, no facis res: no t'escriurem més sobre aquesta proposta.",
      '',
      'Ajuntament · Pressupostos Participatius',
    ].join('\n'),
  confirmTitle: 'Confirmar els avisos per correu electrònic',
  confirmIntro: (email, title) => `Rebràs a ${email} els avisos per correu electrònic de la proposta «${title}».`,
  confirmButton: 'Confirma els avisos',
  confirmDone: (title) => `Fet: t'avisarem per correu electrònic quan canviï la proposta «${title}».`,
  confirmAlready: 'Aquesta adreça ja estava confirmada per als avisos d’aquesta proposta.',
  confirmUnknown: 'Aquest enllaç de confirmació no és vàlid o ja no existeix.',
} satisfies PortalCatalogue['NOTICE_MESSAGES']
