import type { PortalCatalogue } from '../portal-catalogue'

/** Long dates as `Intl.DateTimeFormat('ca-ES', { dateStyle: 'long' })` writes them: '3 de març del 2026', '3 d’abril del 2026'. */
export const DATE_TEXTS = {
  locale: 'ca-ES',
  months: ['gener', 'febrer', 'març', 'abril', 'maig', 'juny', 'juliol', 'agost', 'setembre', 'octubre', 'novembre', 'desembre'],
  longDay: (day, month, year) => `${day} ${/^[aeiou]/.test(month) ? 'd’' : 'de '}${month} del ${year}`,
} satisfies PortalCatalogue['DATE_TEXTS']
