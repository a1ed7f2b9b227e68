import type { PortalCatalogue } from '../portal-catalogue'

/** Long dates as `Intl.DateTimeFormat('gl-ES', { dateStyle: 'long' })` writes them: '3 de marzo de 2026'. */
export const DATE_TEXTS = {
  locale: 'gl-ES',
  months: ['xaneiro', 'febreiro', 'marzo', 'abril', 'maio', 'xuño', 'xullo', 'agosto', 'setembro', 'outubro', 'novembro', 'decembro'],
  longDay: (day, month, year) => `${day} de ${month} de ${year}`,
} satisfies PortalCatalogue['DATE_TEXTS']
