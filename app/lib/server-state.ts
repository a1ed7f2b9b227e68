import type { DehydratedState } from '@tanstack/react-query'

/**
 * The data a server-rendered page was made from, handed to the browser's query cache so that hydration
 * renders the same thing and nothing is fetched again. A JSON data block, not a script: the CSP allows
 * no inline script, and the browser never executes this one.
 */
const ELEMENT_ID = 'server-state'

export function serverStateTag(state: DehydratedState): string {
  // '<' escaped so that no text inside the data can close the element.
  return `<script type="application/json" id="${ELEMENT_ID}">${JSON.stringify(state).replace(/</g, '\\u003c')}</script>`
}

/** The state of the page being hydrated; null when the page is the offline app shell (no server HTML). */
export function readServerState(): DehydratedState | null {
  const text = document.getElementById(ELEMENT_ID)?.textContent
  return text ? (JSON.parse(text) as DehydratedState) : null
}
