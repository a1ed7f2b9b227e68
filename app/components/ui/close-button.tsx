import { SHELL_TEXTS } from '@copy'

/** The round '×' that closes a window or a panel; its name says what it closes. */
export function CloseButton({
  label = SHELL_TEXTS.dialog.close,
  onClick,
  className = '',
}: {
  label?: string
  onClick: () => void
  className?: string
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className={`flex size-11 items-center justify-center rounded-full text-2xl leading-none text-slate-800 hover:bg-slate-100 ${className}`}
    >
      <span aria-hidden="true">×</span>
    </button>
  )
}
