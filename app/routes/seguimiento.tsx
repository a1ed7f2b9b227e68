import { createFileRoute } from '@tanstack/react-router'
import { parseFollowUpSearch } from '@schemas'
import { accountabilityQuery, followUpPage } from '../features/accountability/api/accountability'
import { AccountabilityScreen } from '../features/accountability/components/accountability-screen'

export const Route = createFileRoute('/seguimiento')({
  validateSearch: parseFollowUpSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(accountabilityQuery(deps.year, followUpPage(deps)))
  },
  component: function FollowUpRoute() {
    return <AccountabilityScreen search={Route.useSearch()} />
  },
})
