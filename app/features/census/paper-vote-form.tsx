import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { STAFF_VOTE_CHANNELS, onlineVotesAreCensusPersons } from '@domain/census'
import { VOTE_CHANNEL_CODES } from '@domain/channels'
import { StaffVoteFormSchema } from '@schemas'
import { CENSUS_ERRORS, CENSUS_UI_TEXTS as T, VOTE_CHANNEL_LABELS } from '@copy'
import { Button } from '@app/components/ui/button'
import { SelectField, TextField } from '@app/components/ui/form-field'
import { api, errorMessage, unwrap } from '@app/lib/api'
import { formValues, useFieldErrors } from '@app/lib/form-errors'
import { markStale } from '@app/lib/stale-after'
import { useCensusRules } from '@app/lib/system-config'
import { CensusCheckFields } from './census-check-fields'

/**
 * One person's vote on paper, by phone, WhatsApp or at a table, recorded by staff beside the votes
 * counter: each proposal is counted or refused with its reason (already voted online, another district…).
 */
export function PaperVoteForm() {
  const client = useQueryClient()
  const { errors, check, showRefusal } = useFieldErrors()
  const [form, setForm] = useState<HTMLFormElement | null>(null)
  // Closed while an unverified account may vote online: the same person could count twice (decision 0056).
  const channelsOpen = onlineVotesAreCensusPersons(useCensusRules())
  const send = useMutation({
    mutationFn: (body: Parameters<(typeof api.admin)['paper-votes']['$post']>[0]['json']) =>
      unwrap(api.admin['paper-votes'].$post({ json: body })),
    onSuccess: () => {
      void markStale(client, 'paperVotes')
      form?.reset()
    },
    onError: (error) => showRefusal(error),
  })

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const target = event.currentTarget
    setForm(target)
    const raw = formValues(target)
    const ids = String(raw.proposalIds ?? '')
      .split(/[\s,;]+/)
      .filter(Boolean)
      .map(Number)
    const values = check(StaffVoteFormSchema, target, { ...raw, proposalIds: ids })
    if (values) send.mutate(values)
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-describedby="paper-vote-text">
      <p id="paper-vote-text" className="text-sm text-slate-700">
        {T.paperText}
      </p>
      {!channelsOpen && (
        <p data-testid="census-channels-closed" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {CENSUS_ERRORS.censusChannelsNeedResidents}
        </p>
      )}
      <CensusCheckFields errors={errors} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={T.paperProposals} name="proposalIds" inputMode="numeric" error={errors.proposalIds} />
        <SelectField
          label={T.paperChannel}
          name="channel"
          error={errors.channel}
          options={STAFF_VOTE_CHANNELS.map((c) => [VOTE_CHANNEL_CODES[c], VOTE_CHANNEL_LABELS[c]] as const)}
        />
      </div>
      <div>
        <Button type="submit" look="primary" disabled={!channelsOpen || send.isPending}>
          {T.paperSend}
        </Button>
      </div>
      {send.isError && (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(send.error, T.verifyFailed)}
        </p>
      )}
      {send.data && (
        <ul role="status" className="grid gap-1 text-sm">
          {send.data.results.map((r) => (
            <li key={r.proposalId} className={r.counted ? 'text-green-800' : 'text-red-700'}>
              {r.counted ? T.paperCounted(r.proposalId) : T.paperRefused(r.proposalId, r.message)}
            </li>
          ))}
        </ul>
      )}
    </form>
  )
}
