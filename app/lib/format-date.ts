import { longDay } from '@domain/budget-cycle'
import { cityDay } from '@domain/city-day'

/** Spanish long date (§9) of an instant, on the city's calendar: '3 de marzo de 2026'. */
export function formatLongDate(iso: string): string {
  return longDay(cityDay(new Date(iso)))
}

// Built on first use: the formatter loads the locale's data, which costs milliseconds on a cheap phone.
let dateTime: Intl.DateTimeFormat | undefined

/** '22 de noviembre de 2026, 13:40': when data was last updated or a submission was saved. */
export function formatDateTime(time: number): string {
  dateTime ??= new Intl.DateTimeFormat('es-ES', { dateStyle: 'long', timeStyle: 'short' })
  return dateTime.format(time)
}
