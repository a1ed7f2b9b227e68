import type { PortalCatalogue } from '../portal-catalogue'

/** The frame every screen shares, and the languages' own texts. */
export const CA_SHELL = {
  SHELL_TEXTS: {
    siteName: 'Pressupostos Participatius',
    siteDescription:
      "Pressupost Participatiu de la ciutat: envia propostes per al teu districte, vota les dels teus veïns i segueix-ne l'execució.",
    shareImageAlt: 'Pressupostos Participatius: propostes veïnals per a cada districte',
    siteSubtitle: (year) => `Ajuntament · Pressupost ${year}`,
    nav: {
      label: 'Navegació principal',
      home: 'Inici',
      proposals: 'Propostes',
      executed: 'Projectes executats',
      results: 'Resultats',
      followUp: 'Seguiment',
      notices: 'Avisos',
      noticesLabel: (unread) =>
        unread === 0 ? 'Avisos, cap sense llegir' : unread === 1 ? 'Avisos, 1 sense llegir' : `Avisos, ${unread} sense llegir`,
      signOut: 'Tanca la sessió',
      profile: 'El meu perfil',
      admin: "Tauler d'administració",
      signIn: 'Inicia la sessió',
      submit: 'Envia una proposta',
      openMenu: 'Obre el menú',
      closeMenu: 'Tanca el menú',
      menuTitle: 'Menú',
    },
    submissionsClosed: "El termini s'ha tancat i l'enviament de propostes noves està desactivat fins a l'any que ve.",
    deadline: {
      open: (day) => `El termini per presentar propostes acaba el ${day}.`,
      extended: 'El termini per presentar propostes continua obert.',
    },
    dataUse: {
      text: "Les teves dades de contacte les tracta l'Ajuntament només per gestionar la teva participació i respondre't; no es publiquen ni se cedeixen a tercers. Més informació sobre els teus drets als",
      link: 'Avisos legals',
    },
    skipToContent: 'Salta al contingut principal',
    submissionsClosedShort: 'Enviament de propostes tancat',
    footer: {
      council: 'Ajuntament de la ciutat',
      federation: "Federació d'Associacions Veïnals",
      rights: (year) => `© ${year} Ajuntament i Federació d'Associacions Veïnals. Pressupost Participatiu.`,
      linksLabel: 'Informació legal i contacte',
      legal: 'Avisos legals',
      contact: 'Contacte',
      terms: 'Bases del pressupost',
      accessibility: 'Accessibilitat',
      followUp: 'Seguiment dels projectes',
      results: 'Resultats',
    },
    loading: 'Carregant...',
    notFound: {
      documentTitle: "No s'ha trobat la pàgina",
      title: "404: no s'ha trobat la pàgina",
      text: "La pàgina que busques no existeix o ha canviat d'adreça.",
      devHint: (path) =>
        `Nota per a desenvolupament: cap ruta d'app/routes/ coincideix amb «${path}». Has oblidat crear el fitxer de la ruta?`,
      home: "Torna a l'inici",
    },
    admin: {
      notAdmin: "No tens permisos d'administrador.",
      signInAsAdmin: 'Has d’iniciar la sessió com a administrador.',
      checkFailed: "Error en verificar els permisos d'administrador.",
    },
    request: {
      serverError: (status, text) => `Error del servidor (${status}): ${text}`,
      unparsable: 'Error en processar la resposta del servidor',
      fallback: 'Error en la petició',
      network: "No s'ha pogut connectar amb el servidor. Comprova la connexió i torna-ho a provar.",
    },
    retry: 'Torna-ho a provar',
    dialog: { close: 'Tanca', cancel: 'Cancel·la', moreActions: 'Més accions' },
    toastRegion: 'Notificacions',
    closeToast: 'Tanca la notificació',
    documentTitle: (page) => `${page} · Pressupostos Participatius`,
  },
  LANGUAGE_TEXTS: {
    switcher: 'Idioma',
    footerSwitcher: 'Idioma (peu de pàgina)',
    names: { es: 'castellà', ca: 'català', va: 'valencià', eu: 'basc', gl: 'gallec' },
    writtenIn: (language) => `Proposta escrita en ${language} per qui la va enviar; es publica tal com es va escriure, sense traduir.`,
    validation: {
      languages: 'Tria idiomes de la llista; el castellà no es pot desactivar',
      incomplete: 'Aquest idioma no té la traducció completa i no es pot activar',
    },
  },
} satisfies PortalCatalogue
