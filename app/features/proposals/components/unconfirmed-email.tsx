import { useMutation } from '@tanstack/react-query'
import { UI_PROPOSALS } from '@copy'
import { Button } from '@app/components/ui/button'
import { providerMessage, resendEmailVerification } from '@app/lib/identity'
import { toast } from '@app/lib/toast'

const T = UI_PROPOSALS.vote

/** Why the vote was not counted, and the way out: the confirmation e-mail, sent again on request. */
export function UnconfirmedEmail() {
  const resend = useMutation({
    mutationFn: resendEmailVerification,
    onSuccess: (email) => toast({ title: T.resentTitle, description: T.resent(email) }),
    onError: (error) => toast({ title: T.resendFailed, description: providerMessage('confirmEmail', error), variant: 'destructive' }),
  })
  return (
    <div role="status" className="max-w-prose rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-slate-800">
      <p>{T.unconfirmed}</p>
      <Button onClick={() => resend.mutate()} disabled={resend.isPending} look="link" size="touch" className="mt-2">
        {T.resend}
      </Button>
    </div>
  )
}
