import { configurationRefusals } from '../../provider-configuration-codes'
import type { PortalOverlay } from '../portal-catalogue'

const SESSION_ENDED = 'La teua sessió ha acabat. Torna a iniciar la sessió.'
const NOT_ALLOWED = "Este mètode d'accés no està habilitat en este moment."
const MISCONFIGURED = "Error de configuració del servici d'accés. Si vos plau, avisa l'Ajuntament."
/** Firebase's configuration refusals: the bad key's sentence is Catalan's, the others are worded otherwise. */
const MISCONFIGURATIONS = Object.fromEntries(Object.entries(configurationRefusals('', MISCONFIGURED)).filter(([, text]) => text))

/** ca/forms.ts in its Valencian wording, where it differs. */
export const VA_FORMS = {
  PROVIDER_ERROR_TEXTS: {
    EMAIL_NOT_FOUND: 'No existix cap compte amb este correu electrònic.',
    MISSING_PASSWORD: 'Escriu la teua contrasenya.',
    EMAIL_EXISTS: 'Ja existix un compte amb este correu electrònic.',
    PASSWORD_DOES_NOT_MEET_REQUIREMENTS:
      "La contrasenya no complix els requisits del servici d'accés. Prova'n una de més llarga que barreje majúscules, minúscules, números i símbols.",
    USER_DISABLED: "Este compte està desactivat. Posa't en contacte amb l'Ajuntament.",
    OPERATION_NOT_ALLOWED: NOT_ALLOWED,
    PASSWORD_LOGIN_DISABLED: NOT_ALLOWED,
    ADMIN_ONLY_OPERATION: "Ara mateix esta operació no està permesa. Posa't en contacte amb l'Ajuntament.",
    QUOTA_EXCEEDED: "S'han enviat massa correus des d'este servici. Torna-ho a provar més tard.",
    CREDENTIAL_TOO_OLD_LOGIN_AGAIN: "Per seguretat, torna a iniciar la sessió i repetix l'operació.",
    TOKEN_EXPIRED: SESSION_ENDED,
    INVALID_ID_TOKEN: SESSION_ENDED,
    INVALID_REFRESH_TOKEN: SESSION_ENDED,
    MISSING_REFRESH_TOKEN: SESSION_ENDED,
    CREDENTIAL_MISMATCH: SESSION_ENDED,
    USER_NOT_FOUND: 'Este compte ja no existix. Torna a iniciar la sessió o crea un compte nou.',
    FEDERATED_USER_ID_ALREADY_LINKED: 'Este compte de Google ja està vinculat a un altre compte del portal.',
    NEED_CONFIRMATION: 'Ja existix un compte amb este correu electrònic. Inicia la sessió amb el teu correu i la teua contrasenya.',
    BLOCKING_FUNCTION_ERROR_RESPONSE: "El servici d'accés no ha permés l'operació. Posa't en contacte amb l'Ajuntament.",
    ...MISCONFIGURATIONS,
  },
  AUTH_SCREEN_TEXTS: {
    registeredText: (email) =>
      `T'hem enviat un correu a ${email}: prem-ne l'enllaç per a confirmar la teua adreça abans de votar. Mentrestant, ja pots completar el teu perfil i enviar propostes.`,
    heading: 'Accedix al teu compte',
    intro: 'Inicia la sessió o registra’t per a participar en les decisions de la teua ciutat.',
    resetHint: "Escriu el teu correu electrònic a dalt i t'enviarem un enllaç per a triar una contrasenya nova.",
    marketingTitle: 'Construïx el futur de la teua ciutat',
    marketingPoints: { 2: 'Seguix-ne l’estat fins que s’executen' },
  },
  PROFILE_TEXTS: {
    tabProposals: (count) => `Les meues propostes (${count})`,
    sendFirst: 'Envia la meua primera proposta',
    loadFailed: "No s'han pogut carregar les teues propostes.",
  },
  NEW_PROPOSAL_TEXTS: {
    similar: {
      text: 'Hi ha propostes semblants. Si una és la mateixa idea, donar-hi suport suma els vots del barri en lloc de repartir-los; si no, envia la teua.',
    },
    intro:
      "Descriu la teua idea per a millorar el teu barri. Es publica tan bon punt l'envies, com a «Presentada», i ja es pot votar; l'Ajuntament la revisarà per a prioritzar-la.",
    welcomeText: 'Pots enviar la teua proposta sense registrar-te deixant les teues dades de contacte. Amb un compte, a més, podràs:',
    welcomeReasons: { 0: "Seguir l'estat de les teues propostes", 3: 'Gestionar el teu perfil i les teues dades' },
    contactTitle: 'Les teues dades de contacte',
    notImage: "Si vos plau, selecciona un fitxer d'imatge vàlid",
    success: "La teua proposta s'ha enviat per a revisar-la",
    sent: {
      number: (id, title) => `La teua proposta «${title}» és la número ${id}.`,
      nextSteps: { 2: "La junta de govern local l'avalua; les de més interés social entren al pressupost municipal, que aprova el ple." },
      followInProfile: "Pots seguir-ne l'estat a El meu perfil, a «Les meues propostes».",
      seeIt: 'Mostra la meua proposta',
    },
  },
  IDENTITY_TEXTS: {
    google: {
      popupBlocked: "S'ha bloquejat la finestra emergent. Si vos plau, permet les finestres emergents per a este lloc.",
      unauthorizedDomain: "Este domini no està autoritzat per a l'autenticació amb Google.",
      notConfigured: "L'accés amb Google no està configurat en este servidor.",
    },
    signIn: {
      other: 'Error en iniciar la sessió. Si vos plau, torna-ho a provar.',
    },
    register: {
      other: 'Error en crear el compte. Si vos plau, torna-ho a provar.',
    },
    reset: {
      other: 'Error en enviar el correu de restabliment. Si vos plau, torna-ho a provar.',
      sentText: "Revisa el teu correu: t'hem enviat un enllaç per a restablir la contrasenya.",
    },
    confirmEmail: {
      other: "No s'ha pogut enviar el correu de confirmació. Si vos plau, torna-ho a provar.",
    },
    changeEmail: {
      loginAgain: "Per seguretat, per a canviar el teu correu d'accés torna a iniciar la sessió i repetix el canvi.",
      other: "No s'ha pogut canviar el correu d'accés. Si vos plau, torna-ho a provar.",
      pending: (email) =>
        `T'hem enviat un enllaç a ${email}. El teu correu d'accés canviarà quan l'obres; fins aleshores continua sent l'anterior.`,
    },
    common: {
      unavailable: "El servici d'accés no respon en este moment. Torna-ho a provar d'aquí a uns minuts.",
      network: "No hi ha connexió amb el servici d'accés. Comprova la teua connexió i torna-ho a provar.",
    },
  },
} satisfies PortalOverlay
