import { Link } from '@tanstack/react-router'
import { SHELL_TEXTS } from '@domain/texts'
import { Dialog } from '../ui/dialog'
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
    <Dialog open={open} onClose={close} title={T.menuTitle} closeLabel={T.closeMenu} layout="side" className="md:hidden">
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
    </Dialog>
  )
}
