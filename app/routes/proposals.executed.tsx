import { createFileRoute } from '@tanstack/react-router'
import { proposalsQuery } from '../features/proposals/api/proposals'
import { ExecutedPage } from '../features/proposals/components/executed-page'

export const Route = createFileRoute('/proposals/executed')({
  loader: ({ context: { queryClient } }) => void queryClient.prefetchQuery(proposalsQuery()),
  component: ExecutedPage,
})
