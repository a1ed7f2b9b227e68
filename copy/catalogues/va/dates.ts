import type { PortalOverlay } from '../portal-catalogue'

/**
 * Long dates as the Generalitat Valenciana writes them: the month names are Catalan's, the year follows
 * 'de' ('3 de març de 2026', '3 d’abril de 2026'), where Catalan's (Intl's 'ca-ES') writes 'del 2026'.
 * Intl has no Valencian dates of its own: 'ca-ES-valencia' writes them as 'ca-ES' (a date with its time).
 */
export const DATE_TEXTS = {
  locale: 'ca-ES-valencia',
  longDay: (day, month, year) => `${day} ${/^[aeiou]/.test(month) ? 'd’' : 'de '}${month} de ${year}`,
} satisfies PortalOverlay['DATE_TEXTS']
