import type { PortalCatalogue } from '../portal-catalogue'

export const COOKIE_TEXTS = {
  title: 'Preferencias de cookies',
  open: 'Preferencias de cookies',
  tabSummary: 'Resumo',
  tabSettings: 'Configuración',
  summary:
    'Este portal só usa cookies técnicas e de sesión, necesarias para que funcione e para lembrar as súas preferencias. Non usamos cookies de seguimento nin de publicidade.',
  policy: 'Consulte a política de cookies',
  acceptAll: 'Aceptar todas',
  rejectAll: 'Só as necesarias',
  save: 'Gardar as preferencias',
  saved: 'Preferencias gardadas',
  saveFailed: 'As súas preferencias gardáronse neste navegador, pero non foi posible envialas ao servidor.',
  categories: {
    necessary: { label: 'Necesarias', text: 'Imprescindibles para iniciar sesión e navegar. Sempre activas.' },
    functional: { label: 'Funcionais', text: 'Lembran opcións como os filtros que escolleu.' },
    analytics: { label: 'Analíticas', text: 'Axudaríannos a saber que páxinas se usan máis, de forma anónima.' },
    marketing: { label: 'Márketing', text: 'Servirían para mostrar contidos personalizados. Este portal non as usa.' },
  },
} satisfies PortalCatalogue['COOKIE_TEXTS']
