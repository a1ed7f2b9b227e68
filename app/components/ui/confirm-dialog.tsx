import type { ReactNode } from 'react'
import { SHELL_TEXTS } from '@copy'
import { Button } from './button'
import { Dialog } from './dialog'

/**
 * Asks before anything that is hard to take back. The text says what will happen, in numbers where
 * there are some (how many proposals, votes or residents it touches); Cancelar changes nothing.
 */
export function ConfirmDialog({
  open,
  title,
  text,
  children,
  confirmLabel,
  danger = false,
  busy = false,
  onConfirm,
  onClose,
}: {
  open: boolean
  title: string
  text: string
  /** More detail under the text, e.g. counts that are still loading. */
  children?: ReactNode
  confirmLabel: string
  danger?: boolean
  busy?: boolean
  onConfirm: () => void
  onClose: () => void
}) {
  return (
    <Dialog open={open} onClose={onClose} title={title}>
      <p className="text-slate-800">{text}</p>
      {children}
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <Button onClick={onClose}>{SHELL_TEXTS.dialog.cancel}</Button>
        <Button look={danger ? 'danger' : 'primary'} disabled={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  )
}
