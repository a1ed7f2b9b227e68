import { createFileRoute, notFound } from '@tanstack/react-router'
import { TableRecordScreen } from '../features/admin-tables/components/table-record'

// Under /admin, whose layout route lets only administrators in: a table's acta is the council's record.
export const Route = createFileRoute('/admin/mesas/$id/acta')({
  loader: ({ params }) => {
    if (!/^[1-9]\d{0,9}$/.test(params.id)) throw notFound()
  },
  component: function TableRecordRoute() {
    return <TableRecordScreen id={Number(Route.useParams().id)} />
  },
})
