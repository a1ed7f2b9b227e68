import type { PortalOverlay } from '../portal-catalogue'
import { isAssessmentNotice } from '@domain/notice-kinds'
import { noticeLabel } from '../../notice-kind-labels'

export const NOTICE_MESSAGES = {
  statusChange: (title, kind) =>
    isAssessmentNotice(kind)
      ? `Els servicis municipals han avaluat la proposta «${title}»: ${noticeLabel(kind)}. L'informe és a la seua pàgina.`
      : `La proposta «${title}» ha canviat d'estat. Ara està: ${noticeLabel(kind)}.`,
  emailBody: (p) =>
    [
      'Hola:',
      '',
      p.change,
      '',
      `La pots veure aquí: ${p.url}`,
      '',
      'Reps este correu perquè vas demanar avisos sobre esta proposta del Pressupost Participatiu.',
      `Per a no rebre més avisos per correu electrònic: ${p.unsubscribeUrl}`,
      '',
      'Ajuntament · Pressupostos Participatius',
    ].join('\n'),
  unsubscribeDone: "Fet: no t'enviarem més avisos per correu electrònic a esta adreça.",
  unsubscribeAlready: 'Esta adreça ja estava donada de baixa dels avisos per correu electrònic.',
  unsubscribeUnknown: 'Este enllaç per a donar-se de baixa no és vàlid o ja no existix.',
  confirmBody: (p) =>
    [
      'Hola:',
      '',
      `S'ha presentat als Pressupostos Participatius la proposta «${p.title}» amb esta adreça de correu electrònic, demanant rebre per correu els avisos sobre la proposta.`,
      '',
      `Per a rebre'ls, confirma la teua adreça en este enllaç: ${p.url}`,
      '',
      "Si no has estat tu, no faces res: no t'escriurem més sobre esta proposta.",
      '',
      'Ajuntament · Pressupostos Participatius',
    ].join('\n'),
  confirmDone: (title) => `Fet: t'avisarem per correu electrònic quan canvie la proposta «${title}».`,
  confirmAlready: 'Esta adreça ja estava confirmada per als avisos d’esta proposta.',
  confirmUnknown: 'Este enllaç de confirmació no és vàlid o ja no existix.',
} satisfies PortalOverlay['NOTICE_MESSAGES']
