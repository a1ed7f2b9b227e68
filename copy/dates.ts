import { localized } from './localize'

/**
 * Long dates written out in each language, without `Intl` on the first visit (decision 0048): the month
 * names and the order of the words. `locale` is the tag for the `Intl` formatters built later, on use
 * (a date with its time).
 */
export const DATE_TEXTS = localized('DATE_TEXTS', {
  locale: 'es-ES',
  months: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
  /** As `Intl.DateTimeFormat(locale, { dateStyle: 'long' })` writes it: '3 de marzo de 2026'. */
  longDay: (day: number, month: string, year: number) => `${day} de ${month} de ${year}`,
})

/** A day in the words of the language of the moment: '3 de marzo de 2026', '3 de març del 2026'. */
const longDayWords = (year: number, month: number, day: number) => DATE_TEXTS.longDay(day, DATE_TEXTS.months[month - 1], year)

/** A calendar day (YYYY-MM-DD) in words, in the language of the moment: '31 de marzo de 2026' (no time zone can move it a day). */
export function longDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number)
  return longDayWords(year, month, date)
}
