import { MAX_IMAGE_SIDE } from '../../../constants'
import { isAssessmentNotice, noticeLabel } from '../../../notice-kinds'
import type { PortalCatalogue } from '../portal-catalogue'
import { ASSESSMENT_COLUMNS, PROPOSAL_COLUMNS } from './columns'

/** What only the Worker writes: the notice e-mails and pushes, its precise refusals, the open data's headings, the app's manifest. */
export const CA_SERVER = {
  NOTICE_MESSAGES: {
    emailSubject: (title, kind) => `Novetats de la proposta «${title}»: ${noticeLabel(kind)}`,
    statusChange: (title, kind) =>
      isAssessmentNotice(kind)
        ? `Els serveis municipals han avaluat la proposta «${title}»: ${noticeLabel(kind)}. L'informe és a la seva pàgina.`
        : `La proposta «${title}» ha canviat d'estat. Ara està: ${noticeLabel(kind)}.`,
    milestoneSubject: (title, phase) => `Avanç de la proposta «${title}»: ${phase}`,
    milestoneChange: (title, m) =>
      `La proposta «${title}» té una nova fita d'execució: ${m.phase}, ${m.progress} % completat.\n\n${m.text}`,
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
  },
  SERVER_TEXTS: {
    adminOnly: "No tens permisos d'administrador.",
    signInAsAdmin: "Has d'iniciar la sessió com a administrador.",
    invalidToken: 'La teva sessió no és vàlida o ha caducat. Torna a iniciar la sessió.',
    ownProfileOnly: 'Només pots modificar el teu propi perfil.',
    accountBlocked: 'Aquest compte el va eliminar la moderació del portal i no hi pot tornar a entrar.',
    accountErased:
      'Les dades d’aquest compte es van esborrar a petició de la persona titular. Per tornar a participar, tanca la sessió i torna a entrar: tindràs un compte nou.',
    cannotRevokeSelf: "No et pots treure a tu mateix el rol d'administrador.",
    cannotDeleteSelf: "No pots eliminar el teu propi compte d'administrador.",
    notFoundApi: "Aquesta adreça de l'API no existeix.",
    proposalNotFound: "No s'ha trobat la proposta",
    userNotFound: "No s'ha trobat l'usuari",
    blockNotFound: "Aquesta identitat no està bloquejada: potser una altra persona ja l'ha desbloquejada.",
    consentNotFound: "No s'ha trobat el registre de preferències de galetes.",
    submissionsClosed: "El termini s'ha tancat i l'enviament de propostes noves està desactivat fins a l'any que ve.",
    votingNotPending: 'Només es poden votar propostes presentades que encara no s’han prioritzat.',
    invalidId: "L'identificador no és vàlid.",
    malformedJson: 'El cos de la petició no és un JSON vàlid.',
    jsonTooLarge: 'Les dades enviades són massa grans.',
    malformedForm: 'El formulari enviat està malmès o incomplet. Torna a enviar-lo.',
    wrongContentType: 'El tipus de contingut de la petició no és l’esperat.',
    imageType: "Si us plau, selecciona un fitxer d'imatge vàlid",
    imageEmpty: 'La imatge és buida.',
    imageTooWide: `La imatge fa més de ${MAX_IMAGE_SIDE} píxels de costat. Tria una foto més petita.`,
    imageUnreadable: 'La imatge està malmesa: no se’n pot llegir la mida.',
    emailMismatch: "El correu electrònic no coincideix amb el del teu compte d'accés.",
    tokenEmailMissing: "El teu compte d'accés no té un correu electrònic verificable.",
    idempotencyKey: 'La capçalera Idempotency-Key no és vàlida.',
    milestoneNotFound: "No s'ha trobat la fita",
    phaseInUse: (phase, count) =>
      `La fase «${phase}» la ${count === 1 ? 'fa servir 1 fita' : `fan servir ${count} fites`}: canvia'n la fase abans de treure-la. No s'ha canviat res.`,
    phasesStale: "La llista de fases ha canviat mentre l'editaves: torna a carregar la pàgina i torna-ho a provar. No s'ha canviat res.",
    phaseNameRequired: (language) => `Escriu el nom d'aquesta fase en ${language}: el portal s'ofereix en ${language}.`,
    phaseNamesMissing: (language, phases) =>
      `Per activar el ${language}, escriu a «Fases de l'execució» el nom en ${language} d'aquestes fases: ${phases}. No s'ha canviat res.`,
    notApproved: "Només es pot seguir l'execució de propostes prioritzades o executades.",
    milestoneBeforeApproval: (day) => `La data no pot ser anterior a la priorització (${day}).`,
    milestoneAfterToday: (day) => `La data no pot ser posterior a avui (${day}): una fita explica el que ja ha passat.`,
    progressBack: (floor) => `L'avanç no pot baixar del ${floor} % ja publicat sense un motiu: explica per què retrocedeix.`,
    configFixed: (removed) =>
      removed === 0
        ? 'La configuració del sistema ja era única: no hi havia duplicats per arreglar.'
        : `S'han eliminat ${removed} configuracions duplicades.`,
  },
  MANIFEST_TEXTS: {
    name: 'Pressupostos Participatius',
    shortName: 'Pressupostos',
    description:
      "Pressupost Participatiu de la ciutat: envia propostes per al teu districte, vota les dels teus veïns i segueix-ne l'execució, també sense connexió.",
    screenshots: { narrow: 'Propostes dels veïns al mòbil', wide: 'Portal de pressupostos participatius' },
  },
  OPEN_DATA_TEXTS: {
    header: [...PROPOSAL_COLUMNS, 'Data de priorització', "Data d'execució", 'Canal', ...ASSESSMENT_COLUMNS, 'Any del pressupost'],
    fileName: (ext) => `propostes-dades-obertes.${ext}`,
  },
} satisfies PortalCatalogue
