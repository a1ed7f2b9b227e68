import { createFileRoute, notFound } from '@tanstack/react-router'
import { parseActaSearch } from '@schemas'
import { YEAR_PATTERN } from '@schemas/year'
import { actaQuery } from '../features/results/api/acta'
import { ActaScreen } from '../features/results/acta-screen'

export const Route = createFileRoute('/resultados_/acta/$year')({
  validateSearch: parseActaSearch,
  loaderDeps: ({ search }) => ({ district: search.distrito }),
  loader: ({ context: { queryClient }, params, deps }) => {
    if (!YEAR_PATTERN.test(params.year)) throw notFound()
    void queryClient.prefetchQuery(actaQuery(Number(params.year), deps.district))
  },
  component: function ActaRoute() {
    return <ActaScreen year={Number(Route.useParams().year)} district={Route.useSearch().distrito} />
  },
})
