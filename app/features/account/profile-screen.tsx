import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { FormEvent } from 'react'
import { ProfileSchema } from '@schemas'
import { IDENTITY_TEXTS, PROFILE_TEXTS as T, SIGN_OUT_TEXTS } from '@copy'
import { SubmitInvitation } from '@app/components/submit-invitation'
import { StageDate } from '@app/features/proposals'
import { StatusBadge } from '@app/components/status-badge'
import { Button, buttonLook } from '@app/components/ui/button'
import { TextField } from '@app/components/ui/form-field'
import { Spinner } from '@app/components/ui/spinner'
import { Tabs } from '@app/components/ui/tabs'
import { errorMessage } from '@app/lib/api'
import { useDocumentTitle } from '@app/lib/document-title'
import { useFieldErrors } from '@app/lib/form-errors'
import { ProviderError, changeSignInEmail, providerMessage, signOut, type CurrentUser } from '@app/lib/identity'
import { toast } from '@app/lib/toast'
import { NoticeSettings } from '@app/features/notices'
import { VerificationCard } from '@app/features/census'
import { queryKeys } from '@app/lib/query-keys'
import { markStale } from '@app/lib/stale-after'
import { ProposalTitleLink } from '@app/components/proposal-title-link'
import { districtLabel, scopeLabel } from '@copy/district-scope-labels'
import { myProposalsQuery, updateProfile } from './api/account'

export function ProfileScreen({ user }: { user: CurrentUser }) {
  useDocumentTitle(T.title)
  const mine = useQuery(myProposalsQuery())
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-bold">{T.title}</h1>
      <Tabs
        className="mt-6"
        tabs={[
          {
            label: T.tabData,
            panel: (
              <>
                <ProfileForm user={user} />
                <VerificationCard verified={user.verified} residentDistrict={user.residentDistrict} heldVotes={user.heldVotes} />
                <NoticeSettings />
              </>
            ),
          },
          {
            label: T.tabProposals(mine.data?.length ?? 0),
            panel: <MyProposals />,
          },
        ]}
      />
    </div>
  )
}

/** 'Mis Propuestas' tab: her proposals, or an invitation to send the first. */
function MyProposals() {
  const mine = useQuery(myProposalsQuery())
  return mine.isPending ? (
    <Spinner />
  ) : mine.isError ? (
    <p className="text-red-700">{T.loadFailed}</p>
  ) : mine.data.length === 0 ? (
    <div className="rounded-lg border border-dashed border-slate-300 p-8 text-center">
      <p className="text-slate-700">{T.noProposals}</p>
      <div className="mt-4 flex justify-center">
        <SubmitInvitation className={buttonLook({ look: 'primary', size: 'lg' })} label={T.sendFirst} />
      </div>
    </div>
  ) : (
    <ul className="space-y-3">
      {mine.data.map((p) => (
        <li key={p.id} className="rounded-lg border border-slate-200 p-4">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <ProposalTitleLink id={p.id} title={p.title} className="font-semibold" />
            <StatusBadge status={p.status} />
          </div>
          <StageDate proposal={p} />
          <p className="mt-1 line-clamp-2 text-sm text-slate-700">{p.description}</p>
          <p className="mt-2 text-sm text-slate-600">
            {districtLabel(p.district)} · {scopeLabel(p.scope)} · {T.votes(p.votes)}
          </p>
        </li>
      ))}
    </ul>
  )
}

function ProfileForm({ user }: { user: CurrentUser }) {
  const client = useQueryClient()
  const { errors, check, showRefusal } = useFieldErrors()
  const save = useMutation({
    mutationFn: async (profile: { name: string; surname: string; phone: string; email: string }) => {
      // The server only accepts the e-mail the token carries: a new one is confirmed at the provider
      // first (a link to the new address), and the profile follows once it is.
      const pending = (await changeSignInEmail(profile.email)) ? profile.email : null
      const updated = await updateProfile(user.id, { ...profile, email: user.email })
      return { updated, pending }
    },
    onSuccess: ({ updated, pending }) => {
      client.setQueryData(queryKeys.user(), (old: CurrentUser | undefined) => ({ ...old, ...updated }) as CurrentUser)
      void markStale(client, 'ownRecord')
      toast({ title: T.updated, description: pending ? IDENTITY_TEXTS.changeEmail.pending(pending) : undefined })
    },
    onError: (error) => {
      showRefusal(error)
      const description = error instanceof ProviderError ? providerMessage('changeEmail', error) : errorMessage(error, T.updateFailed)
      toast({ title: T.updateFailed, description, variant: 'destructive' })
    },
  })

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const profile = check(ProfileSchema, event.currentTarget)
    if (profile) save.mutate(profile)
  }

  function logout() {
    signOut().catch(() => toast({ title: SIGN_OUT_TEXTS.failedProfile, variant: 'destructive' }))
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={T.name} name="name" autoComplete="given-name" defaultValue={user.name} error={errors.name} />
        <TextField label={T.surname} name="surname" autoComplete="family-name" defaultValue={user.surname} error={errors.surname} />
      </div>
      <TextField label={T.phone} name="phone" type="tel" autoComplete="tel" defaultValue={user.phone} error={errors.phone} />
      <TextField label={T.email} name="email" type="email" autoComplete="email" defaultValue={user.email} error={errors.email} />
      <div className="flex flex-col gap-3 pt-2 sm:flex-row sm:justify-between">
        <Button type="submit" disabled={save.isPending} look="primary" size="lg">
          {save.isPending ? T.saving : T.save}
        </Button>
        <Button onClick={logout} look="danger-outline" size="lg">
          {T.logout}
        </Button>
      </div>
    </form>
  )
}
