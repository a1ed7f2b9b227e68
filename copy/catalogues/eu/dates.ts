import type { PortalCatalogue } from '../portal-catalogue'
import { yearKo } from './year'

/**
 * Long dates as Basque writes them, year first: '2026ko martxoaren 3a', '2025eko azaroaren 11'. (Intl's
 * 'eu' writes '2026(e)ko martxoaren 3(a)', hedging the endings this file chooses.) The day takes the article
 * '-a' except after 11 and 31, whose names (hamaika, hogeita hamaika) already end in it.
 */
export const DATE_TEXTS = {
  locale: 'eu-ES',
  months: ['urtarrila', 'otsaila', 'martxoa', 'apirila', 'maiatza', 'ekaina', 'uztaila', 'abuztua', 'iraila', 'urria', 'azaroa', 'abendua'],
  longDay: (day, month, year) => `${yearKo(year)} ${month}ren ${day}${day % 20 === 11 ? '' : 'a'}`,
} satisfies PortalCatalogue['DATE_TEXTS']
