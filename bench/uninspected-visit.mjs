// First visits traced with no inspector in the page, as a resident's phone opens them. The browser is
// driven over the DevTools protocol, but the page's Runtime domain is never enabled: Playwright and
// Lighthouse enable it, and with it on V8 records a detailed stack for every Error the page builds and
// every value it throws, re-parsing each function on that stack for its source positions. React DOM
// builds its errors while its 180 KB module runs, so that alone cost about 17 ms of a first visit's
// module evaluation on this host, which no phone pays (decision 0088).
import { setTimeout as sleep } from 'node:timers/promises'
import * as chromeLauncher from 'chrome-launcher'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium.mjs'
import { NOTICE_ANSWERED } from './mobile-page.mjs'

/** The browser's DevTools connection (Node's own WebSocket): commands, and one listener per event. */
async function connect(port) {
  const { webSocketDebuggerUrl } = await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()
  const socket = new WebSocket(webSocketDebuggerUrl)
  await new Promise((resolve, reject) => {
    socket.onopen = resolve
    socket.onerror = () => reject(new Error(`no DevTools connection at ${webSocketDebuggerUrl}`))
  })
  let lastId = 0
  const replies = new Map()
  const listeners = new Map()
  socket.onmessage = ({ data }) => {
    const message = JSON.parse(data)
    if (message.id === undefined) return listeners.get(message.method)?.(message.params)
    replies.get(message.id)?.(message)
    replies.delete(message.id)
  }
  const send = (method, params = {}, sessionId = undefined) =>
    new Promise((resolve, reject) => {
      const id = ++lastId
      replies.set(id, (m) => (m.error ? reject(new Error(`${method}: ${m.error.message}`)) : resolve(m.result)))
      socket.send(JSON.stringify({ id, method, params, sessionId }))
    })
  return { send, on: (method, listener) => listeners.set(method, listener), close: () => socket.close() }
}

/** A browser whose pages are opened and traced with no inspector in them; `close()` when done. */
export async function launchUninspected() {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS })
  const cdp = await connect(chrome.port)
  return {
    /**
     * The trace's events of a first visit to `url` on a phone-sized page in a fresh context (no cache, no
     * service worker, no saved data, the cookie notice answered, as bench/mobile-page.mjs opens pages),
     * from the navigation to `afterLoadMs` after the page's `load` event. Nothing is asked of the page
     * meanwhile: every question would be a task of its own on its main thread.
     */
    async visit(url, { categories, afterLoadMs }) {
      const { browserContextId } = await cdp.send('Target.createBrowserContext')
      try {
        const { targetId } = await cdp.send('Target.createTarget', { url: 'about:blank', browserContextId })
        const { sessionId } = await cdp.send('Target.attachToTarget', { targetId, flatten: true })
        await cdp.send('Emulation.setDeviceMetricsOverride', { width: 412, height: 823, deviceScaleFactor: 1, mobile: true }, sessionId)
        await cdp.send('Page.enable', {}, sessionId)
        await cdp.send('Page.addScriptToEvaluateOnNewDocument', { source: NOTICE_ANSWERED }, sessionId)
        const events = []
        cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value))
        const complete = new Promise((resolve) => cdp.on('Tracing.tracingComplete', resolve))
        await cdp.send('Tracing.start', { traceConfig: { includedCategories: categories }, transferMode: 'ReportEvents' })
        const loaded = new Promise((resolve) => cdp.on('Page.loadEventFired', () => resolve('loaded')))
        await cdp.send('Page.navigate', { url }, sessionId)
        // The timer is not referenced: once the page has loaded it keeps nothing waiting.
        if ((await Promise.race([loaded, sleep(30_000, 'late', { ref: false })])) === 'late') throw new Error(`${url} did not load in 30 s`)
        await sleep(afterLoadMs)
        await cdp.send('Tracing.end')
        await complete
        return events
      } finally {
        await cdp.send('Target.disposeBrowserContext', { browserContextId })
      }
    },
    async close() {
      cdp.close()
      await chrome.kill()
    },
  }
}
