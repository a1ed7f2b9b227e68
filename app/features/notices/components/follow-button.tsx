import { FOLLOW_TEXTS as T } from '@copy'
import { Button } from '@app/components/ui/button'
import { errorMessage } from '@app/lib/api'
import { useSession } from '@app/lib/identity'
import { toast } from '@app/lib/toast'
import { useFollow } from '../api/notices'

type Props = { proposal: { id: number; title: string }; className?: string }

/**
 * 'Seguir' / 'Dejar de seguir' on the card, the dialog and the page: only for signed-in people, once
 * it is known whether they follow. The pressed state is what a screen reader announces. A visitor's card
 * reads nothing more for it: a page of 24 cards made a query and a mutation observer each for a button
 * it never shows (docs/decisions/0080).
 */
export function FollowButton(props: Props) {
  return useSession().status === 'signedIn' ? <FollowToggle {...props} /> : null
}

function FollowToggle({ proposal, className = '' }: Props) {
  const { following, pending, toggle } = useFollow(proposal.id)
  if (following === undefined) return null
  async function click() {
    try {
      const { following: now } = await toggle(!following)
      toast({ title: now ? T.followed : T.unfollowed })
    } catch (error) {
      toast({ title: errorMessage(error, T.failed), variant: 'destructive' })
    }
  }
  return (
    <Button
      onClick={() => void click()}
      disabled={pending}
      aria-pressed={following}
      aria-label={following ? T.unfollowLabel(proposal.title) : T.followLabel(proposal.title)}
      size="touch"
      className={className}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="h-4 w-4 shrink-0"
        fill={following ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0" />
      </svg>
      <span>{following ? T.unfollow : T.follow}</span>
    </Button>
  )
}
