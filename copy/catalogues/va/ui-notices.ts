import type { PortalOverlay } from '../portal-catalogue'

export const NOTICE_TEXTS = {
  pageIntro: "Canvis d'estat de les propostes que seguixes. Seguixes una proposta en enviar-la, en votar-la o amb «Seguix».",
  empty: "Encara no tens avisos. Quan canvie l'estat d'una proposta que seguixes, apareixerà aquí.",
  settingsEmail: 'Rebre per correu electrònic els avisos de les propostes que seguisc',
  settingsEmailHint:
    "T'escriurem al teu correu electrònic quan canvie l'estat d'una proposta que seguixes. Et pots donar de baixa a cada correu.",
  settingsLoading: "Carregant les teues preferències d'avisos…",
  settingsLoadFailed: "No s'han pogut carregar les teues preferències d'avisos.",
  pushEnable: 'Activa els avisos en este dispositiu',
  pushDisable: 'Desactiva els avisos en este dispositiu',
  pushEnabled: 'Este dispositiu rebrà els avisos.',
  pushDisabled: 'Este dispositiu ja no rebrà avisos.',
  pushDenied: 'El navegador no permet avisos per a este portal. Ho pots canviar a la configuració del navegador.',
  pushFailed: "No s'han pogut activar els avisos en este dispositiu. Torna-ho a provar més tard.",
  optIn: 'Vull rebre per correu electrònic els avisos sobre esta proposta',
  optInHint:
    "T'enviarem un correu electrònic per a confirmar l'adreça: fins que no premes el seu enllaç no t'escriurem res més. Després, només quan canvie el seu estat; cada correu porta un enllaç per a donar-te de baixa.",
  optInSent: (email) =>
    `T'hem enviat un correu electrònic a ${email} per a confirmar els avisos. Prem l'enllaç que porta: fins aleshores no t'escriurem res més.`,
} satisfies PortalOverlay['NOTICE_TEXTS']
