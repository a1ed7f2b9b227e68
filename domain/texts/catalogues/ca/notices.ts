import { isAssessmentNotice, noticeLabel } from '../../../notice-kinds'
import { statusLabel } from '../../../statuses'
import type { PortalCatalogue } from '../portal-catalogue'

/** Notices: the follow button, /avisos, the profile's channels, the e-mails, the pushes, the unsubscribe page. */
export const CA_NOTICES = {
  NOTICE_TEXTS: {
    saveFailed: "No s'ha pogut desar. Torna-ho a provar.",
    pageTitle: 'Avisos',
    pageIntro: "Canvis d'estat de les propostes que segueixes. Segueixes una proposta en enviar-la, en votar-la o amb «Segueix».",
    empty: "Encara no tens avisos. Quan canviï l'estat d'una proposta que segueixes, apareixerà aquí.",
    unreadMark: 'Nou',
    noticeLine: (kind) => (isAssessmentNotice(kind) ? `Avaluació tècnica: ${noticeLabel(kind)}` : `Ara està: ${statusLabel(kind)}`),
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
  },
  RESULTS_TEXTS: {
    title: 'Resultats del Pressupost Participatiu',
    intro: 'Quantes propostes s’han presentat, prioritzat i executat a cada districte i àmbit, i quants vots han rebut.',
    year: 'Any',
    allYears: 'Tots els anys',
    loading: 'Carregant els resultats...',
    failure: "No s'han pogut carregar els resultats.",
    totalsTitle: 'En xifres',
    measures: {
      presented: 'Presentades',
      prioritised: 'Prioritzades',
      executed: 'Executades',
      votes: 'Vots',
    },
    byDistrict: 'Per districte',
    byScope: 'Per àmbit',
    district: 'Districte',
    scope: 'Àmbit',
    chartTitle: (measure, group) => `${measure} ${group.toLowerCase()}`,
    tableCaption: (group) => `Xifres ${group.toLowerCase()}`,
    empty: 'No hi ha propostes en aquest període.',
    topTitle: 'Les propostes més votades',
    budgetTitle: (year) => `Pressupost ${year}: els diners de cada partida`,
    budgetIntro: 'Quants diners té cada partida, quant costen les propostes seleccionades i quant en queda.',
    budgetMeasures: { amount: 'Import', selected: 'Cost seleccionat', remaining: 'Queda' },
    budgetChart: 'Import, cost seleccionat i el que queda per partida, en euros',
    budgetCaption: (year) => `Pressupost ${year} per partida`,
    budgetSelectedTitle: 'Les propostes seleccionades i el seu cost',
    budgetNoneSelected: 'Encara no hi ha propostes seleccionades.',
    budgetTotal: 'Total',
    openData: 'Dades obertes',
    openDataText: 'Els camps públics de totes les propostes, sense dades personals, per reutilitzar-los lliurement.',
    csv: 'Descarrega el CSV',
    json: 'Descarrega el JSON',
  },
} satisfies PortalCatalogue
