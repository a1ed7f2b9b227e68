import { execFileSync } from 'node:child_process'

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

/**
 * The browser's build, for the benches' host lines: two hosts a seventh apart in Lighthouse's
 * benchmarkIndex gave the same page TBTs several times apart (issue 36, 2026-12-03 and -04), so the index
 * alone does not say what measured a figure.
 */
export function chromiumVersion() {
  const said = execFileSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
  return said.match(/\d+(\.\d+)+/)?.[0] ?? said.trim()
}
