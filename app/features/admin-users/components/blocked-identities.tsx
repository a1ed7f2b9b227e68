import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { ADMIN_TEXTS } from '@copy'
import { Button } from '@app/components/ui/button'
import { ConfirmDialog } from '@app/components/ui/confirm-dialog'
import { QueryError } from '@app/components/ui/query-error'
import { Spinner } from '@app/components/ui/spinner'
import { errorMessage } from '@app/lib/api'
import { formatLongDate } from '@app/lib/format-date'
import { blockedIdentitiesQuery, useUnblock, type BlockedIdentity } from '../api/users-api'

const T = ADMIN_TEXTS.users

const nameOf = (b: BlockedIdentity) => b.username ?? b.email ?? T.blockedUnknown

/** 'Identidades bloqueadas' under the users: whom moderation keeps out, and taking a block back. */
export function BlockedIdentities() {
  const { data, error, isPending, refetch } = useQuery(blockedIdentitiesQuery())
  const [target, setTarget] = useState<BlockedIdentity | null>(null)
  const unblock = useUnblock()

  return (
    <section aria-labelledby="blocked-identities" className="mt-10">
      <h2 id="blocked-identities" className="text-xl font-semibold text-slate-900">
        {T.blockedTitle}
      </h2>
      <p className="mt-1 text-slate-700">{T.blockedIntro}</p>
      {isPending ? (
        <Spinner />
      ) : error ? (
        <QueryError message={errorMessage(error, T.blockedLoadFailed)} onRetry={() => void refetch()} />
      ) : data.length === 0 ? (
        <p className="mt-4 text-slate-800">{T.blockedEmpty}</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
          {data.map((b) => (
            <li key={b.uid} className="flex flex-wrap items-center justify-between gap-3 p-4">
              <div className="min-w-0">
                <p className="font-medium break-all text-slate-900">{nameOf(b)}</p>
                {b.email && b.username && <p className="break-all text-slate-800">{b.email}</p>}
                <p className="text-sm text-slate-700">{T.blockedSince(formatLongDate(b.blockedAt), b.blockedBy)}</p>
              </div>
              <Button onClick={() => setTarget(b)} aria-label={T.unblockOf(nameOf(b))}>
                {T.unblock}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={target !== null}
        title={T.unblockTitle}
        text={target ? T.unblockText(nameOf(target)) : ''}
        confirmLabel={T.unblock}
        busy={unblock.isPending}
        onClose={() => setTarget(null)}
        onConfirm={() => target && unblock.mutate({ uid: target.uid, name: nameOf(target) }, { onSettled: () => setTarget(null) })}
      />
    </section>
  )
}
