import type { PortalOverlay } from '../portal-catalogue'

export const AUTH_SCREEN_TEXTS = {
  registeredText: (email) =>
    `T'hem enviat un correu a ${email}: prem-ne l'enllaç per a confirmar la teua adreça abans de votar. Mentrestant, ja pots completar el teu perfil i enviar propostes.`,
  heading: 'Accedix al teu compte',
  intro: 'Inicia la sessió o registra’t per a participar en les decisions de la teua ciutat.',
  resetHint: "Escriu el teu correu electrònic a dalt i t'enviarem un enllaç per a triar una contrasenya nova.",
  marketingTitle: 'Construïx el futur de la teua ciutat',
  marketingPoints: { 2: 'Seguix-ne l’estat fins que s’executen' },
} satisfies PortalOverlay['AUTH_SCREEN_TEXTS']

export const PROFILE_TEXTS = {
  tabProposals: (count) => `Les meues propostes (${count})`,
  sendFirst: 'Envia la meua primera proposta',
  loadFailed: "No s'han pogut carregar les teues propostes.",
} satisfies PortalOverlay['PROFILE_TEXTS']

export const NEW_PROPOSAL_TEXTS = {
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
} satisfies PortalOverlay['NEW_PROPOSAL_TEXTS']
