// On a 390 px phone: nothing floats over the page's controls (the cookie button has its own room in the
// footer, docs/decisions/0026), and every control is at least 44 × 44 px (WCAG 2.5.5, target size).
import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { COOKIE_TEXTS, SHELL_TEXTS, UI_PROPOSALS } from '../copy'
import { api, useBrowser } from './harness'

const PHONE = { width: 390, height: 844 }
const MIN_TARGET = 44

interface Box {
  name: string
  x: number
  y: number
  width: number
  height: number
}

/**
 * The visible controls of the page (or of the open dialog), each with the box a finger can hit. A
 * visually hidden input (the Spanish 'Elegir foto' over the file input) or a checkbox counts with its
 * label, which activates it too. Text links inside a sentence are left out: WCAG 2.5.5 exempts inline
 * targets ("the target is in a sentence or block of text"), and growing them would break the line.
 */
function controls(page: Page, within = 'body'): Promise<(Box & { inline: boolean })[]> {
  return page.evaluate((scope) => {
    const root = document.querySelector(scope) ?? document.body
    const selector =
      'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=tab], [role=menuitem], [role=switch], [tabindex]:not([tabindex="-1"])'
    const words = (el: Element | null) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim()
    const result: (Box & { inline: boolean })[] = []
    for (const el of root.querySelectorAll<HTMLElement>(selector)) {
      if (el.closest('[inert], [aria-hidden="true"]') || el.matches(':disabled')) continue
      let target: Element = el
      const input = el instanceof HTMLInputElement ? el : null
      if (input && ['checkbox', 'radio', 'file'].includes(input.type) && input.labels?.length) {
        // The tallest of its labels: the one drawn as a button for the file input, not its field's caption.
        target = [...input.labels].sort((x, y) => y.getBoundingClientRect().height - x.getBoundingClientRect().height)[0]
      }
      // A card's title button stretched over the whole card by an absolute ::after: the card is the target.
      const after = getComputedStyle(el, '::after')
      if (after.position === 'absolute' && after.content !== 'none' && el.parentElement) {
        target = el.parentElement.closest('article') ?? target
      }
      // Visually hidden until focused (the skip link): not a target on screen.
      if (getComputedStyle(target).clipPath.startsWith('inset(50%')) continue
      const box = target.getBoundingClientRect()
      // Not rendered at this width (the desktop links).
      if (box.width <= 1 || box.height <= 1 || getComputedStyle(target).visibility === 'hidden') continue
      const block = el.tagName === 'A' ? el.parentElement?.closest('p, li, dd, td, label, div') : null
      const inline = !!block && words(block).length > words(el).length + 1 && getComputedStyle(el).display === 'inline'
      result.push({
        name: (el.getAttribute('aria-label') ?? words(el) ?? el.tagName).slice(0, 60) || `${el.tagName} ${el.getAttribute('name') ?? ''}`,
        x: box.x,
        y: box.y + window.scrollY,
        width: box.width,
        height: box.height,
        inline,
      })
    }
    return result
  }, within)
}

const small = (boxes: (Box & { inline: boolean })[]) =>
  boxes
    .filter((b) => !b.inline && (b.width < MIN_TARGET - 0.5 || b.height < MIN_TARGET - 0.5))
    .map((b) => `${b.name}: ${Math.round(b.width)} × ${Math.round(b.height)}`)

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

async function firstProposalId() {
  const proposals = (await (await api('/api/proposals')).json()) as { id: number; status: string }[]
  return proposals.find((p) => p.status === 'pending')!.id
}

describe('en un móvil de 390 px', () => {
  const browser = useBrowser({ viewport: PHONE })

  test('el botón de cookies no tapa ningún control en ningún punto del desplazamiento de una página larga', async () => {
    const { page } = browser
    await page.addInitScript(() => localStorage.setItem('cookieBannerShown', 'true'))
    await page.goto('/proposals')
    await page.getByRole('article').first().waitFor()
    const cookie = page.getByRole('button', { name: COOKIE_TEXTS.open })
    let seen = 0
    // The list loads more cards as its end comes into view, so the page grows while it is scrolled: go on
    // until the end of the page is reached.
    for (let step = 0; step < 200; step++) {
      // The button's box as the eye sees it at this scroll position, and every control's box. The list may
      // add cards meanwhile (moving the footer down): only a reading during which nothing moved counts.
      const box = () =>
        cookie.evaluate((el) => {
          const r = el.getBoundingClientRect()
          return {
            name: 'cookies',
            x: r.x,
            y: r.y + window.scrollY,
            width: r.width,
            height: r.height,
            onScreen: r.bottom > 0 && r.top < innerHeight,
          }
        })
      const button = await box()
      const all = await controls(page)
      if (JSON.stringify(await box()) !== JSON.stringify(button)) continue
      if (button.onScreen) seen++
      const covered = all.filter((c) => c.name !== COOKIE_TEXTS.open && overlaps(c, button))
      const at = await page.evaluate(() => window.scrollY)
      expect(
        covered.map((c) => c.name),
        `desplazado a ${at} px`,
      ).toEqual([])
      const end = await page.evaluate(() => window.scrollY + innerHeight >= document.documentElement.scrollHeight - 1)
      if (end && seen > 0) break
      await page.evaluate((by) => window.scrollBy(0, by), PHONE.height / 4)
    }
    expect(await page.evaluate(() => window.scrollY), 'una página larga').toBeGreaterThan(PHONE.height * 3)
    // It is still there to be found, at the end of the page, and it works.
    expect(seen).toBeGreaterThan(0)
    await cookie.click()
    await page.getByRole('dialog').getByRole('heading', { name: COOKIE_TEXTS.title }).waitFor()
  })

  test('los controles de las rutas principales miden al menos 44 × 44 px', async () => {
    const { page } = browser
    await page.addInitScript(() => localStorage.setItem('cookieBannerShown', 'true'))
    const id = await firstProposalId()
    const offenders: string[] = []
    const check = async (where: string, scope?: string) => {
      for (const o of small(await controls(page, scope))) offenders.push(`${where} · ${o}`)
    }
    for (const path of [
      '/',
      '/proposals',
      '/proposals/executed',
      `/proposal/${id}`,
      '/proposals/new',
      '/auth',
      '/resultados',
      '/budget-terms',
      '/contact',
      '/legal-notices',
      '/accesibilidad',
    ]) {
      await page.goto(path)
      await page.getByRole('heading', { level: 1 }).first().waitFor()
      await check(path)
    }

    // The phone menu, a card's dialog (with its close button), and the cookie dialog.
    await page.goto('/proposals')
    await page.getByRole('button', { name: SHELL_TEXTS.nav.openMenu }).click()
    await page.getByRole('button', { name: SHELL_TEXTS.nav.closeMenu }).waitFor()
    await check('menú', '[role=dialog]')
    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: SHELL_TEXTS.nav.closeMenu }).waitFor({ state: 'detached' })
    const card = page.getByRole('article').first()
    await card.getByRole('button', { name: /^Ver detalles de/ }).click()
    await page.getByRole('dialog').getByRole('button', { name: UI_PROPOSALS.dialog.close }).waitFor()
    await check('diálogo de propuesta', '[role=dialog]')
    await page.keyboard.press('Escape')
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    await page.getByRole('button', { name: COOKIE_TEXTS.open }).click()
    await page.getByRole('dialog').getByRole('heading', { name: COOKIE_TEXTS.title }).waitFor()
    await check('cookies', '[role=dialog]')
    await page.getByRole('tab', { name: 'Configuración' }).click()
    await check('cookies · Configuración', '[role=dialog]')

    expect(offenders).toEqual([])
  })
})
