import { Icon } from '@app/components/ui/icon'
import { UI_PROPOSALS } from '@copy'
import { Button } from '@app/components/ui/button'
import { useShare } from '../api/use-share'

const T = UI_PROPOSALS.share

export function ShareButton({
  proposal,
  surface,
  className = '',
}: {
  proposal: { id: number; title: string }
  surface: 'card' | 'page'
  className?: string
}) {
  const share = useShare(surface)
  return (
    <Button onClick={() => void share(proposal)} aria-label={T.buttonLabel(proposal.title)} size="touch" className={className}>
      <Icon name="share" />
      <span>{T.button}</span>
    </Button>
  )
}
