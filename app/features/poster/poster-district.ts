import { CITY_DISTRICTS, type District } from '@domain/districts'

/**
 * A poster exists for each of the five districts; 'Todos' is the general poster. Kept apart from the
 * QR code module: the route checks it before loading, and must not pull the QR encoder into the
 * first load of every page.
 */
export function posterDistrict(param: string): District | null {
  return (CITY_DISTRICTS as readonly string[]).includes(param) ? (param as District) : null
}
