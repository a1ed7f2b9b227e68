import { createFileRoute } from '@tanstack/react-router'
import { parseResultsSearch } from '@schemas'
import { resultsQuery } from '../features/results/api/results'
import { accountabilityQuery, resultsPage } from '../features/accountability/api/accountability'
import { ResultsScreen } from '../features/results/results-screen'

export const Route = createFileRoute('/resultados')({
  validateSearch: parseResultsSearch,
  loaderDeps: ({ search }) => ({ year: search.year }),
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(resultsQuery(deps.year))
    void queryClient.prefetchQuery(accountabilityQuery(deps.year, resultsPage))
  },
  component: function ResultsRoute() {
    return <ResultsScreen year={Route.useSearch().year} />
  },
})
