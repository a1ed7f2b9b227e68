import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react'

/** Two looks: a line under the chosen tab (the admin screens), or segments in a grey bar (forms, dialogs). */
const LOOKS = {
  line: {
    list: 'flex gap-1 overflow-x-auto border-b border-slate-200',
    tab: 'min-h-11 rounded-t-md border-b-2 border-transparent px-4 py-2 text-sm font-semibold whitespace-nowrap text-slate-700 hover:text-slate-900 data-selected:border-brand-700 data-selected:text-brand-700',
  },
  segments: {
    list: 'flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1',
    tab: 'min-h-11 flex-1 rounded-md px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-white/60 data-selected:bg-white data-selected:text-brand-700 data-selected:shadow',
  },
} as const

interface TabItem {
  label: ReactNode
  panel: ReactNode
}

/** The keys of the ARIA tab pattern, and the tab each one leads to. */
const MOVES: Record<string, (at: number, count: number) => number> = {
  ArrowRight: (at, count) => (at + 1) % count,
  ArrowLeft: (at, count) => (at - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
}

/**
 * Tabs with their panels, in the ARIA tab pattern: the arrows move between tabs and choose the one they
 * reach, Home and End jump, only the chosen tab is in the tab order, and each panel is labelled by its
 * tab. Our own rather than Headless UI's: the cookie notice of every first visit has these tabs, and
 * Headless UI's brought its whole core to that visit, about a tenth of its main-thread work (docs/decisions/0087).
 * Only the chosen panel is drawn; the others are empty and hidden, so every tab names a panel.
 */
export function Tabs({ tabs, look = 'segments', className = '' }: { tabs: TabItem[]; look?: keyof typeof LOOKS; className?: string }) {
  const L = LOOKS[look]
  const id = useId()
  const [chosen, setChosen] = useState(0)
  const list = useRef<HTMLDivElement>(null)

  function onKeyDown(e: KeyboardEvent) {
    const move = MOVES[e.key]
    if (!move) return
    e.preventDefault()
    const next = move(chosen, tabs.length)
    setChosen(next)
    list.current?.querySelectorAll<HTMLElement>('[role="tab"]')[next]?.focus()
  }

  return (
    <div className={className}>
      <div ref={list} role="tablist" aria-orientation="horizontal" onKeyDown={onKeyDown} className={L.list}>
        {tabs.map((t, i) => (
          <button
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of tabs; its position is each tab's identity
            key={i}
            type="button"
            role="tab"
            id={`${id}-tab-${i}`}
            aria-selected={i === chosen}
            aria-controls={`${id}-panel-${i}`}
            tabIndex={i === chosen ? 0 : -1}
            data-selected={i === chosen ? '' : undefined}
            onClick={() => setChosen(i)}
            className={L.tab}
          >
            {t.label}
          </button>
        ))}
      </div>
      {tabs.map((t, i) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: as above
          key={i}
          role="tabpanel"
          id={`${id}-panel-${i}`}
          aria-labelledby={`${id}-tab-${i}`}
          hidden={i !== chosen}
          tabIndex={i === chosen ? 0 : undefined}
          className="mt-6"
        >
          {i === chosen && t.panel}
        </div>
      ))}
    </div>
  )
}
