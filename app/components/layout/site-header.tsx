import { Link } from '@tanstack/react-router'
import { lazy, Suspense, useState } from 'react'
import { SHELL_TEXTS } from '@copy'
import { useSession } from '@app/lib/identity'
import { useBudgetCycle } from '@app/lib/system-config'
import { SubmitInvitation } from '../submit-invitation'
import { CityShield } from './city-shield'
import { navItems, submitClass } from './nav-items'
import { LanguageChoice } from './language-choice'
import { NavLink } from './nav-link'
import { SignOutButton } from './sign-out-button'

const MobileMenu = lazy(() => import('./mobile-menu').then((m) => ({ default: m.MobileMenu })))

const T = SHELL_TEXTS.nav

/** `unread`: the signed-in person's unread notices, shown on the 'Avisos' link. */
export function SiteHeader({ unread }: { unread?: number }) {
  const session = useSession()
  const [menuOpen, setMenuOpen] = useState(false)
  const [menuShown, setMenuShown] = useState(false)
  if (menuOpen && !menuShown) setMenuShown(true)
  const items = navItems(session, unread)
  const close = () => setMenuOpen(false)
  const { budgetYear } = useBudgetCycle()
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <LanguageChoice suggestion />
      <LanguageChoice className="mx-auto flex max-w-7xl justify-end px-4 empty:hidden" />
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3">
        <Link to="/" className="flex min-h-11 items-center gap-3 rounded-md">
          <CityShield />
          <span className="flex flex-col leading-tight">
            <span className="font-bold text-slate-900">{SHELL_TEXTS.siteName}</span>
            <span className="text-xs text-slate-600">{SHELL_TEXTS.siteSubtitle(budgetYear)}</span>
          </span>
        </Link>

        {/* Between 768 px and a wide screen the links wrap onto a second line instead of overflowing. */}
        <nav aria-label={T.label} className="hidden flex-wrap items-center justify-end gap-1 md:flex">
          {items.map((item) => (
            <NavLink key={item.to} item={item} />
          ))}
          {session.status === 'signedIn' && <SignOutButton />}
          <div className="ml-2">
            <SubmitInvitation className={submitClass} short />
          </div>
        </nav>

        <button
          type="button"
          onClick={() => setMenuOpen(true)}
          aria-label={T.openMenu}
          aria-expanded={menuOpen}
          className="flex size-11 items-center justify-center rounded-md text-slate-800 hover:bg-slate-100 md:hidden"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth={2}>
            <path d="M4 6h16M4 12h16M4 18h16" strokeLinecap="round" />
          </svg>
        </button>
      </div>

      {/* Under 768 px the links move to a panel that slides in from the right (§2); its code (and
          Headless UI with it) loads on the first tap of the menu button. */}
      {menuShown && (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onClose={close} items={items} signedIn={session.status === 'signedIn'} />
        </Suspense>
      )}
    </header>
  )
}
