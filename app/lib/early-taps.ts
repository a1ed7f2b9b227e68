import { startTransition, useEffect, useState, useSyncExternalStore } from 'react'
import { isHydrating } from './hydrating'

declare global {
  interface Window {
    /** The `data-early-tap` names of the controls tapped before the app started (worker/paint-first.ts). */
    earlyTaps?: string[]
  }
}

const never = () => () => {}

/**
 * False while the page is drawn on the server and while the browser hydrates that drawing, true from the
 * app's first render of its own: what the server drew must be hydrated as drawn, and only then may a
 * control show what the device knows (the session, the remembered votes). A control hydrated with the
 * page turns true in a transition after hydration, all of them in one render that React slices, instead
 * of the synchronous render a store's snapshot differing from the server's would force at once, a long
 * task on a page of cards (docs/decisions/0079); a tap meanwhile is kept (`useEarlyTap`).
 */
export function useStarted(): boolean {
  const asServerDrew = useSyncExternalStore(never, isHydrating, () => true)
  const [started, setStarted] = useState(!asServerDrew)
  useEffect(() => {
    if (!started) startTransition(() => setStarted(true))
  }, [started])
  return started
}

/** Keeps a tap on `data-early-tap={name}` for `useEarlyTap` to answer once its control is settled. */
function keepTap(name: string): void {
  window.earlyTaps ??= []
  if (!window.earlyTaps.includes(name)) window.earlyTaps.push(name)
}

/**
 * Answers a tap the page's loader kept while the page started, on the control marked
 * `data-early-tap={name}`, once that control is `settled` (knows what a tap means for this person): the
 * tap then gets the answer a tap made now would get. Each kept tap is answered once, by the first control
 * of that name to settle. Returns the control's own tap handler: `answer` once settled; before that, the
 * tap is kept in the same way (the page may be ready before its controls have their state).
 */
export function useEarlyTap(name: string, settled: boolean, answer: () => void): () => void {
  useEffect(() => {
    const kept = window.earlyTaps
    if (!settled || !kept?.includes(name)) return
    kept.splice(kept.indexOf(name), 1)
    answer()
  })
  return settled ? answer : () => keepTap(name)
}
