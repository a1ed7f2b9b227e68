import { createFileRoute } from '@tanstack/react-router'
import { ListSearchSchema } from '../../domain/schemas'
import { proposalsQuery } from '../features/proposals/api/proposals'
import { ExecutedPage } from '../features/proposals/components/executed-page'

export const Route = createFileRoute('/proposals/executed')({
  validateSearch: ListSearchSchema,
  loader: ({ context: { queryClient } }) => void queryClient.prefetchQuery(proposalsQuery()),
  component: () => <ExecutedPage from="/proposals/executed" />,
})
