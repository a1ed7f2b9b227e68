import type { PortalCatalogue } from '../portal-catalogue'
import { MAX_IMAGE_SIDE } from '@domain/constants'

export const SERVER_TEXTS = {
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
} satisfies PortalCatalogue['SERVER_TEXTS']
