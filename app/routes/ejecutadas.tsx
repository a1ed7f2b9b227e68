import { createFileRoute } from '@tanstack/react-router'
import { parseListSearch } from '@domain/schemas'
import { prefetchListSections } from '../features/proposals/components/list-sections'
import { impactQuery } from '../features/accountability/api/accountability'
import { ExecutedScreen } from '../features/proposals/components/executed-screen'

/** The short Spanish address of the executed projects (§2): the same screen as /proposals/executed. */
export const Route = createFileRoute('/ejecutadas')({
  validateSearch: parseListSearch,
  // On entering the page only (no loaderDeps): later filter changes fetch from the screen, once typing pauses.
  loader: ({ context: { queryClient }, location }) => {
    void queryClient.prefetchQuery(impactQuery())
    return prefetchListSections(queryClient, '/ejecutadas', location.search)
  },
  component: () => <ExecutedScreen from="/ejecutadas" />,
})
