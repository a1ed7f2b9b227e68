import { createFileRoute } from '@tanstack/react-router'
import { parseTableSearch } from '@domain/schemas'
import { TableScreen } from '../features/table-device/components/table-screen'

/** A neighbourhood table's device (issue #33); its QR opens `/mesa?codigo=ABCD-EFGH`. Loaded on demand. */
export const Route = createFileRoute('/mesa')({
  validateSearch: parseTableSearch,
  component: function TableRoute() {
    return <TableScreen code={Route.useSearch().codigo} />
  },
})
