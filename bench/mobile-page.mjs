// A visitor's first visit on a phone, as the browser benches open it: a fresh context (no cache, no
// service worker, no saved data), a phone's viewport, the cookie notice already answered (so it never
// covers what is measured), and the main thread slowed `cpuSlowdown` times (1: the host's own speed).
import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium.mjs'

export const launchBrowser = () => chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })

/** Run before the page's own scripts: the cookie notice already answered (also bench/uninspected-visit.mjs). */
export const NOTICE_ANSWERED = "localStorage.setItem('cookieBannerShown', 'true')"

/** A new page in a context of its own; close it with `page.context().close()`. */
export async function freshMobilePage(browser, { cpuSlowdown = 1, initScripts = [] } = {}) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: false })
  await context.addInitScript(NOTICE_ANSWERED)
  for (const script of initScripts) await context.addInitScript(script)
  const page = await context.newPage()
  if (cpuSlowdown !== 1) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown })
  return page
}
