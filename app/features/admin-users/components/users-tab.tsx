import { useMutation, useQuery } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { ADMIN_TEXTS, CENSUS_UI_TEXTS } from '@copy'
import { QueryError } from '@app/components/ui/query-error'
import { Spinner } from '@app/components/ui/spinner'
import { errorMessage } from '@app/lib/api'
import { providerMessage, requestPasswordReset } from '@app/lib/identity'
import { toast } from '@app/lib/toast'
import { useDeleteUser, useSetRole, userProposalsQuery, usersQuery, type AdminUser } from '../api/users-api'
import type { Sort } from '@app/lib/sort'
import { canResetPassword, displayName, filterUsers, sortUsers, type RoleFilter, type UserSortKey } from '../model/admin-users'
import { ActionMenu } from '@app/components/ui/action-menu'
import { ConfirmDialog } from '@app/components/ui/confirm-dialog'
import { ColumnHeader, DataTable, SortHeader } from '@app/components/ui/data-table'
import { SelectField, TextField } from '@app/components/ui/form-field'
import { UserInfoDialog, UserProposalsDialog } from './user-dialogs'
import { BlockedIdentities } from './blocked-identities'
import { UnbindUserDialog, VerifyUserDialog } from '@app/features/census'

const T = ADMIN_TEXTS.users

type Open = { action: 'info' | 'proposals' | 'role' | 'delete' | 'verify' | 'unbind'; user: AdminUser } | null

/** How many proposals a deletion leaves without an author. */
function DeleteImpact({ id }: { id: number }) {
  const { data } = useQuery(userProposalsQuery(id))
  return (
    <p data-testid="delete-impact" className="mt-3 font-semibold text-slate-900">
      {data ? T.deleteImpact(data.length) : T.counting}
    </p>
  )
}

export function UsersTab() {
  const { data, error, isPending, refetch } = useQuery(usersQuery())
  const [q, setQ] = useState('')
  const [role, setRole] = useState<RoleFilter>('all')
  const [sort, setSort] = useState<Sort<UserSortKey>>({ key: 'username', direction: 'asc' })
  const [open, setOpen] = useState<Open>(null)
  // The server refuses self-revocation and self-deletion with a Spanish message; the error toast shows it.
  const setAdmin = useSetRole()
  const remove = useDeleteUser()
  // Through the identity provider (§7); locally it lands in the local mailbox.
  const reset = useMutation({
    mutationFn: (u: AdminUser) => requestPasswordReset(u.email),
    onSuccess: (_, u) => toast({ title: ADMIN_TEXTS.emailSent, description: ADMIN_TEXTS.emailSentTo(u.email) }),
    onError: (e) => toast({ title: providerMessage('reset', e), variant: 'destructive' }),
  })

  const shown = useMemo(() => sortUsers(filterUsers(data ?? [], q, role), sort), [data, q, role, sort])

  if (isPending) return <Spinner />
  if (error) return <QueryError message={errorMessage(error, ADMIN_TEXTS.loadFailed)} onRetry={() => void refetch()} />

  const close = () => setOpen(null)
  const onSort = (key: UserSortKey) => setSort((s) => ({ key, direction: s.key === key && s.direction === 'asc' ? 'desc' : 'asc' }))
  const target = open?.user
  const targetName = target ? displayName(target) : ''

  return (
    <div>
      <div className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-[2fr_1fr]">
        <TextField
          compact
          label={T.search}
          type="search"
          value={q}
          placeholder={T.searchPlaceholder}
          onChange={(e) => setQ(e.target.value)}
        />
        <SelectField
          compact
          label={T.role}
          value={role}
          onChange={(e) => setRole(e.target.value as RoleFilter)}
          options={(Object.keys(T.roles) as RoleFilter[]).map((r) => [r, T.roles[r]])}
        />
      </div>
      <p className="mt-4 text-sm text-slate-700" aria-live="polite">
        {T.count(shown.length, data.length)}
      </p>

      <DataTable
        caption={T.caption}
        minWidth="min-w-[44rem]"
        columns={5}
        empty={shown.length ? undefined : T.empty}
        head={
          <>
            <SortHeader label={T.username} column="username" sort={sort} onSort={onSort} />
            <SortHeader label={T.email} column="email" sort={sort} onSort={onSort} />
            <ColumnHeader>{T.name}</ColumnHeader>
            <ColumnHeader>{T.roleColumn}</ColumnHeader>
            <ColumnHeader>{T.actions}</ColumnHeader>
          </>
        }
      >
        {shown.map((u) => {
          const name = displayName(u)
          return (
            <tr key={u.id} className="border-t border-slate-200 align-top">
              <th scope="row" className="px-3 py-3 text-left font-medium text-slate-900">
                {u.username}
              </th>
              <td className="px-3 py-3 break-all text-slate-800">{u.email}</td>
              <td className="px-3 py-3 text-slate-800">{[u.name, u.surname].filter(Boolean).join(' ') || ADMIN_TEXTS.noSpecified}</td>
              <td className="px-3 py-3">
                <span
                  className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${u.isAdmin ? 'bg-brand-700 text-white' : 'bg-slate-200 text-slate-800'}`}
                >
                  {u.isAdmin ? T.admin : T.user}
                </span>
              </td>
              <td className="px-3 py-3">
                <ActionMenu
                  label={ADMIN_TEXTS.table.menu}
                  name={T.menuOf(name)}
                  actions={[
                    { label: T.info, onSelect: () => setOpen({ action: 'info', user: u }) },
                    { label: T.proposals, onSelect: () => setOpen({ action: 'proposals', user: u }) },
                    // Verifying again is how a census correction (a new birth date, an NIE become DNI) reaches the account.
                    { label: CENSUS_UI_TEXTS.adminVerify, onSelect: () => setOpen({ action: 'verify', user: u }) },
                    ...(u.verified
                      ? [{ label: CENSUS_UI_TEXTS.adminUnbind, onSelect: () => setOpen({ action: 'unbind', user: u }), danger: true }]
                      : []),
                    ...(canResetPassword(u) ? [{ label: T.resetPassword, onSelect: () => reset.mutate(u) }] : []),
                    {
                      label: u.isAdmin ? T.removeAdmin : T.makeAdmin,
                      onSelect: () => setOpen({ action: 'role', user: u }),
                      danger: true,
                    },
                    { label: ADMIN_TEXTS.delete, onSelect: () => setOpen({ action: 'delete', user: u }), danger: true },
                  ]}
                />
              </td>
            </tr>
          )
        })}
      </DataTable>

      <UserInfoDialog user={open?.action === 'info' ? open.user : null} onClose={close} />
      <UserProposalsDialog user={open?.action === 'proposals' ? open.user : null} onClose={close} />
      <VerifyUserDialog user={open?.action === 'verify' ? { id: open.user.id, name: displayName(open.user) } : null} onClose={close} />
      <UnbindUserDialog user={open?.action === 'unbind' ? { id: open.user.id, name: displayName(open.user) } : null} onClose={close} />
      <ConfirmDialog
        open={open?.action === 'role'}
        title={T.roleTitle}
        text={target ? (target.isAdmin ? T.confirmRemoveAdmin(targetName) : T.confirmMakeAdmin(targetName)) : ''}
        confirmLabel={T.confirm}
        busy={setAdmin.isPending}
        onClose={close}
        onConfirm={() => target && setAdmin.mutate({ id: target.id, isAdmin: !target.isAdmin }, { onSettled: close })}
      />
      <ConfirmDialog
        open={open?.action === 'delete'}
        title={T.deleteTitle}
        text={target ? T.deleteText(targetName) : ''}
        confirmLabel={ADMIN_TEXTS.delete}
        danger
        busy={remove.isPending}
        onClose={close}
        onConfirm={() => target && remove.mutate(target.id, { onSettled: close })}
      >
        {open?.action === 'delete' && <DeleteImpact id={open.user.id} />}
      </ConfirmDialog>
      <BlockedIdentities />
    </div>
  )
}
