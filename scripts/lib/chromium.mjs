/** The system's Chromium (Debian's package): no script, test or benchmark here downloads a browser. */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium'

/** Headless and quiet: no first-run screens, component updates, sync or other background traffic. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
