import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react'
import { Link } from '@tanstack/react-router'
import { SHELL_TEXTS } from '../../../domain/texts'
import { SubmitInvitation } from '../submit-invitation'
import { activeClass, activeOptions, linkClass, submitClass, type NavItem } from './nav-items'
import { NavLinkContent, navLinkLabel } from './nav-link-content'
import { SignOutButton } from './sign-out-button'

const T = SHELL_TEXTS.nav

/** The phone menu: a panel that slides in from the right (§2). */
export function MobileMenu({
  open,
  onClose: close,
  items,
  signedIn,
}: {
  open: boolean
  onClose: () => void
  items: readonly NavItem[]
  signedIn: boolean
}) {
  return (
    <Dialog open={open} onClose={close} className="relative z-50 md:hidden">
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
            <Link
              key={item.to}
              to={item.to}
              onClick={close}
              className={linkClass}
              aria-label={navLinkLabel(item)}
              activeProps={{ className: activeClass, 'aria-current': 'page' }}
              activeOptions={activeOptions(item.to)}
            >
              <NavLinkContent item={item} />
            </Link>
          ))}
          {signedIn && <SignOutButton />}
          <div className="mt-2 flex flex-col">
            <SubmitInvitation onClick={close} className={`text-center ${submitClass}`} />
          </div>
        </nav>
      </DialogPanel>
    </Dialog>
  )
}
