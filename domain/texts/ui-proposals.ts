/** Spanish texts of the proposal-browsing screens: home, lists, card, dialog, full page, voting, sharing. */
export const UI_PROPOSALS = {
  votes: (n: number) => `${n} ${n === 1 ? 'voto' : 'votos'}`,

  home: {
    documentTitle: 'Inicio',
    heroTitle: 'Presupuestos Participativos 2026',
    heroText:
      'Decide en qué se invierte el 5% del presupuesto municipal de inversiones. Propón mejoras para tu barrio, apoya las de tus vecinos y sigue cómo se hacen realidad.',
    sendTitle: 'Envía una nueva propuesta',
    sendText:
      'Vecinas y vecinos, comercios y asociaciones del barrio: cualquier persona puede proponer mejoras para su distrito.',
    sendButton: 'Enviar propuesta',
    activeTitle: 'Propuestas activas',
    activeText: 'Consulta las propuestas presentadas y priorizadas y vota las que quieras impulsar.',
    activeLink: 'Ver propuestas',
    impactTitle: 'Impacto de los proyectos ejecutados',
    impactText: 'Descubre las propuestas vecinales que ya se han hecho realidad en la ciudad.',
    impactLink: 'Ver proyectos ejecutados',
    featuredTitle: 'Propuestas Activas Destacadas',
    featuredEmpty: 'No hay propuestas activas en este momento.',
    executedTitle: 'Proyectos Ejecutados',
    executedEmpty: 'No hay proyectos ejecutados en este momento.',
  },

  list: {
    title: 'Propuestas Ciudadanas',
    intro: 'Todas las propuestas vecinales presentadas y priorizadas, de la más reciente a la más antigua.',
    back: 'Volver al inicio',
    pendingSection: 'Propuestas Presentadas',
    approvedSection: 'Propuestas Priorizadas',
    noMatch: 'No hay propuestas que coincidan con tu búsqueda',
    sectionEmpty: 'No hay propuestas en esta sección.',
    loadMore: 'Cargar más propuestas',
    loadingMore: 'Cargando más propuestas...',
    loading: 'Cargando propuestas...',
    loadError: 'No se han podido cargar las propuestas. Por favor, inténtalo de nuevo más tarde.',
  },

  executed: {
    title: 'Proyectos Ejecutados',
    intro: 'Propuestas vecinales que ya se han hecho realidad.',
    empty: 'No hay proyectos ejecutados que coincidan con tu búsqueda.',
    seeActive: 'Ver Propuestas Activas',
  },

  filters: {
    label: 'Filtrar propuestas',
    search: 'Buscar propuestas...',
    searchLabel: 'Buscar',
    district: 'Distrito',
    anyDistrict: 'Cualquier distrito',
    status: 'Estado',
    anyStatus: 'Cualquier estado',
    scope: 'Ámbito',
    anyScope: 'Cualquier ámbito',
    year: 'Año',
    anyYear: 'Todos los años',
    clear: 'Limpiar filtros',
  },

  card: {
    open: (title: string) => `Ver detalles de «${title}»`,
    district: 'Distrito',
  },

  dialog: {
    info: 'Información',
    district: 'Distrito',
    scope: 'Ámbito',
    votes: 'Votos',
    status: 'Estado actual',
    fullPage: 'Ver página completa',
    close: 'Cerrar',
  },

  page: {
    invalidId: 'ID de propuesta no válido',
    loading: 'Cargando propuesta...',
    notFoundTitle: 'Propuesta no encontrada',
    notFoundText:
      'No se ha podido encontrar la propuesta solicitada. Es posible que haya sido eliminada o que la URL sea incorrecta.',
    goHome: 'Ir al inicio',
    goList: 'Ver propuestas',
    back: 'Volver a las propuestas',
    createdOn: (date: string) => `Presentada el ${date}`,
    description: 'Descripción',
    signInToVote: 'Inicia sesión para votar',
    lifeCycle: 'Ciclo de vida de la propuesta',
  },

  timeline: {
    presented: 'Presentada',
    prioritised: 'Priorizada',
    executed: 'Ejecutada',
    pendingPriority: 'Pendiente de priorización',
    pendingExecution: 'Pendiente de ejecución',
  },

  vote: {
    button: 'Votar',
    sending: 'Votando...',
    voted: 'Votada',
    closed: 'Votaciones cerradas',
    signInAction: 'Iniciar sesión',
    signInFirst: 'Por favor, inicia sesión para votar',
    successTitle: '¡Gracias por tu voto!',
    successText: 'Tu voto ha sido registrado correctamente',
    duplicate: 'Ya has votado en esta propuesta',
    duplicatePageTitle: 'Ya has votado',
    duplicatePageText: 'Ya has votado anteriormente en esta propuesta.',
    disabled: 'No se ha registrado tu voto. Las votaciones están deshabilitadas o el registro está fuera de plazo.',
    failureTitle: 'Error',
    failurePageTitle: 'Error al votar',
    failure: 'No se pudo registrar tu voto. Por favor, intenta de nuevo.',
    failurePage: 'No se pudo registrar tu voto. Por favor, inténtalo de nuevo.',
    unknown: 'Error desconocido',
  },

  share: {
    button: 'Compartir',
    buttonLabel: (title: string) => `Compartir «${title}»`,
    text: 'Te comparto esta propuesta ciudadana. ¡Vota para apoyar que se haga realidad!',
    sharedTitle: '¡Compartido!',
    sharedPageTitle: 'Compartido',
    sharedText: 'Propuesta compartida correctamente',
    copiedTitle: 'Enlace copiado',
    copiedText: 'URL copiada al portapapeles',
    copyFailedTitle: 'No se pudo copiar',
    copyFailedText: 'No se pudo acceder al portapapeles',
    failedTitle: 'Error al compartir',
    failedText: 'No se pudo compartir la propuesta',
  },
} as const
