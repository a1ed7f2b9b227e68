/**
 * Every route of the app with the address that opens it, read against the router's generated tree: the
 * screens e2e/every-route.test.ts measures and e2e/languages.test.ts reads in each language.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { ROOT } from '../scripts/lib/local-server.mjs'
import { api, bearer } from './harness'

const ROUTE_TREE = readFileSync(join(ROOT, 'app', 'route-tree.gen.ts'), 'utf8')
/** The app's routes as written in the tree ('/admin' and its index '/admin/' are one screen). */
export const ROUTES = new Set([...ROUTE_TREE.matchAll(/fullPath: '([^']+)'/g)].map(([, path]) => path.replace(/(.)\/$/, '$1')))

const firstProposal = async () => ((await (await api('/api/proposals')).json()) as { id: number }[])[0].id

/** A neighbourhood table's acta: one opened for the last day of support, once for the whole file. */
let tableActa: Promise<string> | undefined
const aTableActa = () => {
  tableActa ??= (async () => {
    const { calendar } = (await (await api('/api/system-config')).json()) as { calendar: { support: { end: string } } }
    const res = await api('/api/admin/tables', {
      method: 'POST',
      headers: { ...(await bearer('admin')), 'content-type': 'application/json' },
      body: JSON.stringify({
        place: 'Centro cívico',
        district: null,
        day: calendar.support.end,
        opens: '10:00',
        closes: '14:00',
        volunteers: [],
        graceHours: 48,
      }),
    })
    expect(res.status).toBe(201)
    return `/admin/mesas/${((await res.json()) as { table: { id: number } }).table.id}/acta`
  })()
  return tableActa
}

/** The address that opens each route; parameters get real values. */
export const PUBLIC: Record<string, () => Promise<string> | string> = {
  '/': () => '/',
  '/auth': () => '/auth',
  '/accesibilidad': () => '/accesibilidad',
  '/budget-terms': () => '/budget-terms',
  '/contact': () => '/contact',
  '/ejecutadas': () => '/ejecutadas',
  '/legal-notices': () => '/legal-notices',
  '/pendientes': () => '/pendientes',
  '/mesa': () => '/mesa',
  '/resultados': () => '/resultados',
  '/resultados/acta/$year': () => '/resultados/acta/2025',
  '/seguimiento': () => '/seguimiento',
  '/cartel': () => '/cartel',
  '/cartel/$district': () => '/cartel/Norte',
  '/proposal/$id': async () => `/proposal/${await firstProposal()}`,
  '/proposals': () => '/proposals',
  '/proposals/executed': () => '/proposals/executed',
  '/proposals/new': () => '/proposals/new',
  'not found': () => '/no-existe',
}
/** Screens behind a session: the resident's own, and the administration's (under /admin). */
export const SIGNED_IN: Record<string, () => Promise<string> | string> = {
  '/profile': () => '/profile',
  '/avisos': () => '/avisos',
  '/admin': () => '/admin',
  '/admin/diagnostic': () => '/admin/diagnostic',
  '/admin/registrar': () => '/admin/registrar',
  '/admin/mesas/$id/acta': aTableActa,
}

/** Opens a screen and waits until its data is on it: a level-one heading and no spinner left. */
export async function open(page: Page, address: string) {
  await page.goto(address)
  await page.getByRole('heading', { level: 1 }).first().waitFor()
  await page.waitForLoadState('networkidle')
  await page.waitForFunction(() => !document.querySelector('[role="status"] .animate-spin'))
}
