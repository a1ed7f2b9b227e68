import { useEffect, useSyncExternalStore } from 'react'
import { TOAST_DURATION_MS } from '../../domain/constants'
import { SHELL_TEXTS } from '../../domain/texts'

export interface ToastInput {
  title: string
  description?: string
  variant?: 'default' | 'destructive'
}
interface Toast extends ToastInput {
  id: number
}

// One toast at a time (§4, §9): a new one replaces the one on screen.
let current: Toast | null = null
let nextId = 1
const listeners = new Set<() => void>()
const emit = () => listeners.forEach((listener) => listener())

export function toast(input: ToastInput): void {
  current = { ...input, id: nextId++ }
  emit()
}

export function dismissToast(): void {
  current = null
  emit()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The toast area of every screen; screen readers hear each toast through the live region. */
export function Toaster() {
  const shown = useSyncExternalStore(subscribe, () => current)
  useEffect(() => {
    if (!shown) return
    const timer = setTimeout(dismissToast, TOAST_DURATION_MS)
    return () => clearTimeout(timer)
  }, [shown])
  const destructive = shown?.variant === 'destructive'
  return (
    <section
      aria-label={SHELL_TEXTS.toastRegion}
      aria-live={destructive ? 'assertive' : 'polite'}
      className="pointer-events-none fixed inset-x-0 top-0 z-[60] flex justify-center p-4 sm:inset-x-auto sm:right-0 sm:top-auto sm:bottom-20"
    >
      {shown && (
        <div
          key={shown.id}
          role={destructive ? 'alert' : 'status'}
          data-testid="toast"
          className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-lg border p-4 shadow-lg ${
            destructive ? 'border-red-700 bg-red-700 text-white' : 'border-slate-200 bg-white text-slate-900'
          }`}
        >
          <div className="flex-1">
            <p className="font-semibold">{shown.title}</p>
            {shown.description && <p className={`mt-1 text-sm ${destructive ? 'text-white' : 'text-slate-700'}`}>{shown.description}</p>}
          </div>
          <button
            type="button"
            onClick={dismissToast}
            aria-label={SHELL_TEXTS.closeToast}
            className="-m-1 rounded p-1 leading-none"
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      )}
    </section>
  )
}

const FLASH_KEY = 'toastAfterReload'

/** For actions that reload the page (sign-out): the toast is shown once the new page has started. */
export function toastAfterReload(input: ToastInput): void {
  sessionStorage.setItem(FLASH_KEY, JSON.stringify(input))
}

export function showToastSavedForReload(): void {
  const saved = sessionStorage.getItem(FLASH_KEY)
  if (!saved) return
  sessionStorage.removeItem(FLASH_KEY)
  try {
    toast(JSON.parse(saved) as ToastInput)
  } catch {
    // A damaged entry is simply dropped: the toast is a courtesy, not information the person needs.
  }
}
