import { Link } from '@tanstack/react-router'
import { activeClass, activeOptions, linkClass, type NavItem } from './nav-items'

/** One of the header's links, in the bar and in the phone menu alike; marked while its page is open. */
export function NavLink({ item, onClick }: { item: NavItem; onClick?: () => void }) {
  return (
    <Link
      to={item.to}
      onClick={onClick}
      className={linkClass}
      aria-label={'ariaLabel' in item ? item.ariaLabel : undefined}
      activeProps={{ className: activeClass, 'aria-current': 'page' }}
      activeOptions={activeOptions(item.to)}
    >
      <NavLinkContent item={item} />
    </Link>
  )
}

/** A header link's text, with the unread badge where the item has one (its count is in the link's name). */
function NavLinkContent({ item }: { item: NavItem }) {
  if (!('badge' in item) || item.badge === undefined) return item.label
  return (
    <span className="inline-flex items-center gap-1.5">
      {item.label}
      {/* The space keeps the visible text ('Avisos 1') a part of the link's name (WCAG 2.5.3). */}
      {item.badge > 0 && ' '}
      {item.badge > 0 && (
        <span aria-hidden="true" className="min-w-5 rounded-full bg-red-700 px-1.5 text-center text-xs leading-5 font-bold text-white">
          {item.badge > 99 ? '99+' : item.badge}
        </span>
      )}
    </span>
  )
}
