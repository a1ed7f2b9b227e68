import { ADMIN_TEXTS } from '@copy'
import { foldText } from '@app/features/proposals'
import type { Sort } from '@app/lib/sort'

/** The fields of a listed user that the admin screens read. */
export interface AdminUserRow {
  id: number
  username: string
  email: string
  name: string | null
  surname: string | null
  isAdmin: boolean
  authProvider: string | null
}

export type RoleFilter = 'all' | 'admins' | 'users'
export type UserSortKey = 'username' | 'email'

/** §2: search by e-mail, username or name (name and surname, accents ignored), and by role. */
export function filterUsers<U extends AdminUserRow>(list: readonly U[], q: string, role: RoleFilter): U[] {
  const words = foldText(q).split(/\s+/).filter(Boolean)
  return list.filter((u) => {
    if (role === 'admins' && !u.isAdmin) return false
    if (role === 'users' && u.isAdmin) return false
    const text = foldText(`${u.email} ${u.username} ${u.name ?? ''} ${u.surname ?? ''}`)
    return words.every((w) => text.includes(w))
  })
}

const collator = new Intl.Collator('es', { sensitivity: 'base', numeric: true })

export function sortUsers<U extends AdminUserRow>(list: readonly U[], sort: Sort<UserSortKey>): U[] {
  const sign = sort.direction === 'asc' ? 1 : -1
  return [...list].sort((a, b) => sign * (collator.compare(a[sort.key], b[sort.key]) || a.id - b.id))
}

/** The provider ids the identity provider reports ('google.com', 'password') as the §2 labels. */
export function authMethodLabel(provider: string | null | undefined): string {
  if (provider === 'google.com' || provider === 'google') return ADMIN_TEXTS.authMethods.google
  if (provider === 'password') return ADMIN_TEXTS.authMethods.password
  return ADMIN_TEXTS.noSpecified
}

/** Only accounts that sign in with a password can be sent a reset e-mail (§2). */
export const canResetPassword = (u: AdminUserRow) => u.authProvider === 'password'

/** How the screens name a person: their full name, else their username. */
export function displayName(u: Pick<AdminUserRow, 'name' | 'surname' | 'username'>): string {
  return [u.name, u.surname].filter(Boolean).join(' ') || u.username
}
