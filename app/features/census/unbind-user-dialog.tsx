import type { FormEvent } from 'react'
import { UnbindSchema } from '@schemas'
import { CENSUS_UI_TEXTS as T } from '@copy'
import { Button } from '@app/components/ui/button'
import { Dialog } from '@app/components/ui/dialog'
import { TextField } from '@app/components/ui/form-field'
import { errorMessage } from '@app/lib/api'
import { useFieldErrors } from '@app/lib/form-errors'
import { toast } from '@app/lib/toast'
import { useUnbindUser } from './api'

/**
 * 'Quitar verificación' from a verified user's row: a person verified as someone else, or a record
 * taken by the wrong account. The reason goes to the history; votes already counted stay counted.
 */
export function UnbindUserDialog({ user, onClose }: { user: { id: number; name: string } | null; onClose: () => void }) {
  const { errors, check, showRefusal } = useFieldErrors()
  const unbind = useUnbindUser()

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const values = user && check(UnbindSchema, event.currentTarget)
    if (user && values)
      unbind.mutate(
        { id: user.id, reason: values.reason },
        {
          onSuccess: () => {
            toast({ title: T.adminUnbound })
            onClose()
          },
          onError: (error) => {
            showRefusal(error)
            toast({ title: T.unbindFailed, description: errorMessage(error, T.unbindFailed), variant: 'destructive' })
          },
        },
      )
  }

  return (
    <Dialog open={user !== null} onClose={onClose} title={user ? T.adminUnbindTitle(user.name) : ''}>
      <form noValidate onSubmit={submit} className="space-y-4">
        <p className="text-sm text-slate-700">{T.adminUnbindText}</p>
        <TextField label={T.unbindReasonLabel} name="reason" maxLength={500} error={errors.reason} />
        <Button type="submit" look="danger" disabled={unbind.isPending}>
          {T.adminUnbind}
        </Button>
      </form>
    </Dialog>
  )
}
