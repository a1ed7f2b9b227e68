import type { FormEvent } from 'react'
import { CensusCheckFormSchema } from '@schemas'
import { CENSUS_UI_TEXTS as T } from '@copy'
import { Button } from '@app/components/ui/button'
import { Dialog } from '@app/components/ui/dialog'
import { errorMessage } from '@app/lib/api'
import { useFieldErrors } from '@app/lib/form-errors'
import { toast } from '@app/lib/toast'
import { useVerifyUser } from './api'
import { CensusCheckFields } from './census-check-fields'
import { districtLabel } from '@copy/district-scope-labels'

/** 'Verificar empadronamiento' from a user's row: staff check the person who is present. */
export function VerifyUserDialog({ user, onClose }: { user: { id: number; name: string } | null; onClose: () => void }) {
  const { errors, check, showRefusal } = useFieldErrors()
  const verify = useVerifyUser()

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const values = user && check(CensusCheckFormSchema, event.currentTarget)
    if (user && values)
      verify.mutate(
        { id: user.id, check: values },
        {
          onSuccess: (answer) => {
            toast({ title: T.adminVerified(districtLabel(answer.residentDistrict)) })
            onClose()
          },
          onError: (error) => {
            showRefusal(error)
            toast({ title: T.verifyFailed, description: errorMessage(error, T.verifyFailed), variant: 'destructive' })
          },
        },
      )
  }

  return (
    <Dialog open={user !== null} onClose={onClose} title={user ? T.adminVerifyTitle(user.name) : ''}>
      <form noValidate onSubmit={submit} className="space-y-4">
        <p className="text-sm text-slate-700">{T.adminVerifyText}</p>
        <CensusCheckFields errors={errors} />
        <Button type="submit" look="primary" disabled={verify.isPending}>
          {verify.isPending ? T.verifying : T.verify}
        </Button>
      </form>
    </Dialog>
  )
}
