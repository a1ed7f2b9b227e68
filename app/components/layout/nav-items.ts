import { SHELL_TEXTS } from '../../../domain/texts'
import type { SessionState } from '../../lib/identity'

const T = SHELL_TEXTS.nav

/** The header's links for who is looking (§2): Mi Perfil when signed in, Panel de Admin only for admins. */
export function navItems(session: SessionState) {
  return [
    { to: '/', label: T.home },
    ...(session.status === 'signedIn' ? [{ to: '/profile', label: T.profile }] : []),
    ...(session.isAdmin ? [{ to: '/admin', label: T.admin }] : []),
    ...(session.status === 'signedOut' ? [{ to: '/auth', label: T.signIn }] : []),
  ] as const
}
