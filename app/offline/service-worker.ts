import type { Workbox } from 'workbox-window'

type Listener = () => void
let waiting: Workbox | null = null
const listeners = new Set<Listener>()

/**
 * Registers the generated service worker in every build (`import.meta.hot` exists only under the dev
 * server, which has no sw.js), called once the app has started (`Ready`). A new version waits until the
 * person chooses to update, so nothing reloads under someone who is typing.
 */
export async function registerServiceWorker(): Promise<void> {
  if (import.meta.hot || !('serviceWorker' in navigator)) return
  // A first visit has no worker yet, so no new version can be waiting for it: the browser's own call
  // installs the worker once the page has started and the browser is idle. Its precache (every chunk)
  // otherwise ran beside the page's start, on the cores the start needed (docs/decisions/0092); 'load',
  // Workbox's advice, comes here before the first paint. workbox-window (2.1 KB gzip), which tells a
  // waiting version apart, is loaded only by pages a worker already controls, from that worker's cache:
  // never on the first visit's weight.
  if (!navigator.serviceWorker.controller) {
    whenIdle(() => void navigator.serviceWorker.register('/sw.js').catch(() => undefined))
    return
  }
  const wb = new (await import('workbox-window')).Workbox('/sw.js')
  wb.addEventListener('waiting', () => {
    waiting = wb
    for (const listener of listeners) listener()
  })
  // Without a worker (blocked, private mode in some browsers) the app still works online: nothing to report.
  wb.register().catch(() => undefined)
}

/** `callback` once the browser has nothing else to do, within 5 s; at once where it cannot tell (Safari). */
function whenIdle(callback: () => void) {
  if ('requestIdleCallback' in window) requestIdleCallback(callback, { timeout: 5000 })
  else setTimeout(callback, 0)
}

/** Whether a new version is installed and waiting for the person's click. */
export function updateWaiting(): boolean {
  return waiting !== null
}

export function subscribeUpdate(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Only ever called from the 'Actualizar' button: the page reloads once the new worker has taken over. */
export function applyUpdate(): void {
  if (!waiting) return
  waiting.addEventListener('controlling', () => window.location.reload())
  waiting.messageSkipWaiting()
}
