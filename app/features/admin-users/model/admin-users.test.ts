import { describe, expect, it } from 'vitest'
import { authMethodLabel, canResetPassword, displayName, filterUsers, sortUsers, type AdminUserRow } from './admin-users'

const user = (over: Partial<AdminUserRow> & { id: number; username: string; email: string }): AdminUserRow => ({
  name: null,
  surname: null,
  isAdmin: false,
  authProvider: 'password',
  ...over,
})
const users = [
  user({ id: 1, username: 'admin', email: 'admin@presupuestos.test', name: 'Ana', surname: 'Gómez', isAdmin: true }),
  user({ id: 2, username: 'vecina', email: 'vecina@presupuestos.test', name: 'Lucía', surname: 'Martín', authProvider: 'google.com' }),
  user({ id: 3, username: 'Bruno', email: 'zeta@correo.test', authProvider: null }),
]

describe('admin users', () => {
  it('searches e-mail, username and name, ignoring accents and case', () => {
    expect(filterUsers(users, 'lucia', 'all').map((u) => u.id)).toEqual([2])
    expect(filterUsers(users, 'ZETA@', 'all').map((u) => u.id)).toEqual([3])
    expect(filterUsers(users, 'bruno', 'all').map((u) => u.id)).toEqual([3])
    expect(filterUsers(users, 'gomez', 'all').map((u) => u.id)).toEqual([1])
  })

  it('filters by role', () => {
    expect(filterUsers(users, '', 'admins').map((u) => u.id)).toEqual([1])
    expect(filterUsers(users, '', 'users').map((u) => u.id)).toEqual([2, 3])
    expect(filterUsers(users, '', 'all')).toHaveLength(3)
  })

  it('sorts by username and by e-mail in both directions', () => {
    expect(sortUsers(users, { key: 'username', direction: 'asc' }).map((u) => u.username)).toEqual(['admin', 'Bruno', 'vecina'])
    expect(sortUsers(users, { key: 'email', direction: 'desc' }).map((u) => u.id)).toEqual([3, 2, 1])
  })

  it('labels the auth method and allows password resets only for password accounts', () => {
    expect(users.map((u) => authMethodLabel(u.authProvider))).toEqual(['Email/Contraseña', 'Google', 'No especificado'])
    expect(users.map(canResetPassword)).toEqual([true, false, false])
  })

  it('names a person by full name, else username', () => {
    expect(displayName(users[0])).toBe('Ana Gómez')
    expect(displayName(users[2])).toBe('Bruno')
  })
})
