import { type ReactNode, useEffect, useId, useRef } from 'react'

/**
 * A sheet at the bottom of the screen that leaves the page usable: a dialog that is not modal, for a
 * notice the person did not ask for. A modal one makes the whole page inert as it opens, a restyle of
 * every element in one long task on a cheap phone (docs/decisions/0083). Focus starts in it, as in a
 * window, unless the person is already in a field or on a control; Escape closes it. Apart from the
 * modal windows (`./dialog`) so that a first visit's notice does not bring Headless UI (docs/decisions/0087).
 */
export function NoticeSheet({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const titleId = useId()
  const self = useRef<HTMLElement>(null)
  useEffect(() => {
    if (!document.activeElement || document.activeElement === document.body) self.current?.focus({ preventScroll: true })
  }, [])
  return (
    <section
      ref={self}
      role="dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      onKeyDown={(e) => {
        if (e.key === 'Escape') onClose()
      }}
      className="fixed inset-x-0 bottom-0 z-50 flex justify-center p-4 outline-none"
    >
      {/* Lower than the window's sheet and edged, so the page behind stays in view and apart from it. */}
      <div className="max-h-[70dvh] w-full max-w-lg overflow-y-auto rounded-xl border border-slate-200 bg-white p-6 shadow-xl">
        {/* The title and body of the window's sheet (LAYOUTS.sheet in ./dialog), written again here: shared, they
            became a chunk of their own, one more request on every first visit (tried). */}
        <h2 id={titleId} className="text-xl font-bold">
          {title}
        </h2>
        <div className="mt-4">{children}</div>
      </div>
    </section>
  )
}
