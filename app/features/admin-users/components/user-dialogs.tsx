import { useQuery } from '@tanstack/react-query'
import { ADMIN_TEXTS } from '@copy'
import { Spinner } from '@app/components/ui/spinner'
import { errorMessage } from '@app/lib/api'
import { formatLongDate } from '@app/lib/format-date'
import { StatusBadge } from '@app/components/status-badge'
import { userProposalsQuery, type AdminUser } from '../api/users-api'
import { authMethodLabel, displayName } from '../model/admin-users'
import { Dialog } from '@app/components/ui/dialog'
import { DataList } from '@app/components/data-list'
import { districtLabel } from '@copy/district-scope-labels'

const T = ADMIN_TEXTS.users
const A = ADMIN_TEXTS.author

/** §2 'view info': name, username, e-mail, phone or 'No especificado', role and auth method. */
export function UserInfoDialog({ user: u, onClose }: { user: AdminUser | null; onClose: () => void }) {
  return (
    <Dialog open={u !== null} onClose={onClose} title={T.infoTitle}>
      {u && (
        <DataList
          items={[
            [A.name, [u.name, u.surname].filter(Boolean).join(' ')],
            [T.username, u.username],
            [T.email, u.email],
            [T.phone, u.phone],
            [A.district, u.district ? districtLabel(u.district) : null],
            [T.roleColumn, u.isAdmin ? T.admin : T.user],
            [T.authMethod, authMethodLabel(u.authProvider)],
          ]}
        />
      )}
    </Dialog>
  )
}

export function UserProposalsDialog({ user: u, onClose }: { user: AdminUser | null; onClose: () => void }) {
  return (
    <Dialog open={u !== null} onClose={onClose} title={u ? T.proposalsTitle(displayName(u)) : ''} layout="wide">
      {u && <UserProposals id={u.id} />}
    </Dialog>
  )
}

function UserProposals({ id }: { id: number }) {
  const { data, error, isPending } = useQuery(userProposalsQuery(id))
  if (isPending) return <Spinner className="py-6" />
  if (error) return <p className="text-red-700">{errorMessage(error)}</p>
  if (!data.length) return <p className="text-slate-700">{T.noProposals}</p>
  return (
    <ul className="divide-y divide-slate-200">
      {data.map((p) => (
        <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
          <span className="font-medium text-slate-900">
            #{p.id} {p.title}
          </span>
          <span className="flex items-center gap-2 text-sm text-slate-700">
            {p.votes} {ADMIN_TEXTS.table.votes.toLowerCase()} · {formatLongDate(p.createdAt)}
            <StatusBadge status={p.status} />
          </span>
        </li>
      ))}
    </ul>
  )
}
