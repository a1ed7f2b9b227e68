import { isAssessmentNotice, noticeLabel } from '../../../notice-kinds'
import type { PortalOverlay } from '../portal-catalogue'

/** ca/server.ts in its Valencian wording, where it differs. */
export const VA_SERVER = {
  NOTICE_MESSAGES: {
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
  },
  SERVER_TEXTS: {
    phaseNameRequired: (language) => `Escriu el nom d'esta fase en ${language}: el portal s'oferix en ${language}.`,
    phaseNamesMissing: (language, phases) =>
      `Per a activar el ${language}, escriu a «Fases de l'execució» el nom en ${language} d'estes fases: ${phases}. No s'ha canviat res.`,
    invalidToken: 'La teua sessió no és vàlida o ha caducat. Torna a iniciar la sessió.',
    accountBlocked: 'Este compte el va eliminar la moderació del portal i no hi pot tornar a entrar.',
    accountErased:
      'Les dades d’este compte es van esborrar a petició de la persona titular. Per a tornar a participar, tanca la sessió i torna a entrar: tindràs un compte nou.',
    notFoundApi: "Esta adreça de l'API no existix.",
    blockNotFound: "Esta identitat no està bloquejada: potser una altra persona ja l'ha desbloquejada.",
    malformedForm: 'El formulari enviat està malmés o incomplet. Torna a enviar-lo.',
    imageType: "Si vos plau, selecciona un fitxer d'imatge vàlid",
    emailMismatch: "El correu electrònic no coincidix amb el del teu compte d'accés.",
    progressBack: (floor) => `L'avanç no pot baixar del ${floor} % ja publicat sense un motiu: explica per què retrocedix.`,
    configFixed: (removed) =>
      removed === 0
        ? 'La configuració del sistema ja era única: no hi havia duplicats per a arreglar.'
        : `S'han eliminat ${removed} configuracions duplicades.`,
  },
  MANIFEST_TEXTS: {
    description:
      "Pressupost Participatiu de la ciutat: envia propostes per al teu districte, vota les dels teus veïns i seguix-ne l'execució, també sense connexió.",
  },
} satisfies PortalOverlay
