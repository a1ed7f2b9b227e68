import type { PortalCatalogue } from '../portal-catalogue'
import { isAssessmentNotice } from '@domain/notice-kinds'
import { noticeLabel } from '../../notice-kind-labels'

export const NOTICE_TEXTS = {
  saveFailed: "No s'ha pogut desar. Torna-ho a provar.",
  pageTitle: 'Avisos',
  pageIntro: "Canvis d'estat de les propostes que segueixes. Segueixes una proposta en enviar-la, en votar-la o amb «Segueix».",
  empty: "Encara no tens avisos. Quan canviï l'estat d'una proposta que segueixes, apareixerà aquí.",
  unreadMark: 'Nou',
  noticeLine: (kind) => (isAssessmentNotice(kind) ? `Avaluació tècnica: ${noticeLabel(kind)}` : `Ara està: ${noticeLabel(kind)}`),
  milestoneLine: (phase, progress) => `Nova fita: ${phase}, ${progress} % completat`,
  settingsTitle: 'Avisos',
  settingsEmail: 'Rebre per correu electrònic els avisos de les propostes que segueixo',
  settingsEmailHint:
    "T'escriurem al teu correu electrònic quan canviï l'estat d'una proposta que segueixes. Et pots donar de baixa a cada correu.",
  settingsSaved: "Preferències d'avisos desades",
  settingsLoading: "Carregant les teves preferències d'avisos…",
  settingsLoadFailed: "No s'han pogut carregar les teves preferències d'avisos.",
  pushEnable: 'Activa els avisos en aquest dispositiu',
  pushDisable: 'Desactiva els avisos en aquest dispositiu',
  pushEnabled: 'Aquest dispositiu rebrà els avisos.',
  pushDisabled: 'Aquest dispositiu ja no rebrà avisos.',
  pushDenied: 'El navegador no permet avisos per a aquest portal. Ho pots canviar a la configuració del navegador.',
  pushFailed: "No s'han pogut activar els avisos en aquest dispositiu. Torna-ho a provar més tard.",
  optIn: 'Vull rebre per correu electrònic els avisos sobre aquesta proposta',
  optInHint:
    "T'enviarem un correu electrònic per confirmar l'adreça: fins que no premis el seu enllaç no t'escriurem res més. Després, només quan canviï el seu estat; cada correu porta un enllaç per donar-te de baixa.",
  optInSent: (email) =>
    `T'hem enviat un correu electrònic a ${email} per confirmar els avisos. Prem l'enllaç que porta: fins aleshores no t'escriurem res més.`,
} satisfies PortalCatalogue['NOTICE_TEXTS']
