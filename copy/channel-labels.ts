import type { Channel } from '@domain/channels'
import { localized } from './localize'

/** How a proposal reached the council (§1), in words, in the language of the moment. */
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
