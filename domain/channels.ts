import { localized } from './texts/localize'

/**
 * The ways a proposal reaches the council (§1). 'web' is the portal itself; the others are registered
 * by an administrator from the coupon, mail or call, with the date they were received.
 */
export const CHANNELS = ['web', 'papel', 'email', 'buzon-asociacion', 'oficina-federacion', '010', 'whatsapp', 'telefono'] as const
export type Channel = (typeof CHANNELS)[number]

export const CHANNEL_LABELS: Record<Channel, string> = localized('CHANNEL_LABELS', {
  web: 'Plataforma web',
  papel: 'Cupón en papel',
  email: 'Correo electrónico',
  'buzon-asociacion': 'Buzón de la asociación vecinal',
  'oficina-federacion': 'Oficina de la federación',
  '010': 'Servicio 010 del Ayuntamiento',
  whatsapp: 'WhatsApp',
  telefono: 'Teléfono',
})

export const channelLabel = (channel: string) => CHANNEL_LABELS[channel as Channel] ?? channel
