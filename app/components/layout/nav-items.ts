import { SHELL_TEXTS } from '@copy'
import type { SessionState } from '@app/lib/identity'
import { buttonLook } from '../ui/button'

const T = SHELL_TEXTS.nav

/** Link styles shared by the header's row and the phone menu. */
export const linkClass =
  'inline-flex min-h-11 items-center rounded-md px-3 py-2 font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900'
export const activeClass = 'text-brand-700 bg-brand-50'
export const submitClass = buttonLook({ look: 'primary', size: 'lg' })

export type NavItem = ReturnType<typeof navItems>[number]

/**
 * The header's links for who is looking (§2), plus the public lists and results so that every screen is
 * reachable from every other: Avisos (with the unread count, also in its accessible
 * name) and Mi Perfil when signed in, Panel de Admin only for admins.
 */
export function navItems(session: SessionState, unread = 0) {
  return [
    { to: '/', label: T.home },
    { to: '/proposals', label: T.proposals },
    { to: '/proposals/executed', label: T.executed },
    { to: '/seguimiento', label: T.followUp },
    { to: '/resultados', label: T.results },
    ...(session.status === 'signedIn'
      ? [
          { to: '/avisos', label: T.notices, badge: unread, ariaLabel: T.noticesLabel(unread) },
          { to: '/profile', label: T.profile },
        ]
      : []),
    ...(session.isAdmin ? [{ to: '/admin', label: T.admin }] : []),
    ...(session.status === 'signedOut' ? [{ to: '/auth', label: T.signIn }] : []),
  ] as const
}

/** Only the admin area marks its link for the pages under it; '/proposals' is not '/proposals/executed'. */
export const activeOptions = (to: string) => ({ exact: to !== '/admin' })
