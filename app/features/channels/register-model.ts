import { CHANNELS, type Channel } from '@domain/channels'
import { cityDay } from '@domain/city-day'
import { DEFAULT_DISTRICT } from '@domain/districts'

/** The channels an administrator registers from; 'web' proposals come through the portal itself. */
export const OTHER_CHANNELS = CHANNELS.filter((c): c is Exclude<Channel, 'web'> => c !== 'web')

/** What a pile of coupons shares: kept from one entry to the next in quick-entry mode. */
export interface Batch {
  channel: string
  receivedAt: string
  district: string
}

/**
 * Starts on today in the city, the latest day ChannelProposalSchema accepts: a coupon typed in at 00:30
 * belongs to the day that has just begun.
 */
export const startingBatch = (now = new Date()): Batch => ({ channel: 'papel', receivedAt: cityDay(now), district: DEFAULT_DISTRICT })

/** The next form's starting values: quick entry keeps the batch just saved, the normal form starts again. */
export function nextBatch(saved: Batch, quick: boolean, now = new Date()): Batch {
  return quick ? { channel: saved.channel, receivedAt: saved.receivedAt, district: saved.district } : startingBatch(now)
}
