import { createFileRoute } from '@tanstack/react-router'
import { topProposalsQuery } from '../features/proposals/api/proposals'
import { ACTIVE_STATUSES } from '../features/proposals/model/filters'
import { systemConfigQuery } from '../lib/system-config'
import { impactQuery } from '../features/accountability/api/accountability'
import { HomeScreen } from '../features/proposals/components/home-screen'

export const Route = createFileRoute('/')({
  // Starts the requests without waiting: the page shows its own spinners (§2).
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(topProposalsQuery(ACTIVE_STATUSES))
    void queryClient.prefetchQuery(topProposalsQuery(['executed']))
    void queryClient.prefetchQuery(systemConfigQuery())
    void queryClient.prefetchQuery(impactQuery())
  },
  component: HomeScreen,
})
