import { Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react'
import type { ReactNode } from 'react'

/**
 * A section folded away under its heading; the heading's button says whether it is open
 * (aria-expanded) and opens it with Enter or Space.
 */
export function CollapsibleSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Disclosure as="section" className="rounded-lg border border-slate-200 bg-white">
      <h2>
        <DisclosureButton className="group flex w-full items-center justify-between gap-3 rounded-lg p-5 text-left text-lg font-bold text-slate-900">
          {title}
          <span aria-hidden="true" className="text-slate-700 group-data-[open]:rotate-180">
            ▾
          </span>
        </DisclosureButton>
      </h2>
      <DisclosurePanel className="grid gap-6 border-t border-slate-200 p-5">{children}</DisclosurePanel>
    </Disclosure>
  )
}
