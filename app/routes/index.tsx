import { createFileRoute } from '@tanstack/react-router'
import { proposalsQuery } from '../features/proposals/api/proposals'
import { systemConfigQuery } from '../features/proposals/api/system-config'
import { HomePage } from '../features/proposals/components/home-page'

export const Route = createFileRoute('/')({
  // Starts both requests without waiting: the page shows its own spinners (§2).
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(proposalsQuery())
    void queryClient.prefetchQuery(systemConfigQuery())
  },
  component: HomePage,
})
