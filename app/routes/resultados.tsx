import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { resultsQuery } from '../features/results/results-api'
import { ResultsScreen } from '../features/results/results-screen'

// ?year=2025 keeps the chosen year in the address, so a link to one year's results can be shared.
const Search = v.object({ year: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(2000), v.maxValue(2199))), undefined) })

export const Route = createFileRoute('/resultados')({
  validateSearch: Search,
  loaderDeps: ({ search }) => ({ year: search.year }),
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(resultsQuery(deps.year))
  },
  component: function ResultsRoute() {
    return <ResultsScreen year={Route.useSearch().year} />
  },
})
