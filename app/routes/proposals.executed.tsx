import { createFileRoute } from '@tanstack/react-router'
import { parseListSearch } from '@domain/schemas'
import { prefetchListSections } from '../features/proposals/components/list-sections'
import { impactQuery } from '../features/accountability/api/accountability'
import { ExecutedScreen } from '../features/proposals/components/executed-screen'

export const Route = createFileRoute('/proposals/executed')({
  validateSearch: parseListSearch,
  // On entering the page only (no loaderDeps): later filter changes fetch from the screen, once typing pauses.
  loader: ({ context: { queryClient }, location }) => {
    void queryClient.prefetchQuery(impactQuery())
    return prefetchListSections(queryClient, '/proposals/executed', location.search)
  },
  component: () => <ExecutedScreen from="/proposals/executed" />,
})
