import { longDay } from '@copy/dates'
import { cityDay } from '@domain/city-day'
import { DATE_TEXTS } from '@copy'

/** Long date (§9; Spanish, or the page's language) of an instant, on the city's calendar: '3 de marzo de 2026'. */
export function formatLongDate(iso: string): string {
  return longDay(cityDay(new Date(iso)))
}

// Built on first use: the formatter loads the locale's data, which costs milliseconds on a cheap phone.
let dateTime: { locale: string; format: Intl.DateTimeFormat } | undefined

/** '22 de noviembre de 2026, 13:40' in the page's language: when data was last updated or a submission was saved. */
export function formatDateTime(time: number): string {
  const { locale } = DATE_TEXTS
  if (dateTime?.locale !== locale) dateTime = { locale, format: new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }) }
  return dateTime.format.format(time)
}
