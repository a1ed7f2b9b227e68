import type { ReactNode } from 'react'

/**
 * A wide table's horizontal scroller. Keyboard users must be able to scroll it too (WCAG 2.1.1, axe's
 * scrollable-region-focusable): it takes focus, and as a named region a screen reader says what it holds.
 */
export function ScrollRegion({ label, className = '', children }: { label: string; className?: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroller takes focus so the keyboard can scroll it (see above)
    <section aria-label={label} tabIndex={0} className={`overflow-x-auto ${className}`}>
      {children}
    </section>
  )
}
