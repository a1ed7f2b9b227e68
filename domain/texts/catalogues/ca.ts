import type { PortalCatalogue } from './portal-catalogue'

/**
 * Catalan (with Valencian wording to be added where a council in Valencia asks for it). Draft: the
 * council's language service reviews it before the language is offered (README).
 */
export const CA: PortalCatalogue = {
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
    names: { es: 'castellà', ca: 'català', eu: 'basc', gl: 'gallec' },
    writtenIn: (language) => `Proposta escrita en ${language} per qui la va enviar; es publica tal com es va escriure, sense traduir.`,
    validation: {
      languages: 'Tria idiomes de la llista; el castellà no es pot desactivar',
      incomplete: 'Aquest idioma no té la traducció completa i no es pot activar',
    },
  },
  LANGUAGE_SETTINGS_TEXTS: {
    title: 'Idiomes del portal',
    text: "El castellà està sempre actiu. Activa les llengües cooficials que vulguis oferir: cada pàgina tindrà la seva adreça en cada idioma i un selector a la capçalera i al peu. Només es poden activar els idiomes amb la traducció completa, revisada abans pel servei lingüístic de l'Ajuntament.",
    legend: 'Idiomes actius',
    incomplete: (missing) => `Traducció incompleta: falten ${missing} textos`,
    save: 'Desa els idiomes',
    saved: "S'han desat els idiomes.",
    failed: "No s'han pogut desar els idiomes.",
  },
  ERROR_TEXTS: {
    AUTH_REQUIRED: "Has d'iniciar la sessió per fer això.",
    FORBIDDEN: 'No tens permís per fer això.',
    DUPLICATE_VOTE: 'Ja has votat aquesta proposta',
    EMAIL_NOT_VERIFIED:
      "Per votar has de confirmar el teu correu electrònic. Obre l'enllaç del correu que et vam enviar en registrar-te o demana'n un altre.",
    VOTING_DISABLED: "No s'ha registrat el teu vot. Les votacions estan deshabilitades o el registre és fora de termini.",
    NOT_FOUND: "No s'ha trobat el que busques.",
    CONFLICT: 'Les dades han canviat mentrestant. Torna a carregar i torna-ho a provar.',
    VALIDATION: 'Revisa les dades enviades: hi ha camps que no són vàlids.',
    PAYLOAD_TOO_LARGE: 'El fitxer pesa massa. La mida màxima permesa és de 10MB.',
    UNSUPPORTED_MEDIA_TYPE: "Si us plau, selecciona un fitxer d'imatge vàlid",
    RATE_LIMITED: 'Has fet massa peticions seguides. Espera un moment i torna-ho a provar.',
    INTERNAL: "S'ha produït un error al servidor. Si us plau, torna-ho a provar més tard.",
    IDENTITY_UNAVAILABLE:
      'Ara mateix no podem comprovar la teva sessió. Continues amb la sessió iniciada: torna-ho a provar d’aquí a uns minuts.',
  },
}
