import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react'
import type { ReactNode } from 'react'
import { SHELL_TEXTS } from '../../../domain/texts'

/** A centred modal window with a title and a close button; Headless UI traps focus and closes on Escape. */
export function Modal({
  open,
  onClose,
  title,
  children,
  wide = false,
}: {
  open: boolean
  onClose: () => void
  title: string
  children: ReactNode
  wide?: boolean
}) {
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-slate-900/60" />
      <div className="fixed inset-0 overflow-y-auto p-3 sm:p-6">
        <div className="flex min-h-full items-center justify-center">
          <DialogPanel className={`relative w-full rounded-xl bg-white p-5 shadow-xl sm:p-6 ${wide ? 'max-w-2xl' : 'max-w-md'}`}>
            <DialogTitle className="pr-10 text-lg font-bold text-slate-900">{title}</DialogTitle>
            <button
              type="button"
              onClick={onClose}
              aria-label={SHELL_TEXTS.dialog.close}
              className="absolute top-3 right-3 flex size-10 items-center justify-center rounded-full text-2xl leading-none text-slate-700 hover:bg-slate-100"
            >
              <span aria-hidden="true">×</span>
            </button>
            <div className="mt-4">{children}</div>
          </DialogPanel>
        </div>
      </div>
    </Dialog>
  )
}
