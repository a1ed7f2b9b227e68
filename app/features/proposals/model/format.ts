const longDate = new Intl.DateTimeFormat('es-ES', { dateStyle: 'long', timeZone: 'Europe/Madrid' })

/** Spanish long date (§9), e.g. '3 de marzo de 2026'. */
export function formatLongDate(iso: string): string {
  return longDate.format(new Date(iso))
}
