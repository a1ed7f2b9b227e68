import { MAX_IMAGE_SIDE } from '../../../constants'
import { isAssessmentNotice, noticeLabel } from '../../../notice-kinds'
import type { PortalCatalogue } from '../portal-catalogue'
import { ASSESSMENT_COLUMNS, PROPOSAL_COLUMNS } from './columns'

/** What only the Worker writes: the notice e-mails and pushes, its precise refusals, the open data's headings, the app's manifest. */
export const GL_SERVER = {
  NOTICE_MESSAGES: {
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
  },
  SERVER_TEXTS: {
    adminOnly: 'Non ten permisos de administración.',
    signInAsAdmin: 'Debe iniciar sesión como administrador ou administradora.',
    invalidToken: 'A súa sesión non é válida ou caducou. Volva iniciar sesión.',
    ownProfileOnly: 'Só pode modificar o seu propio perfil.',
    accountBlocked: 'Esta conta eliminouna a moderación do portal e non pode volver entrar.',
    accountErased:
      'Os datos desta conta borráronse por petición da persoa titular. Para volver participar, peche a sesión e entre de novo: terá unha conta nova.',
    cannotRevokeSelf: 'Non pode quitarse a si mesmo o rol de administración.',
    cannotDeleteSelf: 'Non pode eliminar a súa propia conta de administración.',
    notFoundApi: 'Este enderezo da API non existe.',
    proposalNotFound: 'Non se atopou a proposta',
    userNotFound: 'Non se atopou a persoa usuaria',
    blockNotFound: 'Esta identidade non está bloqueada: quizais outra persoa xa a desbloqueou.',
    consentNotFound: 'Non se atopou o rexistro de preferencias de cookies.',
    submissionsClosed: 'O prazo pechouse e o envío de novas propostas está desactivado ata o próximo ano.',
    votingNotPending: 'Só se poden votar propostas presentadas que aínda non se priorizaron.',
    invalidId: 'O identificador non é válido.',
    malformedJson: 'O corpo da petición non é un JSON válido.',
    jsonTooLarge: 'Os datos enviados son demasiado grandes.',
    malformedForm: 'O formulario enviado está danado ou incompleto. Volva envialo.',
    wrongContentType: 'O tipo de contido da petición non é o esperado.',
    imageType: 'Por favor, seleccione un ficheiro de imaxe válido',
    imageEmpty: 'A imaxe está baleira.',
    imageTooWide: `A imaxe ten máis de ${MAX_IMAGE_SIDE} píxeles de lado. Escolla unha foto máis pequena.`,
    imageUnreadable: 'A imaxe está danada: non se pode ler o seu tamaño.',
    emailMismatch: 'O correo electrónico non coincide co da súa conta de acceso.',
    tokenEmailMissing: 'A súa conta de acceso non ten un correo electrónico verificable.',
    idempotencyKey: 'A cabeceira Idempotency-Key non é válida.',
    milestoneNotFound: 'Non se atopou o fito',
    phaseInUse: (phase, count) =>
      `A fase «${phase}» ${count === 1 ? 'úsaa 1 fito' : `úsana ${count} fitos`}: cambie a súa fase antes de quitala. Non se cambiou nada.`,
    phasesStale: 'A lista de fases cambiou mentres a editaba: volva cargar a páxina e ténteo de novo. Non se cambiou nada.',
    phaseNameRequired: (language) => `Escriba o nome desta fase en ${language}: o portal ofrécese en ${language}.`,
    phaseNamesMissing: (language, phases) =>
      `Para activar o ${language}, escriba en «Fases da execución» o nome en ${language} destas fases: ${phases}. Non se cambiou nada.`,
    notApproved: 'Só se pode seguir a execución de propostas priorizadas ou executadas.',
    milestoneBeforeApproval: (day) => `A data non pode ser anterior á priorización (${day}).`,
    milestoneAfterToday: (day) => `A data non pode ser posterior a hoxe (${day}): un fito conta o que xa pasou.`,
    progressBack: (floor) => `O avance non pode baixar do ${floor} % xa publicado sen un motivo: explique por que retrocede.`,
    configFixed: (removed) =>
      removed === 0
        ? 'A configuración do sistema xa era única: non había duplicados que arranxar.'
        : `Elimináronse ${removed} configuracións duplicadas.`,
  },
  MANIFEST_TEXTS: {
    name: 'Orzamentos Participativos',
    shortName: 'Orzamentos',
    description:
      'Orzamento Participativo da cidade: envíe propostas para o seu distrito, vote as da súa veciñanza e siga a súa execución, tamén sen conexión.',
    screenshots: { narrow: 'Propostas da veciñanza no móbil', wide: 'Portal de orzamentos participativos' },
  },
  OPEN_DATA_TEXTS: {
    header: [...PROPOSAL_COLUMNS, 'Data de priorización', 'Data de execución', 'Canle', ...ASSESSMENT_COLUMNS, 'Ano do orzamento'],
    fileName: (ext) => `propostas-datos-abertos.${ext}`,
  },
} satisfies PortalCatalogue
