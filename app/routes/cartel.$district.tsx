import { createFileRoute, notFound } from '@tanstack/react-router'
import { posterDistrict } from '../features/poster/poster-district'
import { PosterScreen } from '../features/poster/poster-screen'

export const Route = createFileRoute('/cartel/$district')({
  // /cartel/Narnia is a 404, not a poster whose QR opens the form with no district chosen.
  beforeLoad: ({ params }) => {
    if (!posterDistrict(params.district)) throw notFound()
  },
  component: function DistrictPosterRoute() {
    return <PosterScreen district={posterDistrict(Route.useParams().district)!} />
  },
})
