// Draws the demo photos (simple illustrated scenes) in headless Chromium and saves them as JPEGs:
// a large version (1200×800) and a thumbnail (480×320) of each. Run: node scripts/make-demo-photos.mjs
import { chromium } from 'playwright-core'
import { join, dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs'

const OUT = join(dirname(fileURLToPath(import.meta.url)), 'demo-data', 'photos')
const sky = (a, b) =>
  `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs><rect width="1200" height="800" fill="url(#s)"/>`
const tree = (x, y, r, c = '#2f7d32') =>
  `<rect x="${x - 10}" y="${y}" width="20" height="${r * 1.4}" fill="#6d4c2f"/><circle cx="${x}" cy="${y}" r="${r}" fill="${c}"/><circle cx="${x - r * 0.6}" cy="${y + r * 0.3}" r="${r * 0.7}" fill="${c}"/><circle cx="${x + r * 0.6}" cy="${y + r * 0.3}" r="${r * 0.7}" fill="${c}"/>`
const building = (x, w, h, c) =>
  `<rect x="${x}" y="${560 - h}" width="${w}" height="${h}" fill="${c}"/>` +
  Array.from({ length: Math.floor(h / 60) }, (_, i) =>
    Array.from(
      { length: Math.floor(w / 50) },
      (_, j) => `<rect x="${x + 15 + j * 50}" y="${560 - h + 20 + i * 60}" width="24" height="30" fill="#fdf6d8" opacity="0.85"/>`,
    ).join(''),
  ).join('')
const ground = (c) => `<rect y="560" width="1200" height="240" fill="${c}"/>`

const SCENES = {
  parque:
    sky('#8ec5ff', '#dff1ff') +
    ground('#7cc36b') +
    tree(200, 430, 90) +
    tree(480, 460, 70, '#3c8d40') +
    tree(900, 420, 100) +
    `<path d="M0 700 Q600 600 1200 720 L1200 800 L0 800Z" fill="#e8d9b0"/>` +
    `<rect x="620" y="600" width="160" height="18" fill="#8d5a2b"/><rect x="630" y="618" width="10" height="40" fill="#555"/><rect x="760" y="618" width="10" height="40" fill="#555"/>`,
  'carril-bici':
    sky('#9fd3ff', '#f0f8ff') +
    building(40, 260, 340, '#d98c5f') +
    building(900, 260, 300, '#b9b3a9') +
    ground('#6b6b6b') +
    `<rect x="0" y="640" width="1200" height="110" fill="#2e8b57"/><rect x="0" y="690" width="1200" height="6" fill="#fff"/>` +
    `<g fill="none" stroke="#fff" stroke-width="10"><circle cx="560" cy="700" r="32"/><circle cx="660" cy="700" r="32"/><path d="M560 700 L600 650 L660 700 M600 650 L640 650"/></g>`,
  'parque-infantil':
    sky('#ffd6a5', '#fff3e0') +
    ground('#f4c542') +
    `<path d="M300 560 L420 300 L540 560" fill="none" stroke="#d62828" stroke-width="22"/><rect x="520" y="380" width="260" height="20" fill="#1d3557"/><path d="M560 400 L560 560 M740 400 L740 560" stroke="#1d3557" stroke-width="16"/><path d="M620 400 L620 500 M680 400 L680 500" stroke="#444" stroke-width="4"/><rect x="600" y="500" width="100" height="14" fill="#e76f51"/>` +
    tree(1000, 420, 80),
  biblioteca:
    sky('#cfe8ff', '#ffffff') +
    ground('#c9c2b6') +
    `<rect x="300" y="260" width="600" height="300" fill="#e9dcc9"/><path d="M260 260 L600 130 L940 260Z" fill="#a0522d"/>` +
    [360, 470, 580, 690, 800].map((x) => `<rect x="${x}" y="300" width="40" height="260" fill="#f7f3ec"/>`).join('') +
    `<rect x="560" y="440" width="80" height="120" fill="#5b3a29"/>`,
  'parada-bus':
    sky('#b3e0ff', '#eef8ff') +
    building(700, 420, 380, '#8fa3b8') +
    ground('#9a9a9a') +
    `<rect x="120" y="380" width="360" height="16" fill="#264653"/><rect x="130" y="396" width="8" height="164" fill="#264653"/><rect x="462" y="396" width="8" height="164" fill="#264653"/><rect x="150" y="400" width="300" height="120" fill="#a8dadc" opacity="0.6"/><rect x="140" y="520" width="320" height="14" fill="#8d5a2b"/>` +
    `<rect x="520" y="300" width="40" height="260" fill="#e63946"/><rect x="500" y="280" width="80" height="60" rx="10" fill="#e63946"/>`,
  arbolado:
    sky('#a8e6cf', '#eafff5') +
    ground('#6aa84f') +
    [80, 260, 440, 620, 800, 980, 1160].map((x, i) => tree(x, 380 + (i % 2) * 40, 80 + (i % 3) * 10)).join('') +
    `<rect x="0" y="650" width="1200" height="60" fill="#d8cfc4"/>`,
  plaza:
    sky('#ffe0b2', '#fff8ee') +
    building(0, 300, 320, '#e0a96d') +
    building(900, 300, 360, '#d4a373') +
    ground('#e9d8a6') +
    `<ellipse cx="600" cy="620" rx="200" ry="50" fill="#7fb7d6"/><rect x="585" y="480" width="30" height="140" fill="#b0a89a"/><circle cx="600" cy="470" r="30" fill="#9ad0ec"/>` +
    tree(400, 470, 60) +
    tree(800, 470, 60),
  'pista-deportiva':
    sky('#bde0fe', '#f1f8ff') +
    ground('#3a7d44') +
    `<rect x="150" y="520" width="900" height="230" fill="#d9633b"/><rect x="150" y="520" width="900" height="230" fill="none" stroke="#fff" stroke-width="8"/><line x1="600" y1="520" x2="600" y2="750" stroke="#fff" stroke-width="8"/><circle cx="600" cy="635" r="50" fill="none" stroke="#fff" stroke-width="8"/><rect x="130" y="380" width="10" height="170" fill="#555"/><rect x="100" y="380" width="70" height="50" fill="none" stroke="#fff" stroke-width="6"/>`,
}

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
})
const page = await browser.newPage()
for (const [name, svg] of Object.entries(SCENES)) {
  for (const [suffix, width, height] of [
    ['', 1200, 800],
    ['-thumb', 480, 320],
  ]) {
    await page.setViewportSize({ width, height })
    await page.setContent(
      `<body style="margin:0"><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 800" width="${width}" height="${height}">${svg}</svg></body>`,
    )
    await page.screenshot({ path: join(OUT, `${name}${suffix}.jpg`), type: 'jpeg', quality: suffix ? 70 : 75 })
  }
}
await browser.close()
console.log(`photos written to ${OUT}`)
