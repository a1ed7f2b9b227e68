import type { PortalCatalogue } from '../portal-catalogue'
import { isAssessmentNotice } from '@domain/notice-kinds'
import { noticeLabel } from '../../notice-kind-labels'

export const NOTICE_MESSAGES = {
  emailSubject: (title, kind) => `Novidades da proposta «${title}»: ${noticeLabel(kind)}`,
  statusChange: (title, kind) =>
    isAssessmentNotice(kind)
      ? `Os servizos municipais avaliaron a proposta «${title}»: ${noticeLabel(kind)}. O informe está na súa páxina.`
      : `A proposta «${title}» cambiou de estado. Agora está: ${noticeLabel(kind)}.`,
  milestoneSubject: (title, phase) => `Avance da proposta «${title}»: ${phase}`,
  milestoneChange: (title, m) =>
    `A proposta «${title}» ten un novo fito de execución: ${m.phase}, ${m.progress} % completado.\n\n${m.text}`,
  milestonePushTitle: (phase) => `Avance dunha proposta: ${phase}`,
  milestonePushBody: (title, progress) => `«${title}» leva un ${progress} % completado.`,
  emailBody: (p) =>
    [
      'Ola:',
      '',
      p.change,
      '',
      `Pode vela aquí: ${p.url}`,
      '',
      'Recibe este correo porque solicitou avisos sobre esta proposta do Orzamento Participativo.',
      `Para non recibir máis avisos por correo electrónico: ${p.unsubscribeUrl}`,
      '',
      'Concello · Orzamentos Participativos',
    ].join('\n'),
  pushTitle: (kind) => (isAssessmentNotice(kind) ? 'Proposta avaliada' : `Proposta ${noticeLabel(kind).toLowerCase()}`),
  pushBody: (title, kind) =>
    isAssessmentNotice(kind) ? `«${title}»: ${noticeLabel(kind).toLowerCase()}.` : `«${title}» agora está: ${noticeLabel(kind)}.`,
  unsubscribeTitle: 'Darse de baixa dos avisos por correo electrónico',
  unsubscribeIntro: (email) => `Deixará de recibir en ${email} os avisos por correo electrónico de todas as propostas.`,
  unsubscribeButton: 'Darme de baixa',
  unsubscribeDone: 'Feito: non lle enviaremos máis avisos por correo electrónico a este enderezo.',
  unsubscribeAlready: 'Este enderezo xa estaba dado de baixa dos avisos por correo electrónico.',
  unsubscribeUnknown: 'Esta ligazón para darse de baixa non é válida ou xa non existe.',
  unsubscribeBack: 'Volver ao portal',
  confirmSubject: (title) => `Confirme os avisos da proposta «${title}»`,
  confirmBody: (p) =>
    [
      'Ola:',
      '',
      `Presentouse nos Orzamentos Participativos a proposta «${p.title}» con este enderezo de correo electrónico, solicitando recibir por correo os avisos sobre a proposta.`,
      '',
      `Para recibilos, confirme o seu enderezo nesta ligazón: ${p.url}`,
      '',
      'Se non foi vostede, non faga nada: non lle escribiremos máis sobre esta proposta.',
      '',
      'Concello · Orzamentos Participativos',
    ].join('\n'),
  confirmTitle: 'Confirmar os avisos por correo electrónico',
  confirmIntro: (email, title) => `Recibirá en ${email} os avisos por correo electrónico da proposta «${title}».`,
  confirmButton: 'Confirmar os avisos',
  confirmDone: (title) => `Feito: avisarémolo por correo electrónico cando cambie a proposta «${title}».`,
  confirmAlready: 'Este enderezo xa estaba confirmado para os avisos desta proposta.',
  confirmUnknown: 'Esta ligazón de confirmación non é válida ou xa non existe.',
} satisfies PortalCatalogue['NOTICE_MESSAGES']
