import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react'
import type { ReactNode } from 'react'

/** Two looks: a line under the chosen tab (the admin screens), or segments in a grey bar (forms, dialogs). */
const LOOKS = {
  line: {
    list: 'flex gap-1 overflow-x-auto border-b border-slate-200',
    tab: 'min-h-11 rounded-t-md border-b-2 border-transparent px-4 py-2 text-sm font-semibold whitespace-nowrap text-slate-700 hover:text-slate-900 data-selected:border-brand-700 data-selected:text-brand-700',
  },
  segments: {
    list: 'flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1',
    tab: 'min-h-11 flex-1 rounded-md px-3 py-2 text-sm font-semibold text-slate-700 data-hover:bg-white/60 data-selected:bg-white data-selected:text-brand-700 data-selected:shadow',
  },
} as const

interface TabItem {
  label: ReactNode
  panel: ReactNode
}

/**
 * Tabs with their panels. Headless UI gives the ARIA tab pattern: arrows move between tabs, Home/End
 * jump, and each panel is labelled by its tab.
 */
export function Tabs({ tabs, look = 'segments', className = '' }: { tabs: TabItem[]; look?: keyof typeof LOOKS; className?: string }) {
  const L = LOOKS[look]
  return (
    <TabGroup className={className}>
      <TabList className={L.list}>
        {tabs.map((t, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of tabs; its position is each tab's identity
          <Tab key={i} className={L.tab}>
            {t.label}
          </Tab>
        ))}
      </TabList>
      <TabPanels className="mt-6">
        {tabs.map((t, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of tabs; its position is each tab's identity
          <TabPanel key={i}>{t.panel}</TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  )
}
