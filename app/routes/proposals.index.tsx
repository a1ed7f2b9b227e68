import { createFileRoute } from '@tanstack/react-router'
import { parseListSearch } from '@schemas'
import { prefetchListSections } from '../features/proposals/components/list-sections'
import { ProposalsScreen } from '../features/proposals/components/proposals-screen'

export const Route = createFileRoute('/proposals/')({
  validateSearch: parseListSearch,
  // On entering the page only (no loaderDeps): later filter changes fetch from the screen, once typing pauses.
  loader: ({ context: { queryClient }, location }) => prefetchListSections(queryClient, '/proposals/', location.search),
  component: ProposalsScreen,
})
