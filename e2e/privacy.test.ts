import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { ROOT } from '../scripts/lib/local-server.mjs'
import { api, useBrowser } from './harness'

/**
 * A visitor who walks every public screen never receives anybody's e-mail, phone or name,
 * neither on the page, nor in the answers, nor in what the service worker and the offline cache keep.
 */
interface Demo {
  accounts: { email: string; phone: string; surname: string }[]
  proposals: { title: string; submitter?: { name: string; surname: string; phone: string; email: string } }[]
}
const demo = JSON.parse(readFileSync(join(ROOT, 'scripts', 'demo-data', 'demo.json'), 'utf8')) as Demo
const SECRETS = [
  ...demo.proposals.flatMap((p) => (p.submitter ? [p.submitter.email, p.submitter.phone, p.submitter.surname] : [])),
  ...demo.accounts.flatMap((a) => [a.email, a.phone, a.surname]),
]

const browser = useBrowser()

test('public screens, API answers and the offline caches carry no personal data', async () => {
  const { page } = browser
  const list = (await (await api('/api/proposals')).json()) as { id: number; title: string }[]
  const anonymous = demo.proposals.filter((p) => p.submitter).map((p) => list.find((x) => x.title === p.title)!.id)
  expect(anonymous.length).toBeGreaterThan(0)

  const seen: string[] = []
  page.on('response', async (res) => {
    if (new URL(res.url()).pathname.startsWith('/api/')) seen.push(await res.text().catch(() => ''))
  })
  const paths = [
    '/',
    '/proposals',
    '/proposals/executed',
    '/resultados',
    '/cartel',
    '/legal-notices',
    '/contact',
    '/budget-terms',
    ...anonymous.map((id) => `/proposal/${id}`),
  ]
  for (const path of paths) {
    await page.goto(path, { waitUntil: 'networkidle' })
    seen.push(await page.content())
  }
  // What the browser keeps: the service worker's caches and the offline query cache in IndexedDB.
  const stored = await page.evaluate(async () => {
    const texts: string[] = []
    for (const name of await caches.keys()) {
      const cache = await caches.open(name)
      for (const request of await cache.keys()) {
        const res = await cache.match(request)
        const type = res?.headers.get('content-type') ?? ''
        if (res && /json|html|javascript|text/.test(type)) texts.push(await res.text())
      }
    }
    const databases = await indexedDB.databases()
    for (const { name } of databases) {
      if (!name) continue
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name)
        open.onsuccess = () => resolve(open.result)
        open.onerror = () => reject(open.error)
      })
      for (const store of Array.from(db.objectStoreNames)) {
        const all = await new Promise<unknown[]>((resolve) => {
          const req = db.transaction(store).objectStore(store).getAll()
          req.onsuccess = () => resolve(req.result)
        })
        texts.push(JSON.stringify(all))
      }
      db.close()
    }
    return { texts, caches: (await caches.keys()).length, databases: databases.length }
  })
  expect(stored.caches + stored.databases).toBeGreaterThan(0)
  const everything = [...seen, ...stored.texts].join('\n')
  for (const secret of SECRETS) expect(everything.includes(secret), secret).toBe(false)
  console.info(
    `privacy walk: ${paths.length} screens, ${seen.length} pages and answers, ${stored.texts.length} cached entries, ${SECRETS.length} personal values looked for, none found`,
  )
})
