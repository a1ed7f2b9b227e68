import { localized } from './localize'
/** The frame every screen shares: header, footer, mobile menu, not-found screen, guards and request errors. */
export const SHELL_TEXTS = localized('SHELL_TEXTS', {
  siteName: 'Presupuestos Participativos',
  /** The page description and link preview text of pages without one of their own. */
  siteDescription:
    'Presupuesto Participativo de la ciudad: envía propuestas para tu distrito, vota las de tus vecinos y sigue su ejecución.',
  shareImageAlt: 'Presupuestos Participativos: propuestas vecinales para cada distrito',
  siteSubtitle: (year: number) => `Ayuntamiento · Presupuesto ${year}`,
  nav: {
    label: 'Navegación principal',
    home: 'Inicio',
    proposals: 'Propuestas',
    executed: 'Proyectos Ejecutados',
    followUp: 'Seguimiento',
    results: 'Resultados',
    notices: 'Avisos',
    noticesLabel: (unread: number) =>
      unread === 0 ? 'Avisos, ninguno sin leer' : unread === 1 ? 'Avisos, 1 sin leer' : `Avisos, ${unread} sin leer`,
    signOut: 'Cerrar sesión',
    profile: 'Mi Perfil',
    admin: 'Panel de Admin',
    signIn: 'Iniciar Sesión',
    submit: 'Enviar propuesta',
    openMenu: 'Abrir menú',
    closeMenu: 'Cerrar menú',
    menuTitle: 'Menú',
  },
  // §2's home-page sentence ('…desactivado en envío…') with its grammar mended: same meaning, correct Spanish.
  submissionsClosed: 'El plazo se ha cerrado y está desactivado el envío de nuevas propuestas hasta el próximo año.',
  /** The deadline as residents read it while submissions are open (domain/budget-cycle.ts). */
  deadline: {
    open: (day: string) => `El plazo para presentar propuestas termina el ${day}.`,
    // The date has passed but the council keeps submissions open: no past date beside a working form.
    extended: 'El plazo para presentar propuestas sigue abierto.',
  },
  dataUse: {
    text: 'Tus datos de contacto los trata el Ayuntamiento solo para gestionar tu participación y responderte; no se publican ni se ceden a terceros. Más información sobre tus derechos en los',
    link: 'Avisos Legales',
  },
  skipToContent: 'Saltar al contenido principal',
  submissionsClosedShort: 'Envío de propuestas cerrado',
  footer: {
    council: 'Ayuntamiento de la ciudad',
    federation: 'Federación de Asociaciones Vecinales',
    rights: (year: number) => `© ${year} Ayuntamiento y Federación de Asociaciones Vecinales. Presupuesto Participativo.`,
    linksLabel: 'Información legal y contacto',
    followUp: 'Seguimiento de los proyectos',
    results: 'Resultados',
    legal: 'Avisos Legales',
    contact: 'Contacto',
    terms: 'Bases Presupuesto',
    accessibility: 'Accesibilidad',
  },
  loading: 'Cargando...',
  notFound: {
    documentTitle: 'Página no encontrada',
    title: '404 Page Not Found',
    text: 'La página que buscas no existe o ha cambiado de dirección.',
    devHint: (path: string) =>
      `Nota para desarrollo: ninguna ruta de app/routes/ coincide con «${path}». ¿Has olvidado crear el archivo de la ruta?`,
    home: 'Volver al inicio',
  },
  admin: {
    notAdmin: 'No tienes permisos de administrador.',
    signInAsAdmin: 'Debes iniciar sesión como administrador.',
    checkFailed: 'Error al verificar permisos de administrador.',
  },
  request: {
    serverError: (status: number, text: string) => `Error del servidor (${status}): ${text}`,
    unparsable: 'Error al procesar la respuesta del servidor',
    fallback: 'Error en la petición',
    network: 'No se ha podido conectar con el servidor. Comprueba tu conexión e inténtalo de nuevo.',
  },
  /** The button under data that could not be loaded (QueryError). */
  retry: 'Reintentar',
  dialog: { close: 'Cerrar', cancel: 'Cancelar', moreActions: 'Más acciones' },
  toastRegion: 'Notificaciones',
  closeToast: 'Cerrar notificación',
  documentTitle: (page: string) => `${page} · Presupuestos Participativos`,
} as const)
