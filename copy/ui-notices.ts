import { isAssessmentNotice } from '@domain/notice-kinds'
import { noticeLabel } from './notice-kind-labels'
import { localized } from './localize'

/** Notices ('Avisos'): the follow button, the header link, /avisos, the profile's channels, e-mails and pushes. */
export const NOTICE_TEXTS = localized('NOTICE_TEXTS', {
  saveFailed: 'No se ha podido guardar. Inténtalo de nuevo.',
  pageTitle: 'Avisos',
  pageIntro: 'Cambios de estado de las propuestas que sigues. Sigues una propuesta al enviarla, al votarla o con «Seguir».',
  empty: 'Todavía no tienes avisos. Cuando cambie el estado de una propuesta que sigues, aparecerá aquí.',
  unreadMark: 'Nuevo',
  noticeLine: (kind: string) =>
    isAssessmentNotice(kind) ? `Evaluación técnica: ${noticeLabel(kind)}` : `Ahora está: ${noticeLabel(kind)}`,
  milestoneLine: (phase: string, progress: number) => `Nuevo hito: ${phase}, ${progress} % completado`,
  // 'Mi Perfil': the channels.
  settingsTitle: 'Avisos',
  settingsEmail: 'Recibir por e-mail los avisos de las propuestas que sigo',
  settingsEmailHint: 'Te escribiremos a tu email cuando cambie el estado de una propuesta que sigues. Puedes darte de baja en cada correo.',
  settingsSaved: 'Preferencias de avisos guardadas',
  settingsLoading: 'Cargando tus preferencias de avisos…',
  settingsLoadFailed: 'No se pudieron cargar tus preferencias de avisos.',
  pushEnable: 'Activar avisos en este dispositivo',
  pushDisable: 'Desactivar avisos en este dispositivo',
  pushEnabled: 'Este dispositivo recibirá los avisos.',
  pushDisabled: 'Este dispositivo ya no recibirá avisos.',
  pushDenied: 'El navegador no permite avisos para este portal. Puedes cambiarlo en los ajustes del navegador.',
  pushFailed: 'No se han podido activar los avisos en este dispositivo. Inténtalo de nuevo más tarde.',
  // The anonymous form and the channel register.
  optIn: 'Quiero recibir por e-mail los avisos sobre esta propuesta',
  optInHint:
    'Te enviaremos un e-mail para confirmar la dirección: hasta que pulses su enlace no te escribiremos nada más. Después, solo cuando cambie su estado; cada correo trae un enlace para darte de baja.',
  /** The submitted screen, after a visitor ticked the box. */
  optInSent: (email: string) =>
    `Te hemos enviado un e-mail a ${email} para confirmar los avisos. Pulsa el enlace que trae: hasta entonces no te escribiremos nada más.`,
} as const)

/** The notice e-mail, the push message and the unsubscribe page. Everything says only the recipient's proposal. */
export const NOTICE_MESSAGES = localized('NOTICE_MESSAGES', {
  emailSubject: (title: string, kind: string) => `Novedades de la propuesta «${title}»: ${noticeLabel(kind)}`,
  statusChange: (title: string, kind: string) =>
    isAssessmentNotice(kind)
      ? `Los servicios municipales han evaluado la propuesta «${title}»: ${noticeLabel(kind)}. El informe está en su página.`
      : `La propuesta «${title}» ha cambiado de estado. Ahora está: ${noticeLabel(kind)}.`,
  milestoneSubject: (title: string, phase: string) => `Avance de la propuesta «${title}»: ${phase}`,
  milestoneChange: (title: string, m: { phase: string; progress: number; text: string }) =>
    `La propuesta «${title}» tiene un nuevo hito de ejecución: ${m.phase}, ${m.progress} % completado.\n\n${m.text}`,
  milestonePushTitle: (phase: string) => `Avance de una propuesta: ${phase}`,
  milestonePushBody: (title: string, progress: number) => `«${title}» lleva un ${progress} % completado.`,
  emailBody: (p: { change: string; url: string; unsubscribeUrl: string }) =>
    [
      'Hola:',
      '',
      p.change,
      '',
      `Puedes verla aquí: ${p.url}`,
      '',
      'Recibes este correo porque pediste avisos sobre esta propuesta del Presupuesto Participativo.',
      `Para no recibir más avisos por e-mail: ${p.unsubscribeUrl}`,
      '',
      'Ayuntamiento · Presupuestos Participativos',
    ].join('\n'),
  pushTitle: (kind: string) => (isAssessmentNotice(kind) ? 'Propuesta evaluada' : `Propuesta ${noticeLabel(kind).toLowerCase()}`),
  pushBody: (title: string, kind: string) =>
    isAssessmentNotice(kind) ? `«${title}»: ${noticeLabel(kind).toLowerCase()}.` : `«${title}» ahora está: ${noticeLabel(kind)}.`,
  unsubscribeTitle: 'Darse de baja de los avisos por e-mail',
  unsubscribeIntro: (email: string) => `Dejarás de recibir en ${email} los avisos por e-mail de todas las propuestas.`,
  unsubscribeButton: 'Darme de baja',
  unsubscribeDone: 'Listo: no te enviaremos más avisos por e-mail a esta dirección.',
  unsubscribeAlready: 'Esta dirección ya estaba dada de baja de los avisos por e-mail.',
  unsubscribeUnknown: 'Este enlace para darse de baja no es válido o ya no existe.',
  unsubscribeBack: 'Volver al portal',
  // The double opt-in of a visitor's (or a coupon's) address: the e-mail and its page.
  confirmSubject: (title: string) => `Confirma los avisos de la propuesta «${title}»`,
  confirmBody: (p: { title: string; url: string }) =>
    [
      'Hola:',
      '',
      `Se ha presentado a los Presupuestos Participativos la propuesta «${p.title}» con esta dirección de e-mail, pidiendo recibir por e-mail los avisos sobre ella.`,
      '',
      `Para recibirlos, confirma tu dirección en este enlace: ${p.url}`,
      '',
      'Si no has sido tú, no hagas nada: no te escribiremos más sobre esta propuesta.',
      '',
      'Ayuntamiento · Presupuestos Participativos',
    ].join('\n'),
  confirmTitle: 'Confirmar los avisos por e-mail',
  confirmIntro: (email: string, title: string) => `Recibirás en ${email} los avisos por e-mail de la propuesta «${title}».`,
  confirmButton: 'Confirmar los avisos',
  confirmDone: (title: string) => `Listo: te avisaremos por e-mail cuando cambie la propuesta «${title}».`,
  confirmAlready: 'Esta dirección ya estaba confirmada para los avisos de esta propuesta.',
  confirmUnknown: 'Este enlace de confirmación no es válido o ya no existe.',
} as const)
