import { cityTime } from './city-day'

const HOUR = 3_600_000

/** A table's day and window in the city's time, and the hours after closing in which uploads are taken. */
export interface TableTimes {
  day: string
  opens: string
  closes: string
  graceHours: number
}

/** The table's window as instants: when it opens and closes, and the last moment an upload is taken. */
export function tableWindow(t: TableTimes) {
  const closesAt = cityTime(t.day, t.closes)
  return { opensAt: cityTime(t.day, t.opens), closesAt, uploadsUntil: closesAt + t.graceHours * HOUR }
}

/**
 * When a ballot was taken, by the Worker's clock (all in ms since the epoch): the device's time moved by
 * the upload's own offset (the Worker's clock minus the device's when it sent), so a phone hours off
 * still places its ballots right; and never before the device joined the table nor after it arrived,
 * whatever the device claims.
 */
export const correctedTakenAt = (takenAt: number, sentAt: number, receivedAt: number, joinedAt: number) =>
  Math.min(receivedAt, Math.max(joinedAt, takenAt + (receivedAt - sentAt)))
