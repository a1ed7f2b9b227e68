/**
 * The city's clocks (Europe/Madrid): an hour ahead of UTC, two in summer time, which runs from the last
 * Sunday of March to the last Sunday of October, changing at 01:00 UTC (the European Union's rule since
 * 1996, which the time zone database holds for every later year). Written out rather than asked of
 * `Intl.DateTimeFormat`: the first Intl formatter a page builds loads the locale and time-zone data,
 * tens of milliseconds on a cheap phone in the middle of starting the app (docs/decisions/0048).
 * `city-day.test.ts` checks it against Intl hour by hour around every change from 1996 to 2040.
 */
const lastSundayAtOneUtc = (year: number, month: number) => {
  const last = new Date(Date.UTC(year, month + 1, 0))
  return Date.UTC(year, month, last.getUTCDate() - last.getUTCDay(), 1)
}

/** Minutes the city's clocks are ahead of UTC at `time` (ms since the epoch). */
function cityOffsetMinutes(time: number): number {
  const year = new Date(time).getUTCFullYear()
  return time >= lastSundayAtOneUtc(year, 2) && time < lastSundayAtOneUtc(year, 9) ? 120 : 60
}

/** The calendar day in the city at `now`, as YYYY-MM-DD. */
export function cityDay(now = new Date()): string {
  const time = now.getTime()
  return new Date(time + cityOffsetMinutes(time) * 60_000).toISOString().slice(0, 10)
}

/** The instant (ms since the epoch) at which the city's clocks show `time` ('HH:MM') on `day` ('YYYY-MM-DD'). */
export function cityTime(day: string, time: string): number {
  const asUtc = Date.parse(`${day}T${time}:00Z`)
  // The offset at the instant itself: the guess an hour off only matters within the night's changeover.
  return asUtc - cityOffsetMinutes(asUtc - cityOffsetMinutes(asUtc) * 60_000) * 60_000
}
