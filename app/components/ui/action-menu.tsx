import { Menu, MenuButton, MenuItem, MenuItems, MenuSeparator } from '@headlessui/react'

export interface MenuAction {
  label: string
  onSelect: () => void
  /** Drawn apart and in red: deleting, and the like. */
  danger?: boolean
}

/**
 * A row's actions behind one button ('Acciones'), so that destructive ones are not a red button on
 * every row. Headless UI gives the keyboard behaviour: Enter/Space/arrows open it, arrows move, Escape closes.
 */
export function ActionMenu({ label, name, actions }: { label: string; name: string; actions: MenuAction[] }) {
  const safe = actions.filter((a) => !a.danger)
  const danger = actions.filter((a) => a.danger)
  const item = (a: MenuAction) => (
    <MenuItem key={a.label}>
      <button
        type="button"
        onClick={a.onSelect}
        className={`block w-full px-4 py-2.5 text-left text-sm data-[focus]:bg-slate-100 ${a.danger ? 'font-semibold text-red-700' : 'text-slate-900'}`}
      >
        {a.label}
      </button>
    </MenuItem>
  )
  return (
    <Menu>
      <MenuButton
        aria-label={name}
        className="inline-flex items-center gap-1 rounded-md border border-slate-400 bg-white px-2.5 py-1.5 text-xs font-medium whitespace-nowrap text-slate-900 hover:bg-slate-50"
      >
        {label}
        <span aria-hidden="true">▾</span>
      </MenuButton>
      <MenuItems
        anchor="bottom end"
        className="z-40 min-w-44 rounded-md border border-slate-200 bg-white py-1 shadow-lg [--anchor-gap:4px] focus:outline-none"
      >
        {safe.map(item)}
        {danger.length > 0 && <MenuSeparator className="my-1 border-t border-slate-200" />}
        {danger.map(item)}
      </MenuItems>
    </Menu>
  )
}
