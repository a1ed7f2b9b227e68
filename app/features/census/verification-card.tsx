import type { FormEvent } from 'react'
import { CensusCheckFormSchema } from '@schemas'
import { CENSUS_UI_TEXTS as T } from '@copy'
import { Button } from '@app/components/ui/button'
import { errorMessage } from '@app/lib/api'
import { useFieldErrors } from '@app/lib/form-errors'
import { toast } from '@app/lib/toast'
import { useVerifyMyself } from './api'
import { CensusCheckFields } from './census-check-fields'
import { districtLabel } from '@copy/district-scope-labels'

/**
 * 'Mi Perfil': the resident's own census check, or the district the census says once verified; before
 * it, how many of their votes census channels held until they verify (decision 0065).
 */
export function VerificationCard({
  verified,
  residentDistrict,
  heldVotes,
}: {
  verified: boolean
  residentDistrict: string | null
  heldVotes: number
}) {
  const { errors, check, showRefusal } = useFieldErrors()
  const verify = useVerifyMyself()

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const values = check(CensusCheckFormSchema, event.currentTarget)
    if (values)
      verify.mutate(values, {
        onSuccess: () => toast({ title: T.verifiedToast }),
        onError: (error) => {
          showRefusal(error)
          toast({ title: T.verifyFailed, description: errorMessage(error, T.verifyFailed), variant: 'destructive' })
        },
      })
  }

  return (
    <section id="empadronamiento" aria-labelledby="verify-title" className="mt-8 rounded-lg border border-slate-200 p-4">
      <h2 id="verify-title" className="text-lg font-bold">
        {T.verifyTitle}
      </h2>
      {verified && residentDistrict ? (
        <p role="status" className="mt-2 font-medium text-green-800">
          {T.verified(districtLabel(residentDistrict))}
        </p>
      ) : (
        <form noValidate onSubmit={submit} className="mt-2 space-y-4">
          {heldVotes > 0 && (
            <p data-testid="held-votes" className="font-semibold text-amber-900">
              {T.heldVotesMine(heldVotes)}
            </p>
          )}
          <p className="text-sm text-slate-700">{T.verifyText}</p>
          <CensusCheckFields errors={errors} />
          <Button type="submit" look="primary" size="touch" disabled={verify.isPending}>
            {verify.isPending ? T.verifying : T.verify}
          </Button>
        </form>
      )}
    </section>
  )
}
