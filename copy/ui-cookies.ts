import { localized } from './localize'
/** The cookie notice and its preferences, on every page. */
export const COOKIE_TEXTS = localized('COOKIE_TEXTS', {
  title: 'Preferencias de cookies',
  open: 'Preferencias de cookies',
  tabSummary: 'Resumen',
  tabSettings: 'Configuración',
  summary:
    'Este portal solo usa cookies técnicas y de sesión, necesarias para que funcione y para recordar tus preferencias. No usamos cookies de seguimiento ni de publicidad.',
  policy: 'Consulta la política de cookies',
  acceptAll: 'Aceptar todas',
  rejectAll: 'Solo necesarias',
  save: 'Guardar preferencias',
  saved: 'Preferencias guardadas',
  saveFailed: 'Tus preferencias se han guardado en este navegador, pero no se han podido enviar al servidor.',
  categories: {
    necessary: { label: 'Necesarias', text: 'Imprescindibles para iniciar sesión y navegar. Siempre activas.' },
    functional: { label: 'Funcionales', text: 'Recuerdan opciones como los filtros que has elegido.' },
    analytics: { label: 'Analíticas', text: 'Nos ayudarían a saber qué páginas se usan más, de forma anónima.' },
    marketing: { label: 'Marketing', text: 'Servirían para mostrar contenidos personalizados. Este portal no las usa.' },
  },
} as const)
