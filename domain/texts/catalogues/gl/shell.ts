import type { PortalCatalogue } from '../portal-catalogue'

/** The frame every screen shares, and the languages' own texts. */
export const GL_SHELL = {
  SHELL_TEXTS: {
    siteName: 'Orzamentos Participativos',
    siteDescription:
      'Orzamento Participativo da cidade: envíe propostas para o seu distrito, vote as da súa veciñanza e siga a súa execución.',
    shareImageAlt: 'Orzamentos Participativos: propostas veciñais para cada distrito',
    siteSubtitle: (year) => `Concello · Orzamento ${year}`,
    nav: {
      label: 'Navegación principal',
      home: 'Inicio',
      proposals: 'Propostas',
      executed: 'Proxectos executados',
      results: 'Resultados',
      followUp: 'Seguimento',
      notices: 'Avisos',
      noticesLabel: (unread) =>
        unread === 0 ? 'Avisos, ningún sen ler' : unread === 1 ? 'Avisos, 1 sen ler' : `Avisos, ${unread} sen ler`,
      signOut: 'Pechar sesión',
      profile: 'O meu perfil',
      admin: 'Panel de administración',
      signIn: 'Iniciar sesión',
      submit: 'Enviar proposta',
      openMenu: 'Abrir o menú',
      closeMenu: 'Pechar o menú',
      menuTitle: 'Menú',
    },
    submissionsClosed: 'O prazo pechouse e o envío de novas propostas está desactivado ata o próximo ano.',
    deadline: {
      open: (day) => `O prazo para presentar propostas remata o ${day}.`,
      extended: 'O prazo para presentar propostas segue aberto.',
    },
    dataUse: {
      text: 'O Concello trata os seus datos de contacto só para xestionar a súa participación e responderlle; non se publican nin se ceden a terceiros. Máis información sobre os seus dereitos nos',
      link: 'Avisos legais',
    },
    skipToContent: 'Saltar ao contido principal',
    submissionsClosedShort: 'Envío de propostas pechado',
    footer: {
      council: 'Concello da cidade',
      federation: 'Federación de Asociacións Veciñais',
      rights: (year) => `© ${year} Concello e Federación de Asociacións Veciñais. Orzamento Participativo.`,
      linksLabel: 'Información legal e contacto',
      legal: 'Avisos legais',
      contact: 'Contacto',
      terms: 'Bases do orzamento',
      accessibility: 'Accesibilidade',
      followUp: 'Seguimento dos proxectos',
      results: 'Resultados',
    },
    loading: 'Cargando...',
    notFound: {
      documentTitle: 'Non se atopou a páxina',
      title: '404: non se atopou a páxina',
      text: 'A páxina que busca non existe ou cambiou de enderezo.',
      devHint: (path) =>
        `Nota para desenvolvemento: ningunha ruta de app/routes/ coincide con «${path}». Esqueceu crear o ficheiro da ruta?`,
      home: 'Volver ao inicio',
    },
    admin: {
      notAdmin: 'Non ten permisos de administración.',
      signInAsAdmin: 'Debe iniciar sesión como administrador ou administradora.',
      checkFailed: 'Produciuse un erro ao verificar os permisos de administración.',
    },
    request: {
      serverError: (status, text) => `Erro do servidor (${status}): ${text}`,
      unparsable: 'Produciuse un erro ao procesar a resposta do servidor',
      fallback: 'Erro na petición',
      network: 'Non foi posible conectar co servidor. Comprobe a conexión e ténteo de novo.',
    },
    retry: 'Tentar de novo',
    dialog: { close: 'Pechar', cancel: 'Cancelar', moreActions: 'Máis accións' },
    toastRegion: 'Notificacións',
    closeToast: 'Pechar a notificación',
    documentTitle: (page) => `${page} · Orzamentos Participativos`,
  },
  LANGUAGE_TEXTS: {
    switcher: 'Idioma',
    footerSwitcher: 'Idioma (pé de páxina)',
    names: { es: 'castelán', ca: 'catalán', va: 'valenciano', eu: 'éuscaro', gl: 'galego' },
    writtenIn: (language) => `Proposta escrita en ${language} pola persoa que a enviou; publícase tal e como se escribiu, sen traducir.`,
    validation: {
      languages: 'Escolla idiomas da lista; o castelán non se pode desactivar',
      incomplete: 'Ese idioma non ten a tradución completa e non se pode activar',
    },
  },
} satisfies PortalCatalogue
