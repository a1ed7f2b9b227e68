// Takes the manifest's install-dialog screenshots (narrow 390×844 and wide 1280×800) of the real app:
// builds it, starts the Worker on a fresh temporary database with the demo data, photographs the
// home page, and stops. Run: node scripts/make-pwa-screenshots.mjs
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { ROOT, applyMigrations, buildApp, freePort, seedDemo, startWorker } from './lib/local-server.mjs'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs'

const SHOTS = [
  ['narrow.png', 390, 844],
  ['wide.png', 1280, 800],
]

const state = mkdtempSync(join(tmpdir(), 'presupuestos-shots-'))
await buildApp({ quiet: true })
await applyMigrations({ persistTo: state })
const server = await startWorker({ port: await freePort(), persistTo: state })
try {
  await seedDemo(server.url)
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  })
  for (const [file, width, height] of SHOTS) {
    const context = await browser.newContext({ viewport: { width, height }, locale: 'es-ES' })
    // The cookie dialog would cover the screenshot: answer it as a returning visitor would have.
    const page = await context.newPage()
    await page.goto(`${server.url}/`, { waitUntil: 'networkidle' })
    const onlyNecessary = page.getByRole('button', { name: /necesarias/i })
    if (await onlyNecessary.count()) await onlyNecessary.first().click()
    // ...and the confirmation toast it raises is closed, then the photos are given time to arrive.
    const toast = page.getByTestId('toast')
    if (
      await toast.waitFor({ timeout: 3000 }).then(
        () => true,
        () => false,
      )
    )
      await toast.getByRole('button').click()
    await page.evaluate(() => window.scrollTo(0, 0))
    await page.waitForLoadState('networkidle')
    await page.screenshot({ path: join(ROOT, 'public', 'screenshots', file) })
    await context.close()
  }
  await browser.close()
  console.log('screenshots written to public/screenshots')
} finally {
  await server.stop()
  rmSync(state, { recursive: true, force: true })
}
