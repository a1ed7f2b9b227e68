import type { PortalCatalogue } from '../portal-catalogue'
import { MAX_IMAGE_SIDE } from '@domain/constants'

export const SERVER_TEXTS = {
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
} satisfies PortalCatalogue['SERVER_TEXTS']
