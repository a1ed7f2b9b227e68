// Draws the PWA icons from public/logo.svg in headless Chromium: 192 and 512 px "any" icons (the shield on
// white, rounded) and a 512 px maskable one whose shield stays inside the central 80 % safe zone, since
// launchers may cut the maskable icon to a circle. Run: node scripts/make-pwa-icons.mjs
import { readFile } from 'node:fs/promises'
import { join, dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs'

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..')
const logo = await readFile(join(ROOT, 'public', 'logo.svg'), 'utf8')
const BRAND = '#1d4ed8'

// [file, size, background, share of the side the shield takes]
const ICONS = [
  ['icon-192.png', 192, '#ffffff', 0.86],
  ['icon-512.png', 512, '#ffffff', 0.86],
  // Maskable: full-bleed brand colour, shield within the 80 % circle (its 64-unit box scaled to 56 %).
  ['icon-maskable-512.png', 512, BRAND, 0.56],
]

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
})
const page = await browser.newPage()
for (const [file, size, background, share] of ICONS) {
  const maskable = background === BRAND
  // On the brand background the outer shield is drawn white so the icon keeps its contrast.
  const svg = maskable
    ? logo
        .replaceAll(`fill="${BRAND}"`, 'fill="swap"')
        .replaceAll('fill="#fff"', `fill="${BRAND}"`)
        .replaceAll('fill="swap"', 'fill="#fff"')
    : logo
  const side = Math.round(size * share)
  await page.setViewportSize({ width: size, height: size })
  await page.setContent(
    `<body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${background}">` +
      `<div style="width:${side}px;height:${side}px">${svg.replace('<svg ', `<svg width="${side}" height="${side}" `)}</div></body>`,
  )
  await page.screenshot({ path: join(ROOT, 'public', 'icons', file), type: 'png', omitBackground: false })
}
await browser.close()
console.log('icons written to public/icons')
