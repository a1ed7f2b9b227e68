import { Dialog as HeadlessDialog, DialogBackdrop, DialogPanel, DialogTitle as HeadlessDialogTitle } from '@headlessui/react'
import type { ReactNode } from 'react'
import { CloseButton } from './close-button'

/**
 * Where a dialog sits and how big it is. `frame` and `align` wrap the panel so a tall one scrolls with
 * the page; a panel that is itself fixed (the side menu) needs neither.
 */
const LAYOUTS = {
  /** A centred window (forms, confirmations, details). */
  window: {
    backdrop: 'bg-slate-900/60',
    frame: 'fixed inset-0 overflow-y-auto p-3 sm:p-6',
    align: 'flex min-h-full items-center justify-center',
    panel: 'relative w-full max-w-md rounded-xl bg-white p-5 shadow-xl sm:p-6',
    title: 'pr-10 text-lg font-bold text-slate-900',
    close: 'absolute top-3 right-3',
    body: 'mt-4',
  },
  /** The same window, wide enough for a form with two columns or a list. */
  wide: {
    backdrop: 'bg-slate-900/60',
    frame: 'fixed inset-0 overflow-y-auto p-3 sm:p-6',
    align: 'flex min-h-full items-center justify-center',
    panel: 'relative w-full max-w-2xl rounded-xl bg-white p-5 shadow-xl sm:p-6',
    title: 'pr-10 text-lg font-bold text-slate-900',
    close: 'absolute top-3 right-3',
    body: 'mt-4',
  },
  /** Fills a phone's screen; from 768 px a large window. The content places its own DialogTitle. */
  page: {
    backdrop: 'bg-slate-900/60',
    frame: 'fixed inset-0 overflow-y-auto md:p-6',
    align: 'flex min-h-full items-start justify-center md:items-center',
    panel: 'relative min-h-screen w-full bg-white md:min-h-0 md:max-w-4xl md:overflow-hidden md:rounded-xl md:shadow-xl',
    title: '',
    // It may sit on a photo: it brings its own background.
    close: 'absolute top-3 right-3 z-10 bg-white/90 shadow',
    body: '',
  },
  /** Rises from the bottom on phones, centred from 640 px; scrolls inside when taller than the screen. */
  sheet: {
    backdrop: 'bg-slate-900/40',
    frame: 'fixed inset-0 flex items-end justify-center p-4 sm:items-center',
    align: '',
    panel: 'max-h-[90dvh] w-full max-w-lg overflow-y-auto rounded-xl bg-white p-6 shadow-xl',
    title: 'text-xl font-bold',
    close: '',
    body: 'mt-4',
  },
  /** Slides in from the right (the phone menu). */
  side: {
    backdrop: 'bg-slate-900/40',
    frame: '',
    align: '',
    panel:
      'fixed inset-y-0 right-0 flex w-72 max-w-[85vw] flex-col gap-2 bg-white p-4 shadow-xl transition duration-200 ease-out data-closed:translate-x-full',
    title: 'pr-10 text-lg font-semibold',
    close: 'absolute top-3 right-3',
    body: 'mt-2',
  },
} as const

type DialogLayout = keyof typeof LAYOUTS

/**
 * Every modal of the portal: Headless UI traps focus inside, closes on Escape and on a click outside,
 * and gives focus back to what opened it. With a `title` the dialog names itself; without one the
 * content must hold a DialogTitle. `closeLabel={null}` leaves out the '×' for a dialog that is
 * answered only by its own buttons.
 */
export function Dialog({
  open,
  onClose,
  title,
  closeLabel,
  layout = 'window',
  className = '',
  children,
}: {
  open: boolean
  onClose: () => void
  title?: string
  closeLabel?: string | null
  layout?: DialogLayout
  /** Added to the dialog's root, e.g. to show it only below a breakpoint. */
  className?: string
  children: ReactNode
}) {
  const L = LAYOUTS[layout]
  const panel = (
    <DialogPanel transition={layout === 'side'} className={L.panel}>
      {title && <HeadlessDialogTitle className={L.title}>{title}</HeadlessDialogTitle>}
      {closeLabel !== null && <CloseButton label={closeLabel} onClick={onClose} className={L.close} />}
      {L.body ? <div className={L.body}>{children}</div> : children}
    </DialogPanel>
  )
  return (
    <HeadlessDialog open={open} onClose={onClose} className={`relative z-50 ${className}`}>
      <DialogBackdrop className={`fixed inset-0 ${L.backdrop}`} />
      {L.frame ? <div className={L.frame}>{L.align ? <div className={L.align}>{panel}</div> : panel}</div> : panel}
    </HeadlessDialog>
  )
}

/** The dialog's name, for content that places its own title (the `page` layout). */
export const DialogTitle = HeadlessDialogTitle
