import { createFileRoute } from '@tanstack/react-router'
import { parseFollowUpSearch } from '@domain/schemas'
import { accountabilityQuery } from '../features/accountability/api/accountability'
import { AccountabilityScreen } from '../features/accountability/components/accountability-screen'

export const Route = createFileRoute('/seguimiento')({
  validateSearch: parseFollowUpSearch,
  loaderDeps: ({ search }) => ({ year: search.year }),
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(accountabilityQuery(deps.year))
  },
  component: function FollowUpRoute() {
    return <AccountabilityScreen search={Route.useSearch()} />
  },
})
