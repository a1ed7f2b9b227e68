import type { PortalOverlay } from '../portal-catalogue'

export const SERVER_TEXTS = {
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
} satisfies PortalOverlay['SERVER_TEXTS']
