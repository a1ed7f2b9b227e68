// The first interactions of a visitor on a phone: the interaction to next paint (Event Timing's duration:
// from the tap to the next frame) of the first actions, each on a fresh page opened cold, acting as
// soon as the control is on screen (while the app may still be starting; one case waits until it has
// started, to tell the action's own cost from the start-up's), with the CPU slowed 4×.
import { freshMobilePage, launchBrowser } from './mobile-page.mjs'
import { median } from './stats.mjs'

const CASES = [
  {
    name: 'a filter: a letter in the search box of /proposals',
    path: '/proposals',
    act: async (page) => {
      await page.getByLabel('Buscar').click()
      await page.keyboard.type('p')
    },
  },
  {
    // The same letter once the app has started: what typing costs, without the start-up's own work.
    name: 'the same letter once the page has started',
    path: '/proposals',
    act: async (page) => {
      await page.waitForSelector('html[data-app="ready"]')
      await page.getByLabel('Buscar').click()
      await page.keyboard.type('p')
    },
  },
  {
    name: 'opening a card on /proposals',
    path: '/proposals',
    act: (page) =>
      page
        .getByRole('button', { name: /^Ver detalles de/ })
        .first()
        .click(),
  },
  {
    name: "'Votar' on a card of /proposals",
    path: '/proposals',
    act: (page) => page.getByRole('button', { name: 'Votar', exact: true }).first().click(),
  },
]

/** Records the longest interaction (Event Timing entries with an interactionId) of the page. */
function watchInteractions() {
  window.__longestInteraction = 0
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.interactionId) window.__longestInteraction = Math.max(window.__longestInteraction, e.duration)
  }).observe({ type: 'event', durationThreshold: 16, buffered: true })
}

/** @returns {Promise<{ name: string, runs: number[], median: number }[]>} */
export async function measureFirstInteractions(baseUrl, runs = 3) {
  const browser = await launchBrowser()
  try {
    const rows = []
    for (const c of CASES) {
      const times = []
      for (let i = 0; i < runs; i++) {
        const page = await freshMobilePage(browser, { cpuSlowdown: 4, initScripts: [watchInteractions] })
        await page.goto(baseUrl + c.path, { waitUntil: 'commit' })
        await c.act(page)
        // The answer's frame, and anything the tap started, have time to happen.
        await page.waitForTimeout(2000)
        times.push(Math.round(await page.evaluate(() => window.__longestInteraction)))
        await page.context().close()
      }
      rows.push({ name: c.name, runs: times, median: median(times) })
      console.log(`  ${c.name}: ${times.join(', ')} ms (median ${median(times)})`)
    }
    return rows
  } finally {
    await browser.close()
  }
}
