const longDate = new Intl.DateTimeFormat('es-ES', { dateStyle: 'long', timeZone: 'Europe/Madrid' })
const dateTime = new Intl.DateTimeFormat('es-ES', { dateStyle: 'long', timeStyle: 'short' })

/** Spanish long date (§9), e.g. '3 de marzo de 2026'. */
export function formatLongDate(iso: string): string {
  return longDate.format(new Date(iso))
}

/** '22 de noviembre de 2026, 13:40': when data was last updated or a submission was saved. */
export function formatDateTime(time: number): string {
  return dateTime.format(time)
}
