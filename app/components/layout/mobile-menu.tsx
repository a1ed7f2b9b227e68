import { SHELL_TEXTS } from '@copy'
import { Dialog } from '../ui/dialog'
import { SubmitInvitation } from '../submit-invitation'
import { submitClass, type NavItem } from './nav-items'
import { NavLink } from './nav-link'
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
          <NavLink key={item.to} item={item} onClick={close} />
        ))}
        {signedIn && <SignOutButton />}
        <div className="mt-2 flex flex-col">
          <SubmitInvitation onClick={close} className={submitClass} />
        </div>
      </nav>
    </Dialog>
  )
}
