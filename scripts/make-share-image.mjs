// Draws public/share-image.png, the 1200×630 picture link previews (WhatsApp, Telegram, Facebook, X) show
// for pages without a photo of their own (app/server/page-meta.ts), in headless Chromium from
// public/logo.svg. Run: node scripts/make-share-image.mjs
import { readFile } from 'node:fs/promises'
import { join, dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs'

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..')
const logo = await readFile(join(ROOT, 'public', 'logo.svg'), 'utf8')
const [width, height] = [1200, 630]

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
})
const page = await browser.newPage({ viewport: { width, height } })
await page.setContent(`<body style="margin:0;width:${width}px;height:${height}px;display:flex;align-items:center;gap:64px;padding:0 96px;box-sizing:border-box;background:#1d4ed8;color:#fff;font-family:sans-serif">
  <div style="flex:none;width:260px;height:260px;display:grid;place-items:center;background:#fff;border-radius:48px">${logo.replace('<svg ', '<svg width="200" height="200" ')}</div>
  <div>
    <p style="margin:0;font-size:30px;opacity:.9">Ayuntamiento</p>
    <h1 style="margin:12px 0 0;font-size:72px;line-height:1.05">Presupuestos Participativos</h1>
    <p style="margin:28px 0 0;font-size:34px;line-height:1.3">Propón mejoras para tu distrito, vota las de tus vecinos y sigue cómo se hacen realidad.</p>
  </div>
</body>`)
await page.screenshot({ path: join(ROOT, 'public', 'share-image.png'), type: 'png' })
await browser.close()
console.log('public/share-image.png written')
