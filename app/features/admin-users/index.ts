/** The accounts: the users tab (roles, deletion, blocked identities) and the list the settings tab counts. */
export { usersQuery } from './api/users-api'
export { UsersTab } from './components/users-tab'
