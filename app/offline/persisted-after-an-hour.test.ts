import { afterEach, expect, test, vi } from 'vitest'
import { isPersisted } from './persisted-queries'

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

test('una propuesta vista hace una hora sigue entre lo que se guarda en el dispositivo', async () => {
  // TanStack Query keeps everything forever on a server: load it as in a browser (it checks `window`).
  vi.stubGlobal('window', globalThis)
  vi.resetModules()
  const { dehydrate } = await import('@tanstack/react-query')
  const { queryClient } = await import('../lib/query-client')
  vi.useFakeTimers()
  await queryClient.fetchQuery({ queryKey: ['proposal', 17], queryFn: () => ({ id: 17, title: 'Bancos en la plaza' }) })
  // Nobody shows it any more (the person moved on inside the app); the cache is saved later.
  await vi.advanceTimersByTimeAsync(60 * 60 * 1000)
  const saved = dehydrate(queryClient, { shouldDehydrateQuery: (q) => q.state.status === 'success' && isPersisted(q.queryKey) })
  expect(saved.queries.map((q) => q.queryKey)).toContainEqual(['proposal', 17])
})
