import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { SHELL_TEXTS } from '../../../domain/texts'
import { useSession } from '../../lib/identity'
import { navItems } from './nav-items'

const T = SHELL_TEXTS.nav
const linkClass = 'rounded-md px-3 py-2 font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900'
const activeClass = 'text-brand-700 bg-brand-50'
const submitClass = 'rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700'

export function SiteHeader() {
  const session = useSession()
  const [menuOpen, setMenuOpen] = useState(false)
  const items = navItems(session)
  const close = () => setMenuOpen(false)
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3">
        <Link to="/" className="flex items-center gap-3 rounded-md">
          <img src="/logo.svg" alt="" width={40} height={40} className="size-10" />
          <span className="flex flex-col leading-tight">
            <span className="font-bold text-slate-900">{SHELL_TEXTS.siteName}</span>
            <span className="text-xs text-slate-600">{SHELL_TEXTS.siteSubtitle}</span>
          </span>
        </Link>

        <nav aria-label={T.label} className="hidden items-center gap-1 md:flex">
          {items.map((item) => (
            <Link key={item.to} to={item.to} className={linkClass} activeProps={{ className: activeClass, 'aria-current': 'page' }} activeOptions={{ exact: item.to === '/' }}>
              {item.label}
            </Link>
          ))}
          <Link to="/proposals/new" className={`ml-2 ${submitClass}`}>
            {T.submit}
          </Link>
        </nav>

        <button
          type="button"
          onClick={() => setMenuOpen(true)}
          aria-label={T.openMenu}
          aria-expanded={menuOpen}
          className="rounded-md p-2 text-slate-800 hover:bg-slate-100 md:hidden"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth={2}>
            <path d="M4 6h16M4 12h16M4 18h16" strokeLinecap="round" />
          </svg>
        </button>
      </div>

      {/* Under 768 px the links move to a panel that slides in from the right (§2). */}
      <Dialog open={menuOpen} onClose={close} className="relative z-50 md:hidden">
        <div className="fixed inset-0 bg-slate-900/40" aria-hidden="true" />
        <DialogPanel
          transition
          className="fixed inset-y-0 right-0 flex w-72 max-w-[85vw] flex-col gap-2 bg-white p-4 shadow-xl transition duration-200 ease-out data-closed:translate-x-full"
        >
          <div className="mb-2 flex items-center justify-between">
            <DialogTitle className="text-lg font-semibold">{T.menuTitle}</DialogTitle>
            <button type="button" onClick={close} aria-label={T.closeMenu} className="rounded-md p-2 hover:bg-slate-100">
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth={2}>
                <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
              </svg>
            </button>
          </div>
          <nav aria-label={T.label} className="flex flex-col gap-1">
            {items.map((item) => (
              <Link key={item.to} to={item.to} onClick={close} className={linkClass} activeProps={{ className: activeClass, 'aria-current': 'page' }} activeOptions={{ exact: item.to === '/' }}>
                {item.label}
              </Link>
            ))}
            <Link to="/proposals/new" onClick={close} className={`mt-2 text-center ${submitClass}`}>
              {T.submit}
            </Link>
          </nav>
        </DialogPanel>
      </Dialog>
    </header>
  )
}
