import type { PortalCatalogue } from '../portal-catalogue'
import { isAssessmentNotice } from '@domain/notice-kinds'
import { noticeLabel } from '../../notice-kind-labels'

export const NOTICE_TEXTS = {
  saveFailed: 'Non foi posible gardar. Ténteo de novo.',
  pageTitle: 'Avisos',
  pageIntro: 'Cambios de estado das propostas que segue. Segue unha proposta ao enviala, ao votala ou con «Seguir».',
  empty: 'Aínda non ten avisos. Cando cambie o estado dunha proposta que segue, aparecerá aquí.',
  unreadMark: 'Novo',
  noticeLine: (kind) => (isAssessmentNotice(kind) ? `Avaliación técnica: ${noticeLabel(kind)}` : `Agora está: ${noticeLabel(kind)}`),
  milestoneLine: (phase, progress) => `Novo fito: ${phase}, ${progress} % completado`,
  settingsTitle: 'Avisos',
  settingsEmail: 'Recibir por correo electrónico os avisos das propostas que sigo',
  settingsEmailHint:
    'Escribirémoslle ao seu correo electrónico cando cambie o estado dunha proposta que segue. Pode darse de baixa en cada correo.',
  settingsSaved: 'Preferencias de avisos gardadas',
  settingsLoading: 'Cargando as súas preferencias de avisos…',
  settingsLoadFailed: 'Non foi posible cargar as súas preferencias de avisos.',
  pushEnable: 'Activar os avisos neste dispositivo',
  pushDisable: 'Desactivar os avisos neste dispositivo',
  pushEnabled: 'Este dispositivo recibirá os avisos.',
  pushDisabled: 'Este dispositivo xa non recibirá avisos.',
  pushDenied: 'O navegador non permite avisos para este portal. Pode cambialo na configuración do navegador.',
  pushFailed: 'Non foi posible activar os avisos neste dispositivo. Ténteo de novo máis tarde.',
  optIn: 'Quero recibir por correo electrónico os avisos sobre esta proposta',
  optInHint:
    'Enviarémoslle un correo electrónico para confirmar o enderezo: ata que non prema na súa ligazón non lle escribiremos nada máis. Despois, só cando cambie o seu estado; cada correo leva unha ligazón para darse de baixa.',
  optInSent: (email) =>
    `Enviámoslle un correo electrónico a ${email} para confirmar os avisos. Prema na ligazón que leva: ata entón non lle escribiremos nada máis.`,
} satisfies PortalCatalogue['NOTICE_TEXTS']
