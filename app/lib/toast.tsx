import { useEffect, useState, useSyncExternalStore } from 'react'
import { TOAST_DURATION_MS } from '@domain/constants'
import { SHELL_TEXTS } from '@copy'

export interface ToastInput {
  title: string
  description?: string
  variant?: 'default' | 'destructive'
  /** §3 Toast `action`: one button that offers the way forward (it also closes the toast). */
  action?: { label: string; onClick: () => void }
}
interface Toast extends ToastInput {
  id: number
}

// One toast at a time (§4, §9): a new one replaces the one on screen.
let current: Toast | null = null
let nextId = 1
const listeners = new Set<() => void>()
const emit = () => {
  for (const listener of listeners) listener()
}

export function toast(input: ToastInput): void {
  current = { ...input, id: nextId++ }
  emit()
}

function dismissToast(): void {
  current = null
  emit()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * The toast area of every screen; screen readers hear each toast through the live region. It sits at the
 * bottom, so it never covers the header or the phone menu button.
 */
export function Toaster() {
  const shown = useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  )
  // The 5 s (§9) wait while the pointer or the focus is on the toast, so its action can be reached (WCAG 2.2.1).
  const [held, setHeld] = useState(false)
  useEffect(() => {
    if (!shown || held) return
    const timer = setTimeout(dismissToast, TOAST_DURATION_MS)
    return () => clearTimeout(timer)
  }, [shown, held])
  const destructive = shown?.variant === 'destructive'
  return (
    <section
      aria-label={SHELL_TEXTS.toastRegion}
      aria-live={destructive ? 'assertive' : 'polite'}
      className="pointer-events-none fixed inset-x-0 bottom-0 z-[60] flex justify-center p-4 sm:inset-x-auto sm:right-0"
    >
      {shown && (
        // biome-ignore lint/a11y/noStaticElementInteractions: the handlers only hold the notice open while pointer or focus is in it
        <div
          key={shown.id}
          role={destructive ? 'alert' : 'status'}
          data-testid="toast"
          onPointerEnter={() => setHeld(true)}
          onPointerLeave={() => setHeld(false)}
          onFocus={() => setHeld(true)}
          onBlur={(e) => !e.currentTarget.contains(e.relatedTarget) && setHeld(false)}
          className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-lg border p-4 shadow-lg ${
            destructive ? 'border-red-700 bg-red-700 text-white' : 'border-slate-200 bg-white text-slate-900'
          }`}
        >
          <div className="flex-1">
            <p className="font-semibold">{shown.title}</p>
            {shown.description && <p className={`mt-1 text-sm ${destructive ? 'text-white' : 'text-slate-700'}`}>{shown.description}</p>}
            {shown.action && (
              <button
                type="button"
                onClick={() => {
                  dismissToast()
                  shown.action?.onClick()
                }}
                className={`mt-3 inline-flex min-h-11 items-center rounded-md px-4 font-semibold ${
                  destructive ? 'bg-white text-red-800 hover:bg-red-50' : 'bg-brand-700 text-white hover:bg-brand-800'
                }`}
              >
                {shown.action.label}
              </button>
            )}
          </div>
          <button type="button" onClick={dismissToast} aria-label={SHELL_TEXTS.closeToast} className="-m-1 rounded p-1 leading-none">
            <span aria-hidden="true">×</span>
          </button>
        </div>
      )}
    </section>
  )
}

const FLASH_KEY = 'toastAfterReload'

/** For actions that reload the page (sign-out): the toast is shown once the new page has started. */
export function toastAfterReload(input: Omit<ToastInput, 'action'>): void {
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
