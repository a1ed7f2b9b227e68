import { channelLabel } from '@copy/channel-labels'
import { UI_PROPOSALS } from '@copy'

/** 'Recibida por: Cupón en papel' for proposals that did not come through the portal; nothing for web ones. */
export function ReceivedBy({ channel, className }: { channel: string; className?: string }) {
  if (channel === 'web') return null
  return <span className={className}>{UI_PROPOSALS.card.receivedBy(channelLabel(channel))}</span>
}
