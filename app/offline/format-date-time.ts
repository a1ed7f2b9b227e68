const FORMAT = new Intl.DateTimeFormat('es-ES', { dateStyle: 'long', timeStyle: 'short' })

/** '22 de noviembre de 2026, 13:40': when data was last updated or a submission was saved. */
export function formatDateTime(time: number): string {
  return FORMAT.format(time)
}
